import type { Scout } from "@shared/api/scouts";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** The patrol filter: every scout, those in no patrol, or one patrol's (by id). */
export type PatrolFilter = "all" | "none" | (string & {});

export function filterByPatrol<S extends Pick<Scout, "patrolId">>(scouts: S[], patrol: PatrolFilter): S[] {
  if (patrol === "all") return scouts;
  if (patrol === "none") return scouts.filter((s) => !s.patrolId);
  return scouts.filter((s) => s.patrolId === patrol);
}

/** The Patrol select the roster and the attendance form share: All patrols, each patrol, No patrol. */
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
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All patrols</SelectItem>
          {patrols.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.name}
            </SelectItem>
          ))}
          <SelectItem value="none">No patrol</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
