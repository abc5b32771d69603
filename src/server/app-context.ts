import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "./db/client";
import type { LoginLimiter } from "./features/auth/login-limiter";

/** What every feature's routes receive besides the Fastify instance. */
export type AppContext = {
  db: Db;
  /** The troop this deployment serves; sessions carry their own troopId. */
  defaultTroopId: string;
  loginLimiter: LoginLimiter;
  ping: () => Promise<void>;
};

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type FeatureRoutes = (app: ZodApp, ctx: AppContext) => void;
