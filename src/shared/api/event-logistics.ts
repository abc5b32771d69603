import { z } from "zod";
import { LIMITS } from "../constants";
import { boundedText, optionalText } from "./common";

/**
 * Running an event: replies ("Going" / "Can't come"), the waiting list, consent, payments, the camp
 * sheet and parents' offers of help. The event's own fields (waitlist, consentRequired, consentText,
 * kitList, cost) are in ./events.
 */

export const REPLY_ANSWERS = ["yes", "no"] as const;
export type ReplyAnswer = (typeof REPLY_ANSWERS)[number];

/** PUT /api/events/{id}/reply (a scout for themself); PUT /api/parent/children/{scoutId}/events/{eventId}/reply (parents). */
export const replyRequest = z.object({
  answer: z.enum(REPLY_ANSWERS, { error: 'Answer must be "yes" or "no".' }),
  note: optionalText(LIMITS.replyNote, "Note").optional(),
});
export type ReplyRequest = z.input<typeof replyRequest>;

/** `PUT /api/events/{id}/replies/{scoutId}` (leaders): a reply a family gave by phone, on paper or at a meeting. */
export const leaderReplyParams = z.object({ id: z.string(), scoutId: z.string() });

/** Where the answer left the scout: a place, a place waiting for a parent's OK, a waiting place (with its position), or not going. */
export const replyResponse = z.object({
  status: z.enum(["joined", "pending", "waitlisted", "declined"]),
  position: z.number().nullable(),
});
export type ReplyResult = z.infer<typeof replyResponse>;

export const CONSENT_METHODS = ["signed", "paper"] as const;

