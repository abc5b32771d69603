import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/**
 * A React tree as HTML the app can take over (hydrate): every boundary waited for, lazy pages
 * included, with React's markers for its boundaries kept.
 */
export async function prerenderToString(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}
