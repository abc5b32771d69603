import { FIRST_VIEW_ROOT } from "@shared/constants";
import { useEffect } from "react";
import { takeHandedOverToast } from "@/lib/handed-over-toast";
import { replayHeldTaps } from "@/lib/taps-before-take-over";
import { toast } from "@/lib/use-toast";

/**
 * Rendered beside the routes, in the page's boundary: once the page the server drew has been taken
 * over (its code arrived and React attached to the server's elements), the root no longer says it
 * holds the server's first view, the taps made on it before are answered (lib/taps-before-take-over.ts),
 * and a toast the page before handed over shows ("Welcome back!" from the sign-in page): after the
 * take-over, so the page React takes over is the page the server drew.
 * A file of its own, so the signed-out pages bring no query cache with it.
 */
export function FirstViewTakenOver() {
  useEffect(() => {
    document.getElementById("root")?.removeAttribute(FIRST_VIEW_ROOT);
    // In a task of its own, once every effect of the take-over has run: the page answers from here on.
    // The taps made before are answered first. The tab's storage is opened at its first read (a few
    // milliseconds on a phone), which would lengthen the task that ends the take-over.
    const answer = setTimeout(() => {
      performance.mark("first-view-taken-over");
      replayHeldTaps();
      const handedOver = takeHandedOverToast();
      if (handedOver) toast(handedOver);
    });
    return () => clearTimeout(answer);
  }, []);
  return null;
}
