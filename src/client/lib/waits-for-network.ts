/** A read's state as the pages need it (a TanStack query result fits). */
type Read = { isPending: boolean; fetchStatus: "fetching" | "paused" | "idle" };

/**
 * Whether a read waits for a network that is not there, with nothing kept on the device to show
 * instead: what it reads is unknown, not empty, and must not say "none", "loading" or "reload" for ever.
 */
export const waitsForNetwork = (read: Read) => read.isPending && read.fetchStatus === "paused";
