import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context";
import type { Database } from "./db/client";
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from "./db/maintenance";
import { ensureTroop } from "./db/seed/seed";
import { LoginLimiter } from "./features/auth/login-limiter";
import { registerAuth } from "./plugins/auth";
import { frameworkErrors, registerErrorHandling } from "./plugins/errors";
import { registerSecurity } from "./plugins/security";
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
  trustProxy?: boolean;
};

/** The whole server, used by index.ts and by every server test (through app.inject). */
export async function buildApp({ database, logger = false, clientDir, trustProxy = false }: BuildAppOptions) {
  const app = Fastify({
    logger: logger === false ? false : logger === true ? { redact: LOG_REDACT } : logger,
    bodyLimit: BODY_LIMIT,
    trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const defaultTroopId = await ensureTroop(database.db);
  await runMaintenance(database);
  const sweep = setInterval(() => {
    runMaintenance(database).catch((error) => app.log.warn({ err: error }, "database maintenance failed"));
  }, MAINTENANCE_INTERVAL_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  const ctx: AppContext = {
    db: database.db,
    defaultTroopId,
    loginLimiter: new LoginLimiter(),
    ping: database.ping,
  };

  registerErrorHandling(app);
  await registerSecurity(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerAuth(app, database.db);
  await registerStatic(app, clientDir);
  registerRoutes(app, ctx);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
