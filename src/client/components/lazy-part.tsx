import { type ReactNode, Suspense } from "react";

/**
 * A part of a page whose code does not come with the page (its component made with lazyNamed): a tab,
 * with its first opening, or a form card, beside the page. Drawn by the server, the part stays as
 * drawn until its code has arrived, and the rest of the page is taken over without waiting for it.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-8 text-center text-muted-foreground text-sm">
          Loading…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
