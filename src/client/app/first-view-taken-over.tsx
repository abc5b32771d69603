import { FIRST_VIEW_ROOT } from "@shared/constants";
import { useEffect } from "react";

/**
 * Rendered beside the routes, in the page's boundary: once the page the server drew has been taken
 * over (its code arrived and React attached to the server's elements), the root no longer says it
 * holds the server's first view. A file of its own, so the signed-out pages bring no query cache with it.
 */
export function FirstViewTakenOver() {
  useEffect(() => {
    document.getElementById("root")?.removeAttribute(FIRST_VIEW_ROOT);
  }, []);
  return null;
}
