import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-drawn page that the browser takes over on its own. React takes a page over in
 * one piece up to each boundary like this one, and ends each piece with one task that a phone cannot
 * interrupt; a long roster or a form of many fields taken over with the rest of the page made that task
 * a tenth of a second on a mid-range phone, in which a tap waits. Apart, each piece is short, and one
 * the person touches first is taken over first. Nothing here waits for code: the part's code comes
 * with the page, so it is never shown empty.
 *
 * Not around parts whose parent draws itself again as soon as it is taken over (a form of
 * react-hook-form does, in a layout effect): a part not yet taken over that gets new props must be
 * taken over at once, in the same uninterruptible task, which undoes the split and costs more.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
