import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp, LOG_REDACT } from "./app";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { readEnv, SettingsError, startupWarnings } from "./env";
import { loggableError } from "./lib/loggable-error";
import { NO_PUBLIC_ORIGIN_WARNING } from "./lib/public-origin";
import { RUNNING_MARK } from "./lib/running-mark";
import { deliveryOf } from "./operator/commands";
import { listenForOperator, OPERATOR_SOCKET } from "./operator/operator-socket";
import { runOperatorCommand } from "./operator/run-command";

/** Process entry: settings → database → migrations → app → listen; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // The embedded database allows one process: the operator's commands wait while this mark says it is open.
  const mark = database.driver === "pglite" ? join(env.DATA_DIR, RUNNING_MARK) : null;
  if (mark) {
    writeFileSync(mark, String(process.pid), { mode: 0o600 });
    process.on("exit", () => rmSync(mark, { force: true }));
  }
  await migrateDatabase(database);
  const app = await buildApp({
    database,
    logger: { level: env.LOG_LEVEL, redact: LOG_REDACT },
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    port: env.PORT,
    mail: { smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, smsWebhookUrl: env.SMS_WEBHOOK_URL },
    troopSignup: { mode: env.TROOP_SIGNUP, code: env.TROOP_SIGNUP_CODE },
    deploymentName: env.DEPLOYMENT_NAME,
    startWorker: true,
  });

  for (const warning of startupWarnings(env, NO_PUBLIC_ORIGIN_WARNING)) app.log.warn(warning);

  let stopListening: (() => Promise<void>) | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    try {
      await stopListening?.();
      // Stops accepting connections and waits for in-flight requests.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: loggableError(error) }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  // The operator's commands reach the embedded database through this app while it runs (many-troops M7).
  if (mark) {
    const delivery = deliveryOf(env);
    try {
      stopListening = await listenForOperator(
        join(env.DATA_DIR, OPERATOR_SOCKET),
        async (argv) => {
          const said = await runOperatorCommand(database.db, argv, delivery);
          // An email a command queued (an invite) goes now, not at the worker's next round.
          app.notifier.wake();
          return said;
        },
        app.log,
      );
    } catch (error) {
      // The app serves its troops all the same; only the operator's commands must wait until it stops
      // (a socket's path is limited to about 100 characters, so a long DATA_DIR cannot hold one).
      app.log.warn(
        { err: loggableError(error) },
        `The operator's commands cannot reach the running app through ${join(env.DATA_DIR, OPERATOR_SOCKET)}: stop the app to run them.`,
      );
    }
  }
  // The bound port, not the setting: PORT=0 asks the system for a free one.
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  app.log.info(
    `Scout Badges is running on http://localhost:${port} (${database.driver === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL"})`,
  );
}

main().catch((error) => {
  // A setting to fix is said in one line; anything else with its stack, to find where it came from.
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
