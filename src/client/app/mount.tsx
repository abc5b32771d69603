import { FIRST_VIEW_ROOT } from "@shared/constants";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root.hasAttribute(FIRST_VIEW_ROOT)) {
  // The server sent this page's first view with the reads it was drawn from (start-up puts them in
  // the cache): the app draws the same page, so it takes over the server's elements instead of
  // replacing them. Where the two differ, React throws away and draws anew all that the nearest
  // Suspense boundary holds (the whole page), so a first view must not depend on the device: dates are
  // in the troop's zone and language (lib/format-date.ts), and tests/e2e/first-view.e2e.ts checks it.
  // As a transition, the work is done in slices between which the phone stays responsive, rather
  // than in one long task on a long page (a leader's roster).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
