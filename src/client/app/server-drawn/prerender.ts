import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/**
 * A React tree as HTML the app can take over (hydrate): every boundary waited for, lazy pages
 * included, with React's markers for its boundaries kept.
 */
export async function prerenderToString(element: ReactNode): Promise<string> {
  // Every boundary written in place: React would otherwise write a large one (a tab drawn by a lazy
  // component, once what precedes it passes 12.8 KB) after the page with an inline script to move it
  // in, which the page's Content-Security-Policy blocks.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}
