import { z } from "zod";

export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string(),
  status: z.enum(["unsent", "sent", "failed"]),
  reason: z.string().nullable(),
  /** Delivery attempts so far (at most 3): with the reason, says why a message is still waiting. */
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = z.array(outboxMessage);

/** What this deployment can deliver: the Notifications tab explains a missing mail server or gateway. */
export const deliveryStatusResponse = z.object({ email: z.boolean(), sms: z.boolean() });
export type DeliveryStatus = z.infer<typeof deliveryStatusResponse>;

export const NO_SMS_GATEWAY = "Needs an SMS gateway (SMS_WEBHOOK_URL)";
export const EMAIL_TURNED_OFF = "Email notifications are turned off.";

const reportAward = z.object({ scoutName: z.string(), badgeName: z.string(), earnedDate: z.string() });

export const weeklyReportResponse = z.object({
  troopName: z.string(),
  timeZone: z.string(),
  /** The week the report looks back on: [from, to). */
  from: z.string(),
  to: z.string(),
  awards: z.array(reportAward),
  badgesToPresent: z.array(reportAward),
  attendance: z.array(z.object({ eventId: z.string(), title: z.string(), startDate: z.string(), present: z.number(), absent: z.number() })),
  newScouts: z.array(z.object({ id: z.string(), name: z.string(), joinDate: z.string() })),
  upcomingEvents: z.array(
    z.object({ id: z.string(), title: z.string(), startDate: z.string(), location: z.string(), participants: z.number() }),
  ),
});
export type WeeklyReport = z.infer<typeof weeklyReportResponse>;

export const sendReportResponse = z.object({ queued: z.number() });
