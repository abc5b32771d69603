import { z } from "zod";
import { AUDIENCE_KINDS, BODY_MAX, EVENT_AUDIENCES, SUBJECT_MAX } from "../message-audiences";
import { requiredText } from "./common";

/**
 * Messages to families: a leader writes to an audience; everyone in it reads the message in the
 * app (and by email when the troop's email notifications are on); parents reply to the leaders.
 */
export {
  AUDIENCE_KINDS,
  AUDIENCE_LABELS,
  type AudienceKind,
  BODY_MAX,
  EVENT_AUDIENCES,
  SUBJECT_MAX,
} from "../message-audiences";

export const audience = z
  .object({
    kind: z.enum(AUDIENCE_KINDS, { error: "Choose who the message is for." }),
    patrolId: z.string().optional(),
    eventId: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "patrol" && !value.patrolId) ctx.addIssue({ code: "custom", path: ["patrolId"], message: "Choose a patrol." });
    if (EVENT_AUDIENCES.includes(value.kind) && !value.eventId)
      ctx.addIssue({ code: "custom", path: ["eventId"], message: "Choose an event." });
  });
export type Audience = z.infer<typeof audience>;

export const newMessageRequest = z.object({
  subject: requiredText(SUBJECT_MAX, "Subject"),
  body: requiredText(BODY_MAX, "Message"),
  audience,
});
export type NewMessageRequest = z.input<typeof newMessageRequest>;

/** `POST /api/messages/recipients-count`: how many people an audience reaches, shown before sending. */
export const recipientCountRequest = z.object({ audience });
/** `recipients`: accounts that read it in the app; `emailed`: families without an account it emails. */
export const recipientCountResponse = z.object({ recipients: z.number(), emailed: z.number() });
export type RecipientCount = z.infer<typeof recipientCountResponse>;

export const messageSender = z.object({ id: z.string(), name: z.string() });

/** `POST /api/messages` → 201. */
export const sentMessageResponse = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: z.object({ kind: z.enum(AUDIENCE_KINDS), patrolId: z.string().optional(), eventId: z.string().optional() }),
  sentBy: messageSender,
  createdAt: z.string(),
  /** Accounts that get it in the app. */
  recipients: z.number(),
  /** Addresses of families without an account that got it by email only. */
  emailed: z.number(),
});
export type SentMessage = z.infer<typeof sentMessageResponse>;

/** `GET /api/messages`: the messages addressed to me, newest first. */
export const inboxMessage = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  sentBy: messageSender,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;
export const inboxResponse = z.array(inboxMessage);

export const unreadCountResponse = z.object({ count: z.number() });

/** `GET /api/messages/sent` (leaders): what the troop's leaders sent, with how many have read each. */
export const sentListItem = sentMessageResponse.extend({ readCount: z.number() });
export type SentListItem = z.infer<typeof sentListItem>;
export const sentListResponse = z.array(sentListItem);

/** `GET /api/messages/{id}/receipts` (leaders): every recipient, read or not. */
export const receipt = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(["scout", "leader", "parent"]),
  readAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receipt>;
export const receiptsResponse = z.array(receipt);

/** `POST /api/messages/{id}/reply` (parents): a message to the leaders naming the parent and the subject. */
export const replyRequest = z.object({ body: requiredText(BODY_MAX, "Reply") });
