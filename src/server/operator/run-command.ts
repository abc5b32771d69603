import type { DbOrTx } from "../db/client";
import { acrossTroops } from "../db/troop-scope";
import { createTroop, type Delivery, deleteTroop, listTroops, OperatorError, pauseTroop } from "./commands";
import { addTroopsToDistrict, createDistrict, inviteToDistrict } from "./district-commands";
import { exportTroop } from "./export-troop";

type Parsed = { positional: string[]; flags: Record<string, string> };

/** `--confirm S` and the like, out of the arguments; the rest in order. */
function parse(args: string[]): Parsed {
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

const COMMANDS: Record<string, (db: DbOrTx, args: Parsed, delivery: Delivery) => Promise<string | string[]>> = {
  troops: (db) => listTroops(db),
  "troop:create": (db, { flags }, delivery) => createTroop(db, flags, delivery),
  "troop:disable": (db, { positional }) => pauseTroop(db, positional[0], true),
  "troop:enable": (db, { positional }) => pauseTroop(db, positional[0], false),
  "troop:export": (db, { positional, flags }) => exportTroop(db, positional[0], flags.out),
  "troop:delete": (db, { positional, flags }) => deleteTroop(db, positional[0], flags.confirm),
  "district:create": (db, { positional }) => createDistrict(db, positional[0]),
  "district:add": (db, { positional }) => addTroopsToDistrict(db, positional),
  "district:invite": (db, { positional }, delivery) => inviteToDistrict(db, positional[0], positional[1], delivery),
};

/** The command's runner; an unknown command is refused before anything is opened. */
export function checkCommand(command: string) {
  const run = COMMANDS[command];
  if (!run) throw new OperatorError(`Unknown command "${command}". \`npm run operator -- --help\` lists the commands.`);
  return run;
}

/**
 * Runs one of the operator's commands (`argv` as typed after `npm run operator --`) on the database,
 * in the command line's own process or in the running app's (operator-socket.ts). Answers the lines it
 * says; bad input throws an OperatorError, having changed nothing.
 */
export async function runOperatorCommand(db: DbOrTx, argv: string[], delivery: Delivery): Promise<string[]> {
  const [command = "", ...rest] = argv;
  const run = checkCommand(command);
  const args = parse(rest);
  // The operator works on the deployment's troops by name: every troop, on purpose.
  const said = await acrossTroops("the operator works on the deployment's troops by name", () => run(db, args, delivery));
  return Array.isArray(said) ? said : [said];
}
