import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_DEPLOYMENT_NAME } from "../shared/api/start-troop";
import type { AppContext, TroopSignup } from "./app-context";
import { AttemptLimits } from "./auth/attempt-limits";
import { type CounterStore, DbCounterStore, RedisCounterStore } from "./auth/counter-store";
import { sessionCookie } from "./auth/session-cookie";
import { findSessionActor } from "./auth/sessions";
import type { Database } from "./db/client";
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from "./db/maintenance";
import { refuseRoleAboveTheWalls } from "./db/role-check";
import { ensureTroop } from "./db/seed/seed";
import { acrossTroops, enterRequestScope } from "./db/troop-scope";
import { placeContext, promoteWaiting } from "./features/events/places.service";
import { takeQueuedMark } from "./features/notifications/outbox.service";
import { createTransports, DEFAULT_MAIL_FROM, type MailSettings } from "./features/notifications/transports";
import { NotificationWorker } from "./features/notifications/worker";
import { publicPageHeadAt } from "./features/public-troop/public-page-head";
import { loggableError } from "./lib/loggable-error";
import { localOrigin, publicOrigin as requestOrigin } from "./lib/public-origin";
import { pagesDrawnHere } from "./pages/pages";
import { registerWebAppManifest } from "./pages/web-app-manifest";
import { registerAuth } from "./plugins/auth";
import { registerCompression } from "./plugins/compression";
import { frameworkErrors, registerErrorHandling } from "./plugins/errors";
import { forgettingHereOnly, startForgettingEverywhere } from "./plugins/forget-everywhere";
import { registerIdempotency } from "./plugins/idempotency";
import { sharedRateLimitStore } from "./plugins/rate-limit-store";
import { registerReadCache } from "./plugins/read-cache";
import { registerSecurity } from "./plugins/security";
import { serializerCompiler } from "./plugins/serializer";
import { registerStatic } from "./plugins/static";
import { registerRoutes } from "./routes";

export const BODY_LIMIT = 1024 * 1024;

/** Passwords, tokens and cookies never reach the logs. */
export const LOG_REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.authToken",
  "*.token",
];

export type BuildAppOptions = {
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Folder of the built client; tests leave it to the default (served only when it exists). */
  clientDir?: string;
  /** Fastify's trustProxy (TRUST_PROXY): true, a hop count, or proxy addresses/CIDR ranges. */
  trustProxy?: boolean | number | string[];
  /** PUBLIC_ORIGIN: the only origin accepted for cookie-authenticated changes, and where emailed links point. */
  publicOrigin?: string;
  /** The port it listens on (PORT): without PUBLIC_ORIGIN, emailed links point at this machine's localhost on it. */
  port?: number;
  /** Redis for the attempt counters (REDIS_URL); without it they live in the database. */
  redisUrl?: string;
  /** SMTP_URL, MAIL_FROM, SMS_WEBHOOK_URL; without them messages are queued but not sent. */
  mail?: Partial<MailSettings>;
  /**
   * Runs the notification worker on a timer (the process entry does). Tests leave it off and call
   * app.notifier.tick(now) themselves, so no timer makes them flaky.
   */
  startWorker?: boolean;
  /** TROOP_SIGNUP and TROOP_SIGNUP_CODE: who may start a troop here; closed unless given. */
  troopSignup?: TroopSignup;
  /** DEPLOYMENT_NAME, "Scout Badges" unless given. */
  deploymentName?: string;
};

