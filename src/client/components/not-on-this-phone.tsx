/** What a list says offline when the device has none of it kept (it was never opened online here). */
export function NotOnThisPhone({ what }: { what: string }) {
  return (
    <p role="status" className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {what} not on this phone yet. Open this page once with a network, and it shows here offline.
    </p>
  );
}
