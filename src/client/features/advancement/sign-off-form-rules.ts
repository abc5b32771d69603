import {
  FUTURE_SIGN_OFF,
  type MeetingSignOffRequest,
  meetingSignOffRequest,
  type SignOffRequest,
  signOffRequest,
} from "@shared/api/advancement";
import { z } from "zod";
import { displayTimeZone } from "@/lib/format-date";
import { requestForm } from "@/lib/request-form";

/** The sign-off forms' rules (pure): their values and the shared request schemas that check them. */

/** Today in the troop's time zone (YYYY-MM-DD), as the server counts a sign-off's day. */
export function troopToday(now = new Date()): string {
  return now.toLocaleDateString("en-CA", { timeZone: displayTimeZone() });
}

/** The toast after a meeting's save. */
export const signedOffForText = (n: number) => `Signed off for ${n} ${n === 1 ? "scout" : "scouts"}`;

const PICK_DAY = "Pick the day it was done.";
const dayProblem = (date: string) => (!date ? PICK_DAY : date > troopToday() ? FUTURE_SIGN_OFF : undefined);

/** One requirement for one scout: the day and a note. */
const signOffValues = z.object({ date: z.string(), note: z.string() });
export type SignOffValues = z.infer<typeof signOffValues>;

export const signOffForm = requestForm({
  values: signOffValues,
  toRequest: (values): SignOffRequest => ({ date: values.date, note: values.note }),
  request: signOffRequest,
  check: (values) => ({ date: dayProblem(values.date) }),
});

/** At a meeting: the badge, the requirement, the scouts ticked, the day and a note. */
const meetingValues = z.object({
  badgeId: z.string(),
  requirement: z.string(),
  scoutIds: z.array(z.string()),
  date: z.string(),
  note: z.string(),
});
export type MeetingValues = z.infer<typeof meetingValues>;
/** The body, and the badge and requirement its address names. */
export type MeetingSubmit = MeetingSignOffRequest & { badgeId: string; requirement: number };
const meetingRequest = meetingSignOffRequest.extend({
  badgeId: z.string().min(1, { error: "Pick a badge." }),
  requirement: z.number({ error: "Pick a requirement." }).int().min(0, { error: "Pick a requirement." }),
});

export const meetingForm = requestForm({
  values: meetingValues,
  toRequest: (values): MeetingSubmit => ({
    badgeId: values.badgeId,
    requirement: values.requirement === "" ? -1 : Number(values.requirement),
    scoutIds: values.scoutIds,
    date: values.date,
    note: values.note,
  }),
  request: meetingRequest,
  check: (values) => ({ date: dayProblem(values.date) }),
});
