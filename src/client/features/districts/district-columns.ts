import type { DistrictTotals, DistrictTroopCounts } from "@shared/api/districts";
import { formatDate } from "@/lib/format-date";

/** A column of the district overview: its heading, how a troop's value reads, and how the rows sort by it. */
export type DistrictColumn = {
  key: keyof DistrictTroopCounts;
  label: string;
  numeric: boolean;
  /** Counted over the last 30 days (badges, events, attendance); the others are as of today. */
  in30Days?: true;
  text: (row: DistrictTroopCounts | DistrictTotals) => string;
};

const count = (key: keyof DistrictTotals & keyof DistrictTroopCounts) => (row: DistrictTroopCounts | DistrictTotals) => String(row[key]);

export const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/** The overview's columns, in order: counts only (many-troops M6). */
export const DISTRICT_COLUMNS: readonly DistrictColumn[] = [
  { key: "name", label: "Troop", numeric: false, text: (row) => ("name" in row ? row.name : "") },
  { key: "activeScouts", label: "Active scouts", numeric: true, text: count("activeScouts") },
  { key: "leaders", label: "Leaders", numeric: true, text: count("leaders") },
  { key: "badgesEarned30d", label: "Badges earned", numeric: true, in30Days: true, text: count("badgesEarned30d") },
  { key: "badgesPresented30d", label: "Badges presented", numeric: true, in30Days: true, text: count("badgesPresented30d") },
  { key: "eventsHeld30d", label: "Events held", numeric: true, in30Days: true, text: count("eventsHeld30d") },
  { key: "attendanceRate30d", label: "Attendance", numeric: true, in30Days: true, text: (row) => percent(row.attendanceRate30d) },
  {
    key: "lastActivityAt",
    label: "Last activity",
    numeric: false,
    text: (row) => (row.lastActivityAt ? formatDate(row.lastActivityAt) : "None yet"),
  },
];

export type SortOrder = { key: keyof DistrictTroopCounts; direction: "ascending" | "descending" };

/** The troops in the order asked for; troops without a value (no attendance, no activity) go last either way, then by name. */
export function sortTroops(troops: readonly DistrictTroopCounts[], { key, direction }: SortOrder): DistrictTroopCounts[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...troops].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    const order =
      typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), undefined, { sensitivity: "base" });
    return order === 0 ? a.name.localeCompare(b.name) : sign * order;
  });
}

/** The overview as spreadsheet rows: the header, a row per troop (with its address), and the totals. */
export function overviewRows(troops: readonly DistrictTroopCounts[], totals: DistrictTotals): string[][] {
  const label = (c: DistrictColumn) =>
    c.key === "attendanceRate30d" ? "Attendance %" : c.key === "lastActivityAt" ? "Last activity (UTC)" : c.label;
  const header = ["Troop", "Address", ...DISTRICT_COLUMNS.slice(1).map((c) => `${label(c)}${c.in30Days ? " (30 days)" : ""}`)];
  const attendance = (rate: number | null) => (rate === null ? "" : String(Math.round(rate * 1000) / 10));
  const cells = (row: DistrictTroopCounts | DistrictTotals) => [
    String(row.activeScouts),
    String(row.leaders),
    String(row.badgesEarned30d),
    String(row.badgesPresented30d),
    String(row.eventsHeld30d),
    attendance(row.attendanceRate30d),
    row.lastActivityAt ?? "",
  ];
  return [header, ...troops.map((t) => [t.name, t.slug, ...cells(t)]), [`Total (${totals.troops} troops)`, "", ...cells(totals)]];
}
