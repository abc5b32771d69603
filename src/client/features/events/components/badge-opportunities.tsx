import { Badge } from "@/components/ui/badge";

/** The badges an event helps with, as tags; nothing when it lists none. */
export function BadgeOpportunities({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Badge opportunities">
      {names.map((name) => (
        <li key={name}>
          <Badge variant="muted">{name}</Badge>
        </li>
      ))}
    </ul>
  );
}
