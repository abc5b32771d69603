import { ATTENDANCE_GREEN, ATTENDANCE_ORANGE } from "@shared/constants";

/** Rounded share of present records among the scout's records; 0 when the scout has none. */
export function attendancePercentage(records: { scoutId: string; status: string }[], scoutId: string): number {
  let total = 0;
  let present = 0;
  for (const r of records) {
    if (r.scoutId !== scoutId) continue;
    total++;
    if (r.status === "present") present++;
  }
  return total === 0 ? 0 : Math.round((100 * present) / total);
}

export type AttendanceTone = "green" | "orange" | "red";

/** 80 or more green, 60 to 79 orange, below 60 red. */
export function attendanceTone(percentage: number): AttendanceTone {
  if (percentage >= ATTENDANCE_GREEN) return "green";
  if (percentage >= ATTENDANCE_ORANGE) return "orange";
  return "red";
}

/** Text colour classes dark enough for normal text on white (WCAG AA). */
export const ATTENDANCE_TEXT_CLASS: Record<AttendanceTone, string> = {
  green: "text-green-700",
  orange: "text-orange-700",
  red: "text-red-700",
};

export const ATTENDANCE_BAR_CLASS: Record<AttendanceTone, string> = {
  green: "bg-green-600",
  orange: "bg-orange-500",
  red: "bg-red-600",
};
