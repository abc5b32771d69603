import { z } from "zod";
import { LIMITS } from "../constants";
import { isoDate, optionalText } from "./common";

export const ATTENDANCE_MESSAGES = {
  notStarted: "Attendance can be recorded once the event has started.",
  recordedInFuture: "Recorded at cannot be in the future.",
} as const;

/** How far ahead of the server's clock a device's clock may be when it says when a register was taken. */
export const RECORDED_AT_LEEWAY_MS = 5 * 60 * 1000;

/** Attendance is for events that have begun: nobody has been at an event that is still to come. */
export const eventHasStarted = (startDate: string | Date, now = new Date()) => new Date(startDate).getTime() <= now.getTime();

export const ATTENDANCE_STATUSES = ["present", "absent"] as const;
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, { error: "Status must be present or absent." });
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

/**
 * One call per scout; recording the same scout and event again updates the record, unless the
 * stored one was recorded later (`recordedAt`: when the register was taken on the device, now
 * when left out; the latest wins).
 */
export const attendanceRequest = z.object({
  scoutId: z.string({ error: "Scout is required." }).min(1, { error: "Scout is required." }),
  eventId: z.string({ error: "Event is required." }).min(1, { error: "Event is required." }),
  status: attendanceStatusSchema,
  // Left out: an update keeps the notes already saved.
  notes: optionalText(LIMITS.notes, "Notes").optional(),
  recordedAt: isoDate("Recorded at")
    .refine((value) => new Date(value).getTime() <= Date.now() + RECORDED_AT_LEEWAY_MS, { error: ATTENDANCE_MESSAGES.recordedInFuture })
    .optional(),
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

/**
 * The answer to a recording: the record that stands. `superseded` is true when a recording made
 * later was already stored, so this one changed nothing (the device tells the person).
 */
export const attendanceRecordedResponse = attendanceResponse.extend({ superseded: z.boolean() });
export type AttendanceRecorded = z.infer<typeof attendanceRecordedResponse>;
export const attendanceListResponse = z.array(attendanceResponse);
