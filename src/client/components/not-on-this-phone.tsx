/** A read's state as the lists below need it (a TanStack query result fits). */
type Read = { isPending: boolean; fetchStatus: "fetching" | "paused" | "idle" };

/**
 * Whether a read waits for a network that is not there, with nothing kept on the device to show
 * instead: the list is unknown, not empty, and must not say "none" or "loading" for ever.
 */
export const waitsForNetwork = (read: Read) => read.isPending && read.fetchStatus === "paused";

/** What a list says offline when the device has none of it kept (it was never opened online here). */
export function NotOnThisPhone({ what }: { what: string }) {
  return (
    <p role="status" className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {what} not on this phone yet: it shows here offline once it has been opened with a network.
    </p>
  );
}
