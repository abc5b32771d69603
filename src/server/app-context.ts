import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TroopSignupMode } from "../shared/api/start-troop";
import type { AttemptLimits } from "./auth/attempt-limits";
import type { SessionCookie } from "./auth/session-cookie";
import type { Db, Tx } from "./db/client";
import type { NotificationWorker } from "./features/notifications/worker";

export type TroopSignup = { mode: TroopSignupMode; code?: string };

/** What every feature's routes receive besides the Fastify instance. */
export type AppContext = {
  db: Db;
  /** The troop this deployment serves; sessions carry their own troopId. */
  defaultTroopId: string;
  /** DEPLOYMENT_NAME: the deployment's own page's title once it holds more than one troop. */
  deploymentName: string;
  /** Who may start a troop here (TROOP_SIGNUP, and TROOP_SIGNUP_CODE with `code`). */
  troopSignup: TroopSignup;
  /** Sign-in, password-change and sign-up limits, shared by every instance on this database. */
  limits: AttemptLimits;
  /** The session cookie's name and flags (Secure `__Host-` under an https PUBLIC_ORIGIN). */
  sessionCookie: SessionCookie;
  ping: () => Promise<void>;
  /** Queues and delivers messages; routes that queue one wake it. */
  notifier: NotificationWorker;
  /**
   * Gives a seat freed outside the events feature (merging or erasing a scout) to the first waiting
   * at that locked event, in the caller's transaction, and tells them; answers the emails queued.
   * Passed in so the roster does not import events, which imports the roster.
   */
  moveWaitingUp: (tx: Tx, troopId: string, eventId: string, actorUserId: string) => Promise<number>;
};

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type FeatureRoutes = (app: ZodApp, ctx: AppContext) => void;
