// @vitest-environment jsdom

import { FIRST_VIEW_ROOT } from "@shared/constants";
import { EARLY_TAPS_SCRIPT, TAP_HELD } from "@shared/early-taps";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { replayHeldTaps } from "./taps-before-take-over";

/** A first view as the server sends it: buttons and a link, no handlers yet, and the inline script run. */
function drawnPage() {
  document.body.innerHTML = `
    <div id="root" ${FIRST_VIEW_ROOT}>
      <section><button id="join">Join</button><button id="other">Can't come</button></section>
      <input id="tick" type="checkbox" />
      <button id="off" disabled>Full</button>
      <a id="link" href="#events">Events</a>
    </div>`;
  const root = document.getElementById("root") as HTMLElement;
  new Function(EARLY_TAPS_SCRIPT)();
  return { root, byId: (id: string) => document.getElementById(id) as HTMLElement };
}

/** What FirstViewTakenOver does once the app has taken the page over. */
function takeOver(root: HTMLElement) {
  root.removeAttribute(FIRST_VIEW_ROOT);
  replayHeldTaps();
}

describe("taps on a drawn page before the app has taken it over", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });
  afterEach(() => {
    const root = document.getElementById("root");
    if (root) takeOver(root);
  });

  it("holds a tap, marks it as heard, and answers it once, after the take-over, in the order tapped", () => {
    const { root, byId } = drawnPage();
    // The app's listener, on the root as React's are: it must not see the tap before the take-over.
    const answered: string[] = [];
    root.addEventListener("click", (event) => answered.push((event.target as HTMLElement).id));

    byId("other").click();
    byId("join").click();
    byId("join").click();
    expect(answered).toEqual([]);
    expect(byId("join").hasAttribute(TAP_HELD)).toBe(true);

    takeOver(root);
    expect(answered).toEqual(["other", "join"]);
    expect(byId("join").hasAttribute(TAP_HELD)).toBe(false);
    // Once taken over, taps reach the app at once.
    byId("join").click();
    expect(answered).toEqual(["other", "join", "join"]);
  });

  it("keeps a box from ticking itself until the app ticks it", () => {
    const { root, byId } = drawnPage();
    const box = byId("tick") as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    takeOver(root);
    expect(box.checked).toBe(true);
  });

  it("lets links and disabled buttons be", () => {
    const { byId } = drawnPage();
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("link").dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    byId("off").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(byId("off").hasAttribute(TAP_HELD)).toBe(false);
  });

  it("finds a button the app drew anew where it stood, and taps nothing that reads differently there", () => {
    const { root, byId } = drawnPage();
    byId("join").click();
    byId("other").click();
    // The app drew the section again: the same Join, but a different second button.
    const section = root.querySelector("section") as HTMLElement;
    section.innerHTML = `<button id="join-again">Join</button><button id="changed">Leave</button>`;
    const clicked = vi.fn();
    root.addEventListener("click", (event) => clicked((event.target as HTMLElement).id));
    takeOver(root);
    expect(clicked.mock.calls).toEqual([["join-again"]]);
  });
});
