/**
 * The operator's command line (many-troops M7): `npm run operator -- <command>`. The person running
 * the deployment works on its troops from the server, never through a web page. Each command says
 * what it did in one line; bad input says why and exits 1 having changed nothing. With the app
 * running on the embedded database (one process only), the command runs in the app, reached through
 * its local socket; on PostgreSQL it runs here either way.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { readEnv, SettingsError } from "../env";
import { RUNNING_MARK } from "../lib/running-mark";
import { deliveryOf, OperatorError } from "./commands";
import { askRunningApp, OPERATOR_SOCKET } from "./operator-socket";
import { checkCommand, runOperatorCommand } from "./run-command";

const USAGE = `npm run operator -- <command>

  troops                          every troop: address, name, active scouts, leaders, last activity, paused
  troop:create --name <name> --slug <slug> --admin <email>
                                  starts a troop (starter badges, its codes) and emails its leader code to <email>,
                                  whose first leader becomes its admin
  troop:disable <slug>            pauses a troop: its people can neither sign in nor call anything; nothing is deleted
  troop:enable <slug>             lets a paused troop in again
  troop:export <slug> --out <file.zip>
                                  one zip of every row the troop holds (JSON per table), its people's accounts,
                                  the roster as CSV and a README of the files
  troop:delete <slug> --confirm <slug>
                                  erases the troop and every row it held, and the accounts left without a troop
  district:create <name>          a district, to group troops
  district:add <slug>... <district>
                                  puts the troops in the district (its commissioners see their counts)
  district:invite <email> <district>
                                  emails a commissioner's invite: a code for that address, once, within 14 days

Settings as for the app: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR;
PUBLIC_ORIGIN for the links in emails; SMTP_URL and MAIL_FROM for sending them (the app's worker sends).`;

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (!command || command === "--help" || command === "help") {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  checkCommand(command);
  // A file named on the command line is where the operator stands, wherever the command runs.
  argv = argv.map((arg, i) => (argv[i - 1] === "--out" ? resolve(arg) : arg));
  const env = readEnv();
  if (!env.DATABASE_URL) {
    // The embedded database allows one process: a running app takes the command through its socket.
    const mark = join(env.DATA_DIR, RUNNING_MARK);
    const pid = existsSync(mark) ? Number(readFileSync(mark, "utf8")) : 0;
    if (pid > 0 && isRunning(pid)) {
      console.log((await askRunningApp(join(env.DATA_DIR, OPERATOR_SOCKET), argv)).join("\n"));
      return 0;
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    console.log((await runOperatorCommand(database.db, argv, deliveryOf(env))).join("\n"));
    return 0;
  } finally {
    await database.close();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof OperatorError || error instanceof SettingsError ? error.message : error);
    process.exit(1);
  },
);
