import { FIRST_VIEW_ROOT } from "./constants";

/** The mark of a held tap's element, styled in index.css. */
export const TAP_HELD = "data-tap-held";
/** Where the script below leaves the taps it held, for the app (src/client/lib/taps-before-take-over.ts). */
export const HELD_TAPS = "__heldTaps";

/** The elements a tap is held on: buttons, tabs and boxes. Links work without the app. */
const TAPPABLE = 'button, [role="tab"], [role="checkbox"], [role="switch"], input[type="checkbox"], input[type="radio"]';

/**
 * Taps on a signed-in page's first view, made before the app has taken it over: until then its
 * buttons are only HTML and a tap on one would do nothing, which on a slow phone is the first seconds
 * after the page shows. This script, inline before the page's root so that it runs before any of the
 * page is painted, holds each tap on a button, tab or box while the root still says it holds the
 * server's first view: the browser's own answer is stopped (a form sent, a box ticked), the element
 * is marked as heard, and the tap is kept with where the element stood (child indexes under the root)
 * and what it read. The app clicks each again once it has taken the page over (FirstViewTakenOver).
 * A second tap on the same element is the same wish, not a second one. Plain ES2017, as written: the
 * server sends it as it is, and the page's Content-Security-Policy names its hash.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var taps = [];
  function hold(event) {
    var root = document.getElementById("root");
    if (!root || !root.hasAttribute("${FIRST_VIEW_ROOT}") || !(event.target instanceof Element)) return;
    var element = event.target.closest(${JSON.stringify(TAPPABLE)});
    if (!element || !root.contains(element) || element.matches(":disabled")) return;
    event.preventDefault();
    event.stopPropagation();
    for (var i = 0; i < taps.length; i++) if (taps[i].element === element) return;
    var path = [];
    for (var node = element; node && node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    element.setAttribute("${TAP_HELD}", "");
    taps.push({ element: element, path: path, text: element.textContent || "" });
  }
  document.addEventListener("click", hold, true);
  window.${HELD_TAPS} = {
    taps: taps,
    stop: function () { document.removeEventListener("click", hold, true); }
  };
})();`;
