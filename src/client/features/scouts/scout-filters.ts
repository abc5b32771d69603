import type { Scout } from "@shared/api/scouts";

export type StatusFilter = "all" | "active" | "inactive";

/** Search matches name or email, case-insensitive; the status filter keeps active or inactive scouts. */
export function filterScouts<S extends Pick<Scout, "name" | "email" | "isActive">>(scouts: S[], search: string, status: StatusFilter): S[] {
  const needle = search.trim().toLowerCase();
  return scouts.filter((s) => {
    if (status === "active" && !s.isActive) return false;
    if (status === "inactive" && s.isActive) return false;
    if (!needle) return true;
    return s.name.toLowerCase().includes(needle) || (s.email ?? "").toLowerCase().includes(needle);
  });
}

/** Whether every one of the visible scouts is selected (false when none are visible). */
export function allSelected(visibleIds: string[], selected: ReadonlySet<string>): boolean {
  return visibleIds.length > 0 && visibleIds.every((id) => selected.has(id));
}

/**
 * Select-all over the filtered scouts: when all visible ones are selected it clears them, otherwise it
 * adds them all. Scouts hidden by the filter keep their selection state.
 */
export function toggleAllVisible(visibleIds: string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (allSelected(visibleIds, selected)) for (const id of visibleIds) next.delete(id);
  else for (const id of visibleIds) next.add(id);
  return next;
}

export function toggleOne(id: string, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The roster grouped by patrol, in the patrols' order (their names), scouts in no patrol last; each
 * group keeps the order it was given (by name).
 */
export function groupByPatrol<S extends Pick<Scout, "patrolId">>(scouts: S[], patrolIds: readonly string[]): S[] {
  const rank = new Map(patrolIds.map((id, index) => [id, index]));
  const rankOf = (s: S) => (s.patrolId ? (rank.get(s.patrolId) ?? patrolIds.length) : patrolIds.length);
  return scouts
    .map((scout, index) => ({ scout, index }))
    .sort((a, b) => rankOf(a.scout) - rankOf(b.scout) || a.index - b.index)
    .map(({ scout }) => scout);
}
