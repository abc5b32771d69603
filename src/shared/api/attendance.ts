import { z } from "zod";
import { LIMITS } from "../constants";
import { isoDate, optionalText } from "./common";

export const attendanceStatusSchema = z.enum(["present", "absent"], { error: "Status must be present or absent." });

export const attendanceRequest = z.object({
  scoutId: z.string({ error: "Scout is required." }).min(1, { error: "Scout is required." }),
  eventId: z.string({ error: "Event is required." }).min(1, { error: "Event is required." }),
  status: attendanceStatusSchema,
  notes: optionalText(LIMITS.notes, "Notes"),
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
});
export type AttendanceRecord = z.infer<typeof attendanceResponse>;
