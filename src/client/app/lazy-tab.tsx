import { type ReactNode, Suspense } from "react";

/**
 * A tab whose code comes with its first opening rather than with the page (its component made with
 * lazyNamed). Drawn by the server when the address opens it, the tab stays as drawn until its code has
 * arrived, and the rest of the page is taken over without waiting for it.
 */
export function LazyTab({ children }: { children: ReactNode }) {
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
