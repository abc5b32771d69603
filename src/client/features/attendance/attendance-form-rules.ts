import { ATTENDANCE_STATUSES, attendanceRequest } from "@shared/api/attendance";
import { z } from "zod";

/** Record Attendance's rules (pure): its values, what it refuses, and the request bodies it builds. */

export const ATTENDANCE_FORM_MESSAGES = {
  noEvent: "Please select an event first.",
  noMarks: "Mark at least one scout present or absent.",
} as const;

const attendanceFormValues = z.object({
  eventId: z.string(),
  /** The marks not saved yet, by scout id. */
  marks: z.record(z.string(), z.enum(ATTENDANCE_STATUSES)),
});
export type AttendanceFormValues = z.infer<typeof attendanceFormValues>;
export type AttendanceFormField = keyof AttendanceFormValues;
/** A request key no field holds, said at the field that holds its value (a scout's mark). */
export const ATTENDANCE_FIELD_ALIASES: Record<string, AttendanceFormField> = { scoutId: "marks", status: "marks", recordedAt: "marks" };

/**
 * The schema the form checks its values with (useRequestForm): an event, at least one mark, and each mark a body the
 * shared attendance request schema takes (the server's own check). The result is the event and its marks.
 */
export const attendanceForm = attendanceFormValues.transform((values, ctx): AttendanceFormValues => {
  const refuse = (field: AttendanceFormField, message: string) => {
    ctx.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  };
  if (!values.eventId) return refuse("eventId", ATTENDANCE_FORM_MESSAGES.noEvent);
  const marks = Object.entries(values.marks);
  if (marks.length === 0) return refuse("marks", ATTENDANCE_FORM_MESSAGES.noMarks);
  for (const [scoutId, status] of marks) {
    const parsed = attendanceRequest.safeParse({ scoutId, eventId: values.eventId, status });
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) return refuse(issue.path[0] === "eventId" ? "eventId" : "marks", issue.message);
  }
  return values;
});