/** The whole server, used by index.ts and by every server test (through app.inject). */
export async function buildApp({
  database,
  logger = false,
  clientDir,
  trustProxy = false,
  redisUrl,
  mail = {},
  publicOrigin,
  port = 3000,
  startWorker = false,
  troopSignup = { mode: "closed" },
  deploymentName = DEFAULT_DEPLOYMENT_NAME,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger === false ? false : logger === true ? { redact: LOG_REDACT } : logger,
    bodyLimit: BODY_LIMIT,
    // A hop count trusts that many proxies in front of the app, as Express does; Fastify 5 alone
    // would trust none for a number.
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // PUBLIC_ORIGIN, when set, is the address links and feeds name (lib/public-origin).
  app.decorate("publicOrigin", publicOrigin ?? null);
  app.decorate("linkOrigin", publicOrigin ?? localOrigin(port));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks: each request runs in its own troop scope, set once its troop is known.
  app.addHook("onRequest", (_request, _reply, done) => enterRequestScope(done));

  // Everything the app does runs on the role that row-level security holds (db/troop-scope.ts).
  const db = database.appDb;
  await refuseRoleAboveTheWalls(db);
  const defaultTroopId = await acrossTroops("the first start makes the deployment's first troop", () => ensureTroop(db));
  await runMaintenance(database);
  const sweep = setInterval(() => {
    runMaintenance(database).catch((error) => app.log.warn({ err: loggableError(error) }, "database maintenance failed"));
  }, MAINTENANCE_INTERVAL_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  // Loaded only when configured: a process without Redis keeps the client library out of memory.
  const redis = redisUrl ? new (await import("ioredis")).Redis(redisUrl, { lazyConnect: true }) : null;
  if (redis) {
    await redis.connect();
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  }
  const counters: CounterStore = redis ? new RedisCounterStore(redis) : new DbCounterStore(db);

  const notifier = new NotificationWorker(db, createTransports({ mailFrom: DEFAULT_MAIL_FROM, ...mail, publicOrigin }), app.log);
  notifier.linkOrigin = app.linkOrigin;
  app.decorate("notifier", notifier);
  // Registered before any later onClose hook, so it runs after them (hooks close in reverse):
  // the worker stops only when no request can queue anything any more.
  app.addHook("onClose", async () => notifier.stop());
  if (startWorker) app.addHook("onReady", async () => notifier.start());
  // One wake for every change that queued a message, once it is answered and its transaction committed.
  app.addHook("onResponse", async () => {
    if (takeQueuedMark()) notifier.wake();
  });
  const ctx: AppContext = {
    db,
    defaultTroopId,
    troopSignup,
    deploymentName,
    limits: new AttemptLimits(counters),
    sessionCookie: sessionCookie(publicOrigin),
    ping: database.ping,
    notifier,
    moveWaitingUp: async (tx, troopId, eventId, actorUserId) => {
      const ctx = placeContext(new Date(), actorUserId, { origin: app.linkOrigin, channels: notifier.channels });
      await promoteWaiting(tx, troopId, eventId, ctx);
      return ctx.queued;
    },
  };

  registerErrorHandling(app);
  await registerSecurity(app);
  await registerCompression(app);
  await app.register(cookie);
  // Off unless a route asks for it; its counts live with the attempt counters (the database, or
  // Redis), so every instance on one database shares them.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(counters) });
  // Reads kept for a second are forgotten on every instance on the database before a change answers.
  const forgetting =
    database.driver === "pg" && database.url ? await startForgettingEverywhere(db, database.url, app.log) : forgettingHereOnly;
  app.addHook("onClose", async () => forgetting.close());
  registerAuth(app, db, { cookie: ctx.sessionCookie, publicOrigin });
  // A change sent again with the same Idempotency-Key (a device's queued write) gets its first answer.
  registerIdempotency(app, db);
  // Reads kept for a second by routes that opt in, and the one place that forgets them.
  registerReadCache(app, forgetting.everywhere);
  // What a phone installs: the troop's name and colours, the app's icons.
  // The manifest is not under /api, where sessions are read: its troop is the cookie's session's.
  registerWebAppManifest(app, db, async (request) => {
    const token = request.cookies[ctx.sessionCookie.name];
    const found = token ? await findSessionActor(db, token) : null;
    return found?.actor?.troopId ?? defaultTroopId;
  });
  await registerStatic(app, clientDir, {
    // A shared link to the troop's page previews with its name and welcome while the public page is on.
    pageHead: (request) => publicPageHeadAt(db, defaultTroopId, request.url, requestOrigin(request)),
    renderedPage: pagesDrawnHere(app, db, defaultTroopId, ctx.sessionCookie.name, deploymentName),
  });
  acceptUnsubscribeForms(app);
  registerRoutes(app, ctx);
  return app;
}

/**
 * Forms are posted only to an email's unsubscribe link (its page's button, a mail program's
 * one-click unsubscribe); their body says nothing the address does not. Every other route keeps
 * answering a form with 415, as for any body that is not JSON.
 */
function acceptUnsubscribeForms(app: FastifyInstance) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (request, _body, done) => {
    if (request.url === "/unsubscribe" || /^\/unsubscribe(\/undo)?\?/.test(request.url)) return done(null, {});
    done(Object.assign(new Error("Send the request body as JSON."), { code: "FST_ERR_CTP_INVALID_MEDIA_TYPE", statusCode: 415 }));
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    /** The notification worker: tests call notifier.tick(now) with their own clock. */
    notifier: NotificationWorker;
  }
}
