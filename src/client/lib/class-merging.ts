import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";

// tailwind-merge sets itself up at its first call: its configuration, then a map of every class group
// made from it (15 ms on a laptop, 60 on a phone). The configuration can be made beforehand, so that
// the two halves are paid in tasks of their own (see warmUpClassMerging).
let config: ReturnType<typeof getDefaultConfig> | undefined;
const twMerge = createTailwindMerge(() => config ?? getDefaultConfig());

/** A class list as joined and as merged; one entry when merging changed nothing. */
export type KnownMerge = [joined: string] | [joined: string, merged: string];

// Class lists merged before this page ran: a first view brings those its drawing merged (first-view.tsx),
// so taking the page over merges none, and class merging is set up once the page has settled
// (docs/architecture.md, "How a page reaches the screen").
const knownMerges = new Map<string, string>();
let noteMerge: ((joined: string, merged: string) => void) | null = null;

/** A joined class list with later Tailwind classes overriding earlier ones: as already known, or merged now. */
export function mergeClasses(joined: string): string {
  const known = knownMerges.get(joined);
  if (known !== undefined) return known;
  const merged = twMerge(joined);
  noteMerge?.(joined, merged);
  return merged;
}

/** Class lists as merged (`joined` → `merged`), as the server sends them: one entry where merging changed nothing. */
export function asKnownMerges(merges: ReadonlyMap<string, string>): KnownMerge[] {
  return [...merges].map(([joined, merged]) => (merged === joined ? [joined] : [joined, merged]));
}

/** Class lists merged elsewhere (the server, drawing this page), used as they are. */
export function addKnownMerges(merges: readonly KnownMerge[]) {
  for (const [joined, merged = joined] of merges) knownMerges.set(joined, merged);
}

/** The server, drawing a first view, collects this way the class lists it merged, to send them with the page. */
export function onClassMerge(listener: (joined: string, merged: string) => void) {
  noteMerge = listener;
}

/**
 * Sets class merging up ahead of its first use, in two tasks (the configuration, then the class map),
 * neither long enough to hold up a tap on a slow phone.
 */
export function warmUpClassMerging() {
  setTimeout(() => {
    config ??= getDefaultConfig();
    setTimeout(() => twMerge("p-0", "p-1"));
  });
}
