import type { ToPresentGroup } from "@shared/api/awards";
import { lightFormat } from "date-fns";
import { toCsv } from "@/lib/csv";

/** Badges to present as CSV: one row per badge owed (scout, badge, earned on). */
export function toPresentCsv(groups: ToPresentGroup[]): string {
  const rows = [["Scout", "Badge", "Earned on"]];
  for (const group of groups) {
    for (const award of group.awards)
      rows.push([group.scout.name, award.badge.name, lightFormat(new Date(award.earnedDate), "yyyy-MM-dd")]);
  }
  return toCsv(rows);
}
