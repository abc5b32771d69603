import { z } from "zod";
import { hexColor, optionalText, requiredText } from "./common";

export const PATROL_NAME_MAX = 50;
/** A patrol's motto or call ("Be prepared!"), said on its scouts' page and the roster. */
export const PATROL_MOTTO_MAX = 60;
/** How many scouts of one patrol may lead it. */
export const PATROL_LEADERS_MAX = 2;

export const PATROL_MESSAGES = {
  nameTaken: "The troop already has a patrol with this name.",
  unknownPatrol: "Choose one of the troop's patrols.",
  tooManyLeaders: (name: string) => `${name} already has ${PATROL_LEADERS_MAX} patrol leaders. Make one of them a patrol member first.`,
  leaderNeedsPatrol: "A patrol leader must be in a patrol.",
  stillHasScouts: (name: string, count: number) =>
    `${name} still has ${count} ${count === 1 ? "scout" : "scouts"}. Move them to another patrol first.`,
  ownPatrolOnly: "You can take the register for your own patrol only.",
} as const;

const patrolFields = {
  name: requiredText(PATROL_NAME_MAX, "Name"),
  color: hexColor("Colour"),
  motto: optionalText(PATROL_MOTTO_MAX, "Motto"),
};

/** POST /api/patrols. */
export const patrolCreateRequest = z.object(patrolFields);
export type PatrolCreateRequest = z.input<typeof patrolCreateRequest>;

/** PATCH /api/patrols/{id}: any of the name, colour and motto. */
export const patrolUpdateRequest = z.object(patrolFields).partial();
export type PatrolUpdateRequest = z.input<typeof patrolUpdateRequest>;

export const patrolResponse = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  motto: z.string().nullable(),
  /** Active scouts in the patrol. */
  scoutCount: z.number(),
});
export type Patrol = z.infer<typeof patrolResponse>;

/** POST /api/scouts/move-to-patrol: every scout moves, or none does; null takes them out of their patrol. */
export const moveToPatrolRequest = z.object({
  scoutIds: z
    .array(z.string({ error: "Each scout must be an id." }), { error: "scoutIds must be a list." })
    .min(1, { error: "Select at least one scout." })
    .max(1000, { error: "At most 1000 scouts at once." }),
  patrolId: z.string({ error: "Choose a patrol." }).nullable(),
});
export type MoveToPatrolRequest = z.input<typeof moveToPatrolRequest>;
export const moveToPatrolResponse = z.object({ moved: z.number() });

/** A patrol as its own scouts see it: no counts, nothing about anyone but names. */
const patrolMark = z.object({ id: z.string(), name: z.string(), color: z.string(), motto: z.string().nullable() });

/** GET /api/patrols/mine: a scout's patrol and their patrol mates' names, nothing else about them. */
export const myPatrolResponse = z.object({
  patrol: patrolMark.nullable(),
  mates: z.array(z.object({ name: z.string() })),
  /** Whether this scout is one of the patrol's leaders (takes its register, sees its badge progress). */
  leads: z.boolean(),
});
export type MyPatrol = z.infer<typeof myPatrolResponse>;

/** GET /api/patrols/mine/progress (patrol leaders): each active scout of the patrol and the badges they are working on. */
export const patrolProgressResponse = z.array(
  z.object({
    name: z.string(),
    earnedCount: z.number(),
    inProgress: z.array(z.object({ badgeName: z.string(), progressPercentage: z.number() })),
  }),
);
export type PatrolProgress = z.infer<typeof patrolProgressResponse>;

/**
 * GET /api/patrols/mine/attendance (patrol leaders): what the register needs. The patrol's active
 * scouts (id and name), the troop's events that have started (latest first, the most recent ones
 * only), with which of these scouts have a place at each (`going`), and what is already recorded
 * for these scouts at these events.
 */
export const patrolRegisterResponse = z.object({
  scouts: z.array(z.object({ id: z.string(), name: z.string() })),
  events: z.array(z.object({ id: z.string(), title: z.string(), startDate: z.string(), going: z.array(z.string()) })),
  records: z.array(z.object({ scoutId: z.string(), eventId: z.string(), status: z.enum(["present", "absent"]) })),
});
export type PatrolRegister = z.infer<typeof patrolRegisterResponse>;
