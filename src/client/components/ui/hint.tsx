import { type ReactNode, useEffect } from "react";

/** Set on <html> by Escape: every hint hides until the pointer or the focus moves on to something else. */
const DISMISSED = "data-hints-dismissed";

let listening = false;
/** Escape dismisses a hint without moving the pointer or the focus (WCAG 1.4.13); one listener for the page. */
function listenForEscape() {
  if (listening) return;
  listening = true;
  const root = document.documentElement;
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") root.setAttribute(DISMISSED, "");
  });
  const back = () => {
    if (root.hasAttribute(DISMISSED)) root.removeAttribute(DISMISSED);
  };
  document.addEventListener("pointerover", back, { passive: true });
  document.addEventListener("focusin", back);
}

/**
 * A short hint under an icon button, shown after 700 ms of hover (on devices that hover) or at once
 * with keyboard focus, and hidden by Escape. Drawn with CSS alone, right-aligned to the button (the
 * top bar's icons sit at the right edge), so no page loads a positioning library for it. It appears
 * whole, without a fade, so it is never drawn half-transparent (unreadable, and failing contrast).
 * A hint is not a label: the button keeps its aria-label, and the hint, which repeats it, is hidden
 * from screen readers.
 */
export function Hinted({ hint, children }: { hint: string; children: ReactNode }) {
  useEffect(listenForEscape, []);
  return (
    <span className="group/hint relative inline-flex">
      {children}
      <span
        aria-hidden="true"
        data-hint=""
        className="pointer-events-none invisible absolute top-full right-0 z-50 mt-1 whitespace-nowrap rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md transition-[visibility] duration-0 group-hover/hint:visible group-hover/hint:delay-700 group-has-[:focus-visible]/hint:visible group-has-[:focus-visible]/hint:delay-0 [[data-hints-dismissed]_&]:hidden"
      >
        {hint}
      </span>
    </span>
  );
}
