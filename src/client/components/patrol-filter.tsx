import type { Scout } from "@shared/api/scouts";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** The patrol filter: every scout, those in no patrol, or one patrol's (by id). */
export type PatrolFilter = "all" | "none" | (string & {});

export function filterByPatrol<S extends Pick<Scout, "patrolId">>(scouts: S[], patrol: PatrolFilter): S[] {
  if (patrol === "all") return scouts;
  if (patrol === "none") return scouts.filter((s) => !s.patrolId);
  return scouts.filter((s) => s.patrolId === patrol);
}

/** Scouts under one patrol's heading (`patrol` null: those in no patrol, or every scout when the troop has none). */
export type PatrolGroup<S, P> = { key: string; patrol: P | null; scouts: S[] };

/**
 * Scouts grouped by patrol for a list with a heading per patrol: the patrols by name, then those in
 * no patrol (or in one not known here); empty groups are left out. A troop without patrols gets one
 * group (key "all") and no headings.
 */
export function groupScoutsByPatrol<S extends Pick<Scout, "patrolId">, P extends { id: string; name: string }>(
  scouts: S[],
  patrols: readonly P[],
): PatrolGroup<S, P>[] {
  if (patrols.length === 0) return [{ key: "all", patrol: null, scouts }];
  const known = new Set(patrols.map((p) => p.id));
  return [
    ...[...patrols]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((patrol) => ({ key: patrol.id, patrol, scouts: scouts.filter((s) => s.patrolId === patrol.id) })),
    { key: "none", patrol: null, scouts: scouts.filter((s) => !s.patrolId || !known.has(s.patrolId)) },
  ].filter((group) => group.scouts.length > 0);
}

/**
 * The Patrol select the roster and the attendance form share: All patrols, each patrol, No patrol.
 * A filter, so the browser's own select: it narrows the list at once, and a phone opens its picker.
 */
export function PatrolFilterSelect({
  id,
  patrols,
  value,
  onChange,
  className,
}: {
  id: string;
  patrols: readonly { id: string; name: string }[];
  value: PatrolFilter;
  onChange: (value: PatrolFilter) => void;
  className?: string;
}) {
  return (
    <div className={className ?? "grid grid-cols-1 gap-2"}>
      <Label htmlFor={id}>Patrol</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="all">All patrols</option>
        {patrols.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
        <option value="none">No patrol</option>
      </NativeSelect>
    </div>
  );
}
