import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * `ui` drawn as the server draws it (every Suspense boundary waited for), into a container in the document, for `takeOver()` to hydrate
 * as the app does in the browser. `mismatches` collects what React had to draw anew; `remove()`
 * unmounts and removes the container.
 */
export async function drawnByServer(ui: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = await drawnWithLazyParts(ui);
  document.body.append(container);
  const mismatches: unknown[] = [];
  let unmount = () => {};
  return {
    container,
    mismatches,
    async takeOver() {
      const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) }));
      unmount = () => act(() => root.unmount());
    },
    remove() {
      unmount();
      container.remove();
    },
  };
}

// The server waits for every lazy part (app/server-drawn/prerender.ts, which cannot run beside a
// hydration in one test). Here the tree is drawn again until the lazy parts it started loading have
// arrived: a boundary left to the client is marked <!--$!-->.
async function drawnWithLazyParts(ui: ReactElement): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const html = renderToString(ui);
    if (!html.includes("<!--$!-->")) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("a lazy part never loaded");
}
