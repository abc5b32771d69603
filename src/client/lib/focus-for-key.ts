/** The keys that move between a row of items (tabs) or a column (a menu's links), besides Home and End. */
const STEP_KEYS = {
  row: { next: "ArrowRight", previous: "ArrowLeft" },
  column: { next: "ArrowDown", previous: "ArrowUp" },
} as const;

/**
 * The item a key moves the focus to among `items` from the focused one: the next or previous (round
 * the ends) for the arrow keys along `direction`, the first for Home, the last for End. Undefined for
 * any other key, or when the focus is on none of the items.
 */
export function itemForKey<T>(items: readonly T[], focused: unknown, key: string, direction: keyof typeof STEP_KEYS): T | undefined {
  const at = items.indexOf(focused as T);
  if (at === -1) return undefined;
  const { next, previous } = STEP_KEYS[direction];
  const to = { [next]: at + 1, [previous]: at - 1, Home: 0, End: items.length - 1 }[key];
  return to === undefined ? undefined : items[(to + items.length) % items.length];
}
