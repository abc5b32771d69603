/**
 * The operator's command line (many-troops M7): `npm run operator -- <command>`. The person running
 * the deployment works on its troops from the server, never through a web page. Each command says
 * what it did in one line; bad input says why and exits 1 having changed nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { acrossTroops } from "../db/troop-scope";
import { readEnv, SettingsError } from "../env";
import { DEFAULT_LINK_ORIGIN } from "../features/notifications/outbox.service";
import { RUNNING_MARK } from "../lib/running-mark";
import { createTroop, type Delivery, deleteTroop, listTroops, OperatorError, pauseTroop } from "./commands";
import { addTroopToDistrict, createDistrict, inviteToDistrict } from "./district-commands";

const USAGE = `npm run operator -- <command>

  troops                          every troop: address, name, active scouts, leaders, last activity, paused
  troop:create --name <name> --slug <slug> --admin <email>
                                  starts a troop (starter badges, its codes) and emails its leader code to <email>,
                                  whose first leader becomes its admin
  troop:disable <slug>            pauses a troop: its people can neither sign in nor call anything; nothing is deleted
  troop:enable <slug>             lets a paused troop in again
  troop:delete <slug> --confirm <slug>
                                  erases the troop and every row it held, and the accounts left without a troop
  district:create <name>          a district, to group troops
  district:add <slug> <district>  puts the troop in the district (its commissioners see the troop's counts)
  district:invite <email> <district>
                                  emails a commissioner's invite: a code for that address, once, within 14 days

Settings as for the app: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR;
PUBLIC_ORIGIN for the links in emails; SMTP_URL and MAIL_FROM for sending them (the app's worker sends).`;

/** `--confirm S` and the like, out of the arguments; the rest in order. */
function parse(args: string[]): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg.startsWith("--")) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith("--")) throw new OperatorError(`${arg} needs a value.`);
      flags[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  return { positional, flags };
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "help") {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const env = readEnv();
  const delivery: Delivery = {
    origin: env.PUBLIC_ORIGIN ?? DEFAULT_LINK_ORIGIN,
    channels: { email: Boolean(env.SMTP_URL), sms: Boolean(env.SMS_WEBHOOK_URL) },
  };
  const commands: Record<string, (db: Parameters<typeof listTroops>[0], args: ReturnType<typeof parse>) => Promise<string | string[]>> = {
    troops: (db) => listTroops(db),
    "troop:create": (db, { flags }) => createTroop(db, flags, delivery),
    "troop:disable": (db, { positional }) => pauseTroop(db, positional[0], true),
    "troop:enable": (db, { positional }) => pauseTroop(db, positional[0], false),
    "troop:delete": (db, { positional, flags }) => deleteTroop(db, positional[0], flags.confirm),
    "district:create": (db, { positional }) => createDistrict(db, positional[0]),
    "district:add": (db, { positional }) => addTroopToDistrict(db, positional[0], positional[1]),
    "district:invite": (db, { positional }) => inviteToDistrict(db, positional[0], positional[1], delivery),
  };
  const run = commands[command];
  if (!run) throw new OperatorError(`Unknown command "${command}". \`npm run operator -- --help\` lists the commands.`);
  const args = parse(rest);
  if (!env.DATABASE_URL) {
    // The embedded database allows one process: not while the app has it open.
    const mark = join(env.DATA_DIR, RUNNING_MARK);
    const pid = existsSync(mark) ? Number(readFileSync(mark, "utf8")) : 0;
    if (pid > 0 && isRunning(pid)) {
      throw new OperatorError(
        `The app is running on ${env.DATA_DIR} (process ${pid}), and the embedded database allows one process: stop it first.`,
      );
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    // The operator works on the deployment's troops by name: every troop, on purpose.
    const said = await acrossTroops("the operator works on the deployment's troops by name", () => run(database.db, args));
    console.log(Array.isArray(said) ? said.join("\n") : said);
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