/** One consent as kept: the text as it was when signed; a withdrawn one says when. */
export const consentRecord = z.object({
  id: z.string(),
  method: z.enum(CONSENT_METHODS),
  signedName: z.string().nullable(),
  /** The account that signed or recorded it (the parent, or the leader for paper). */
  signedBy: z.string().nullable(),
  signedAt: z.string(),
  consentText: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** POST /api/parent/children/{scoutId}/events/{eventId}/consent → 201 consentRecord. */
export const consentSignRequest = z.object({
  agree: z.literal(true, { error: "Tick the box to agree." }),
  signedName: boundedText(LIMITS.signedName, "Your name").min(1, { error: "Type your name to sign." }),
});
export type ConsentSignRequest = z.input<typeof consentSignRequest>;

/** POST /api/events/{id}/participants/{scoutId}/consent (leaders): consent given on paper. */
export const paperConsentRequest = z.object({ method: z.literal("paper", { error: 'Method must be "paper".' }) });

/** PATCH /api/events/{id}/participants/{scoutId} (leaders). */
export const participantPaymentRequest = z.object({ paid: z.boolean({ error: "Paid must be true or false." }) });
/** The payment as it now stands: an update answers 200 with what it changed. */
export const participantPaymentResponse = z.object({ scoutId: z.string(), paid: z.boolean() });
export type ParticipantPayment = z.infer<typeof participantPaymentResponse>;

export const REPLY_STATES = ["yes", "no", "waitlisted", "pending", "none"] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

/** GET /api/events/{id}/replies (leaders): one row per active scout. */
export const replyRow = z.object({
  scoutId: z.string(),
  name: z.string(),
  answer: z.enum(REPLY_STATES),
  note: z.string().nullable(),
  /** Who answered: the scout, a parent (by name) or a leader. */
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The consent on record (not withdrawn), or null. */
  consent: consentRecord.nullable(),
  /** Going, but the event asks for consent and none is on record: not counted as going. */
  needsConsent: z.boolean(),
  paid: z.boolean(),
  waitlistPosition: z.number().nullable(),
});
export type ReplyRow = z.infer<typeof replyRow>;
export const replyListResponse = z.array(replyRow);

/** GET /api/events/{id}/camp-sheet (leaders): every going child's health and contact details. */
export const campSheetRow = z.object({
  scoutId: z.string(),
  name: z.string(),
  /** Whole years on the event's first day; null without a date of birth. */
  ageAtEvent: z.number().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  parents: z.array(z.object({ name: z.string(), phone: z.string().nullable() })),
  /** The family's contacts (name, phone, relationship) when no parent account is linked: who to ring from camp. */
  contacts: z.array(z.object({ name: z.string(), phone: z.string().nullable(), relationship: z.string().nullable() })),
  allergies: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  dietaryNeeds: z.string().nullable(),
  consent: consentRecord.nullable(),
});
export type CampSheetRow = z.infer<typeof campSheetRow>;
export const campSheetResponse = z.object({
  event: z.object({
    id: z.string(),
    title: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    location: z.string(),
    consentRequired: z.boolean(),
  }),
  rows: z.array(campSheetRow),
  generatedAt: z.string(),
});
export type CampSheet = z.infer<typeof campSheetResponse>;

/** GET /api/events/{id}/camp-sheet/views (leaders): who read the camp sheet, newest first. */
export const CAMP_SHEET_READS = ["view", "offline"] as const;
export const campSheetViewListResponse = z.array(
  z.object({
    leaderName: z.string(),
    viewedAt: z.string(),
    /** "offline": kept on the leader's device for use at camp, not opened. */
    kind: z.enum(CAMP_SHEET_READS),
  }),
);
/** GET /api/events/{id}/camp-sheet?purpose=offline: the sheet is kept on the device, not shown. */
export const campSheetQuery = z.object({ purpose: z.enum(CAMP_SHEET_READS, { error: "purpose must be view or offline." }).optional() });
export type CampSheetView = z.infer<typeof campSheetViewListResponse>[number];

export const HELPER_KINDS = ["driver", "helper"] as const;

/** POST/PUT /api/events/{id}/helpers (parents): one offer per parent per event; DELETE withdraws it. */
export const helperOfferRequest = z
  .object({
    kind: z.enum(HELPER_KINDS, { error: 'Kind must be "driver" or "helper".' }),
    seats: z
      .number({ error: "Seats must be a number." })
      .int({ error: "Seats must be a whole number." })
      .min(1, { error: `Seats must be between 1 and ${LIMITS.helperSeats}.` })
      .max(LIMITS.helperSeats, { error: `Seats must be between 1 and ${LIMITS.helperSeats}.` })
      .nullish(),
    note: optionalText(LIMITS.replyNote, "Note").optional(),
  })
  .refine((offer) => offer.kind !== "driver" || (offer.seats ?? 0) > 0, {
    error: "Say how many seats you can offer.",
    path: ["seats"],
  });
export type HelperOfferRequest = z.input<typeof helperOfferRequest>;

/** GET /api/events/{id}/helpers: leaders see every offer; a parent sees their own. */
export const helperOffer = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  kind: z.enum(HELPER_KINDS),
  seats: z.number().nullable(),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type HelperOffer = z.infer<typeof helperOffer>;
export const helperOfferListResponse = z.array(helperOffer);

/** A scout's health and food notes (roster form, parents' child form); never on feeds, calendars or messages. */
export const healthFields = {
  allergies: optionalText(LIMITS.healthText, "Allergies"),
  medicalNotes: optionalText(LIMITS.healthText, "Medical information"),
  dietaryNeeds: optionalText(LIMITS.healthText, "Dietary needs"),
};

/** GET /api/scout/health: a scout reads their own health and food notes (their parents and leaders keep them). */
export const scoutHealthResponse = z.object({
  allergies: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  dietaryNeeds: z.string().nullable(),
});
export type ScoutHealth = z.infer<typeof scoutHealthResponse>;

/** PUT /api/scouts/{id}/health (leaders), PUT /api/parent/children/{scoutId}/health (the child's parents). */
export const healthUpdateRequest = z.object(healthFields);
export type HealthUpdateRequest = z.input<typeof healthUpdateRequest>;

/** Who read a child's health card or camp sheet, and when (the newest first). */
export const healthReadResponse = z.object({ readerName: z.string(), readAt: z.string() });
export type HealthRead = z.infer<typeof healthReadResponse>;

/**
 * A scout's "Health" card (leaders, the child's parents): the notes, and the latest reads of this
 * card, each logged with who and when, this one included.
 */
export const healthCardResponse = scoutHealthResponse.extend({
  scoutId: z.string(),
  name: z.string(),
  reads: z.array(healthReadResponse),
});
export type HealthCard = z.infer<typeof healthCardResponse>;
/** A Health card read that another site started is refused (it would write the read log). */
export const HEALTH_CROSS_SITE_READ = "Open the health notes from the app itself.";

/** ISO 4217: three capital letters (the troop configuration's `currency`). */
export const currencyCode = z
  .string({ error: "Currency must be text." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: "Currency must be a three-letter code like USD or GBP." });

export const EVENT_LOGISTICS_MESSAGES = {
  full: "This event is full.",
  consentTextNeeded: "Consent text is required when consent is required.",
  notGoing: "This scout is not going to this event.",
  noConsentAsked: "This event does not ask for consent.",
  noConsentToWithdraw: "There is no consent to withdraw.",
  onlyParentsHelp: "Only parents can offer help.",
  offerExists: "You have already offered help for this event. Change your offer instead.",
  noOffer: "You have not offered help for this event.",
  scoutInactive: "This scout is not active: make them active on the roster to answer for them.",
} as const;
