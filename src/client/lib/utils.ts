import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";

// tailwind-merge sets itself up at its first call: its configuration, then a map of every class group
// made from it (15 ms on a laptop, 60 on a phone). The configuration can be made beforehand, so that
// the two halves are paid in tasks of their own (see warmUpClassMerging).
let config: ReturnType<typeof getDefaultConfig> | undefined;
const twMerge = createTailwindMerge(() => config ?? getDefaultConfig());

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Sets class merging up ahead of its first use, in two tasks (the configuration, then the class map),
 * neither long enough to hold up a tap on a slow phone.
 */
export function warmUpClassMerging() {
  setTimeout(() => {
    config ??= getDefaultConfig();
    setTimeout(() => cn("p-0", "p-1"));
  });
}
