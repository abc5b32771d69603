import { z } from "zod";
import { LIMITS } from "../constants";
import { isoDate, optionalText } from "./common";

export const ATTENDANCE_MESSAGES = {
  notStarted: "Attendance can be recorded once the event has started.",
} as const;

/** Attendance is for events that have begun: nobody has been at an event that is still to come. */
export const eventHasStarted = (startDate: string | Date, now = new Date()) => new Date(startDate).getTime() <= now.getTime();

export const ATTENDANCE_STATUSES = ["present", "absent"] as const;
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, { error: "Status must be present or absent." });
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

/** One call per scout; recording the same scout and event again updates the record. */
export const attendanceRequest = z.object({
  scoutId: z.string({ error: "Scout is required." }).min(1, { error: "Scout is required." }),
  eventId: z.string({ error: "Event is required." }).min(1, { error: "Event is required." }),
  status: attendanceStatusSchema,
  // Left out: an update keeps the notes already saved.
  notes: optionalText(LIMITS.notes, "Notes").optional(),
  recordedAt: isoDate("Recorded at").optional(),
});
export type AttendanceRequest = z.input<typeof attendanceRequest>;

export const attendanceResponse = z.object({
  id: z.string(),
  scoutId: z.string(),
  eventId: z.string(),
  status: attendanceStatusSchema,
  notes: z.string().nullable(),
  recordedAt: z.string(),
  /** Names kept even when the event has since been deleted. */
  scoutName: z.string(),
  eventTitle: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceResponse>;
export const attendanceListResponse = z.array(attendanceResponse);
