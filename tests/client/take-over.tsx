import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * `ui` drawn as the server draws it, into a container in the document, for `takeOver()` to hydrate
 * as the app does in the browser. `mismatches` collects what React had to draw anew; `remove()`
 * unmounts and removes the container.
 */
export function drawnByServer(ui: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
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
