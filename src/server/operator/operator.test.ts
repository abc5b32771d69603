import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { realisticTroop } from "../../../tests/factories/realistic-troop";
import { startedTroop } from "../../../tests/factories/troops";
import { type SignedIn, signUp, signUpLeader } from "../../../tests/factories/users";
import { requestsTo } from "../../../tests/setup/request-as";
import { outcomeOf, spawnSource } from "../../../tests/setup/run-source";
import { createTestDatabase } from "../../../tests/setup/test-database";
import { SLUG_RULE } from "../../shared/troop-slug";
import { type App, buildApp } from "../app";
import { TROOP_PAUSED } from "../auth/troop-paused";
import { type Database, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { RUNNING_MARK } from "../lib/running-mark";
import { OPERATOR_SOCKET } from "./operator-socket";

/**
 * The operator's commands, run as the operator runs them (`npm run operator -- …`, a process of its
 * own) on the database the app uses: PostgreSQL when the tests run on it, else an embedded database
 * in a DATA_DIR, which the app closes before each command (it allows one process).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function operator(args: string[], env: NodeJS.ProcessEnv) {
  return outcomeOf(spawnSource("src/server/operator/cli.ts", args, { env: { ...process.env, ...env } }));
}

// Each command is a process of its own (a few seconds each); a machine under load needs more than the default.
describe("npm run operator", { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "scout-badges-operator-"));
  const testDatabase = onPostgres ? await createTestDatabase() : null;
  const env: NodeJS.ProcessEnv = testDatabase ? { DATABASE_URL: testDatabase.url } : { DATA_DIR: dataDir, DATABASE_URL: "" };
  let database: Database | null = null;
  let app: App | null = null;
  /** The app on the operator's database: open between commands (the embedded one is closed for each command). */
  const openApp = async () => {
    database = testDatabase ?? (await openDatabase({ dataDir }));
    if (!testDatabase) await migrateDatabase(database);
    app = await buildApp({ database, troopSignup: { mode: "open" } });
    return app;
  };
  const closeApp = async () => {
    await app?.close();
    if (!testDatabase) await database?.close();
    app = null;
  };
  const run = async (...args: string[]) => {
    await closeApp();
    const result = await operator(args, env);
    await openApp();
    return result;
  };
  afterAll(async () => {
    await closeApp();
    await testDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const first = await openApp();
  const leaderA = await signUpLeader(first);
  await realisticTroop(first, leaderA);
  const leaderB = await startedTroop(first, { troopName: "Bravo Troop", slug: "bravo" }, "bravo-leader@example.com");
  const bravo = await realisticTroop(first, leaderB);
  // Troop A's leader is a parent in B too: an account of both troops outlives B.
  const parentInvite = await requestsTo(first)(leaderB).post(`/api/scouts/${bravo.scout.scoutId}/parent-invite`);
  const joined = await requestsTo(first)(leaderA).post("/api/memberships", { code: parentInvite.json().code });
  if (joined.statusCode !== 201 && joined.statusCode !== 200) throw new Error(`joining B failed: ${joined.body}`);
  const B = leaderB.troopId;

  const signIn = (who: SignedIn) =>
    requestsTo(app as App)(null).post("/api/login-credentials", { username: who.email, password: who.password, role: "leader" });
  const owner = () => (database as Database).db;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await owner().execute(query)) as unknown as { rows: T[] }).rows;
  const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]?.n ?? -1;

  it("says what it does with --help, and refuses an unknown command or a missing value in one line", async () => {
    const help = await run("--help");
    expect(help.code).toBe(0);
    for (const command of [
      "troops",
      "troop:create",
      "troop:disable",
      "troop:enable",
      "troop:export",
      "troop:delete",
      "district:create",
      "district:add",
      "district:invite",
    ])
      expect(help.stdout).toContain(command);
    const unknown = await run("troop:explode", "bravo");
    expect(unknown).toMatchObject({ code: 1, stdout: "" });
    expect(unknown.stderr).toBe('Unknown command "troop:explode". `npm run operator -- --help` lists the commands.');
    expect((await run("troop:delete", "bravo", "--confirm")).stderr).toBe("--confirm needs a value.");
  });

  it("lists the troops with their counts", async () => {
    const listed = await run("troops");
    expect(listed.code).toBe(0);
    const lines = listed.stdout.split("\n");
    expect(lines[0]).toMatch(/^slug\s+name\s+district\s+scouts\s+leaders\s+last activity \(UTC\)\s+paused$/);
    expect(lines.find((line) => line.startsWith("bravo "))).toMatch(
      /^bravo\s+Bravo Troop\s+none\s+2\s+1\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+no$/,
    );
    expect(lines.at(-1)).toBe("2 troops");
  });

  it("pauses a troop: its people can neither sign in nor call anything, nothing is lost, and it comes back", async () => {
    const before = await count(sql`select count(*)::int as n from scouts where troop_id = ${B}`);
    const paused = await run("troop:disable", "bravo");
    expect(paused).toMatchObject({ code: 0, stderr: "" });
    expect(paused.stdout).toBe(
      "Troop bravo (Bravo Troop) is paused: its people can neither sign in nor call anything until `troop:enable bravo`. Nothing was deleted.",
    );
    const as = requestsTo(app as App);
    expect((await signIn(leaderB)).statusCode).toBe(403);
    expect((await signIn(leaderB)).json()).toEqual({ error: TROOP_PAUSED });
    for (const url of ["/api/badges", "/api/scouts", "/api/events"]) {
      const res = await as(leaderB).get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: TROOP_PAUSED });
    }
    expect((await as(bravo.scout).get("/api/badges")).json()).toEqual({ error: TROOP_PAUSED });
    // Troop A goes on; its leader, a parent in B too, still signs in, into A.
    expect((await signIn(leaderA)).statusCode).toBe(200);
    expect((await as(leaderA).get("/api/scouts")).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from scouts where troop_id = ${B}`)).toBe(before);

    expect((await run("troop:disable", "bravo")).stdout).toBe("Troop bravo (Bravo Troop) was already paused: nothing changed.");
    expect((await run("troop:enable", "bravo")).stdout).toBe("Troop bravo (Bravo Troop) is enabled again.");
    expect((await signIn(leaderB)).statusCode).toBe(200);
  });

  it("refuses to delete without the address repeated, or a troop that does not exist, and deletes nothing", async () => {
    for (const args of [
      ["troop:delete", "bravo"],
      ["troop:delete", "bravo", "--confirm", "brav"],
    ]) {
      const refused = await run(...args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe("Deleting a troop cannot be undone: repeat its address with --confirm bravo. Nothing was deleted.");
    }
    const unknown = await run("troop:delete", "nowhere", "--confirm", "nowhere");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('No troop has the address "nowhere". `npm run operator -- troops` lists them.');
    expect(await count(sql`select count(*)::int as n from troops where id = ${B}`)).toBe(1);
  });

  it("starts a troop and emails its leader code, whose first leader is its admin; refuses bad input and changes nothing", async () => {
    const made = await run("troop:create", "--name", "Delta Troop", "--slug", "delta", "--admin", "Dee@Example.org");
    expect(made).toMatchObject({ code: 0, stderr: "" });
    expect(made.stdout).toMatch(
      /^Troop delta \(Delta Troop\) is created at https?:\/\/\S+\/t\/delta; queued \(no mail server is set, so it waits unsent\) its leader code to dee@example\.org, whose first leader becomes its admin\.$/,
    );
    const [delta] = await rows<{ id: string; code: string; badges: number }>(
      sql`select t.id, t.leader_invite_code as code, (select count(*)::int from badges b where b.troop_id = t.id) as badges from troops t where slug = 'delta'`,
    );
    expect(delta?.badges).toBeGreaterThan(0);
    const mails = await rows<{ recipient: string; kind: string; text: string }>(
      sql`select recipient, kind, text_body as text from outbox where troop_id = ${delta?.id}`,
    );
    expect(mails).toEqual([
      { recipient: "dee@example.org", kind: "leader-invite", text: expect.stringContaining(`leader code ${delta?.code}`) },
    ]);
    const dee = await signUp(app as App, { role: "leader", email: "dee@example.org", inviteCode: delta?.code });
    const user = (await requestsTo(app as App)(dee).get("/api/auth/user")).json();
    expect(user).toMatchObject({ role: "leader", leaderRole: "admin", currentTroopId: delta?.id });
    // A second leader with the same code helps as an assistant.
    const second = await signUp(app as App, { role: "leader", inviteCode: delta?.code });
    expect((await requestsTo(app as App)(second).get("/api/auth/user")).json().leaderRole).toBe("assistant");

    const troopsBefore = await count(sql`select count(*)::int as n from troops`);
    for (const [args, said] of [
      [["--name", "Again", "--slug", "delta", "--admin", "x@example.org"], '--slug "delta": This address is taken. Nothing was created.'],
      [["--name", "Admin", "--slug", "admin", "--admin", "x@example.org"], '--slug "admin": This address is reserved. Choose another.'],
      [["--name", "Bad", "--slug", "Bad Slug", "--admin", "x@example.org"], `--slug "Bad Slug": ${SLUG_RULE}`],
      [["--name", "No Mail", "--slug", "no-mail", "--admin", "nobody"], '--admin "nobody": Enter a valid email address.'],
      [["--slug", "no-name", "--admin", "x@example.org"], 'Name the troop: --name "1st Riverside".'],
    ] as const) {
      expect(await run("troop:create", ...args)).toEqual({ code: 1, stdout: "", stderr: said });
    }
    expect(await count(sql`select count(*)::int as n from troops`)).toBe(troopsBefore);
  });

  it("makes a district, puts troops in it and invites its commissioner; refuses bad input", async () => {
    expect((await run("district:create", "North District")).stdout).toBe(
      'District "North District" is created: add troops with `district:add <slug> "North District"` and invite its commissioners with `district:invite <email> "North District"`.',
    );
    expect(await run("district:create", "north district")).toEqual({
      code: 1,
      stdout: "",
      stderr: 'A district called "north district" already exists: nothing changed.',
    });
    expect((await run("district:add", "bravo", "North District")).stdout).toBe(
      'Troop bravo (Bravo Troop) is now in "North District": its commissioners see its counts.',
    );
    expect((await run("district:add", "bravo", "North District")).stdout).toBe(
      'Troop bravo is already in "North District": nothing changed.',
    );
    expect((await run("district:add", "nowhere", "North District")).stderr).toBe(
      'No troop has the address "nowhere". `npm run operator -- troops` lists them.',
    );
    expect((await run("district:add", "bravo", "East")).stderr).toBe(
      'No district is called "East". `npm run operator -- district:create "East"` makes it.',
    );
    expect((await run("troops")).stdout.split("\n").find((line) => line.startsWith("bravo "))).toMatch(
      /^bravo\s+Bravo Troop\s+North District\s+/,
    );

    const invited = await run("district:invite", leaderA.email, "North District");
    expect(invited.code).toBe(0);
    const code = /code (\S+),/.exec(invited.stdout)?.[1] ?? "";
    expect(invited.stdout).toBe(
      `Queued (no mail server is set, so it waits unsent) a commissioner's invite for "North District" to ${leaderA.email}: code ${code}, usable once within 14 days by that address.`,
    );
    expect((await run("district:invite", "not-an-email", "North District")).stderr).toBe(
      '"not-an-email" is not an email address: Enter a valid email address.',
    );
    const joined = await requestsTo(app as App)(leaderA).post("/api/memberships", { code });
    expect(joined.json()).toEqual({ district: { id: expect.any(String), name: "North District" }, role: "commissioner" });
    const overview = (await requestsTo(app as App)(leaderA).get("/api/district/overview")).json();
    expect(overview.troops.map((t: { slug: string }) => t.slug)).toEqual(["bravo"]);
    expect((await run("district:invite", leaderA.email, "North District")).stderr).toBe(
      `${leaderA.email} is already a commissioner of "North District": nothing changed.`,
    );
  });

  it("deletes a troop with every row it held in every table, erases the accounts it alone held, and keeps the others", async () => {
    const tables = (
      (await owner().execute(
        sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'troop_id' order by 1`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((row) => row.name);
    expect(tables.length).toBeGreaterThan(25);
    const rowsOfA = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables)
        counts[table] = await count(sql`select count(*)::int as n from ${sql.identifier(table)} where troop_id <> ${B}`);
      return counts;
    };
    const beforeA = await rowsOfA();
    const onlyInB = await count(sql`
      select count(*)::int as n from memberships m where m.troop_id = ${B}
      and not exists (select 1 from memberships o where o.user_id = m.user_id and o.troop_id <> ${B})`);
    expect(onlyInB).toBeGreaterThanOrEqual(3);

    // Exported first: the zip holds every row of B, and nothing of A.
    const zipPath = join(dataDir, "bravo-export.zip");
    const exported = await run("troop:export", "bravo", "--out", zipPath);
    expect(exported).toMatchObject({ code: 0, stderr: "" });
    expect(exported.stdout).toMatch(
      /^Troop bravo \(Bravo Troop\) is exported to .*bravo-export\.zip: \d+ rows from \d+ tables, \d+ accounts and a roster of \d+ \(\d+ KB\)\.$/,
    );
    expect((await run("troop:export", "bravo", "--out", zipPath)).stderr).toBe(
      `${zipPath} exists: choose another --out, or move it away first. Nothing was written.`,
    );
    const files = unzipSync(readFileSync(zipPath));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(Object.keys(files).sort()).toEqual(
      ["README.md", "accounts.json", "roster.csv", "tables/troops.json", ...tables.map((t) => `tables/${t}.json`)].sort(),
    );
    const heldByB: Record<string, string[]> = {};
    for (const table of tables) {
      const held = await rows<{ key: string }>(
        sql`select md5(to_jsonb(x)::text) as key from ${sql.identifier(table)} x where troop_id = ${B}`,
      );
      const inZip = JSON.parse(text(`tables/${table}.json`)) as Record<string, unknown>[];
      expect(inZip.length, table).toBe(held.length);
      expect(
        inZip.every((row) => row.troop_id === B),
        table,
      ).toBe(true);
      heldByB[table] = held.map((r) => r.key).sort();
    }
    expect(Object.values(heldByB).flat().length).toBeGreaterThan(40);
    expect(JSON.parse(text("tables/troops.json"))).toEqual([expect.objectContaining({ id: B, slug: "bravo", troop_name: "Bravo Troop" })]);
    const everything = Object.keys(files).map(text).join("\n");
    // Troop A's leader is a parent in B as well, so that account is B's too; the others of A are not.
    const onlyA = await rows<{ email: string }>(sql`
      select u.email from users u
      where not exists (select 1 from memberships m where m.user_id = u.id and m.troop_id = ${B})`);
    expect(onlyA.length).toBeGreaterThanOrEqual(2);
    for (const person of onlyA) expect(everything).not.toContain(person.email);
    // Names repeat across troops (the factories' "Sam Scout"): A's scouts are told apart by their ids.
    for (const { id } of await rows<{ id: string }>(sql`select id from scouts where troop_id <> ${B}`))
      expect(everything).not.toContain(id);
    // Keys, not data, are left out: the link-signing key, sessions' token hashes, password hashes.
    expect(Object.keys(JSON.parse(text("tables/troops.json"))[0])).not.toContain("mail_link_secret");
    expect((JSON.parse(text("tables/sessions.json")) as object[]).every((row) => !("sid" in row))).toBe(true);
    expect(text("accounts.json")).not.toContain("password");
    const troopA = (await rows<{ id: string }>(sql`select id from troops where slug <> 'bravo'`)).map((r) => r.id);
    for (const id of troopA) expect(everything).not.toContain(id);
    expect(text("roster.csv").split("\r\n")[0]).toMatch(/^Name,Email,Phone,Date of Birth,Patrol,Active,/);
    expect(text("README.md")).toContain("| roster.csv |");

    const deleted = await run("troop:delete", "bravo", "--confirm", "bravo");
    expect(deleted).toMatchObject({ code: 0, stderr: "" });
    expect(deleted.stdout).toBe(
      `Troop bravo (Bravo Troop) is deleted with every row it held; ${onlyInB} accounts left without a troop were erased, 1 kept for its other troops or districts.`,
    );
    const left: string[] = [];
    for (const table of tables)
      if ((await count(sql`select count(*)::int as n from ${sql.identifier(table)} where troop_id = ${B}`)) > 0) left.push(table);
    expect(left).toEqual([]);
    // Every row B held is in the export, and none is left behind: each accounted for once.
    for (const table of tables) {
      const inZip = (JSON.parse(text(`tables/${table}.json`)) as Record<string, unknown>[]).length;
      expect(inZip, table).toBe(heldByB[table]?.length);
    }
    expect(
      await count(sql`select count(*)::int as n from users u where not exists (select 1 from memberships m where m.user_id = u.id)`),
    ).toBe(0);
    expect(await rowsOfA()).toEqual(beforeA);
    // The account of both troops is still there, in A.
    expect((await signIn(leaderA)).statusCode).toBe(200);
    expect((await signIn(leaderB)).statusCode).toBe(401);
  });

  it("refuses to delete the deployment's first troop, which serves its home page", async () => {
    const firstSlug = (await requestsTo(app as App)(leaderA).get("/api/auth/user")).json().troops[0].slug as string;
    const refused = await run("troop:delete", firstSlug, "--confirm", firstSlug);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `Troop ${firstSlug} is the deployment's first troop, which serves its home page: it is not deleted. Nothing was deleted.`,
    );
  });

  it.skipIf(onPostgres)(
    "reaches the app running on the embedded database through its local socket, which only the app's user may open",
    async () => {
      const ownDir = mkdtempSync(join(tmpdir(), "scout-badges-operator-running-"));
      const ownEnv = { ...process.env, DATA_DIR: ownDir, DATABASE_URL: "", PORT: "0", LOG_LEVEL: "info" };
      const server = spawnSource("src/server/index.ts", [], { env: ownEnv });
      try {
        await new Promise<void>((resolve, reject) => {
          let said = "";
          const onData = (chunk: Buffer) => {
            said += chunk.toString();
            if (/running on http:\/\/localhost:\d+/.test(said)) resolve();
          };
          server.stdout?.on("data", onData);
          server.stderr?.on("data", onData);
          server.on("exit", (code) => reject(new Error(`the app exited (${code}) before listening: ${said}`)));
        });
        const socket = join(ownDir, OPERATOR_SOCKET);
        expect(statSync(socket).mode & 0o777).toBe(0o600);
        expect(statSync(ownDir).mode & 0o777).toBe(0o700);

        const inApp = (...args: string[]) => operator(args, { DATA_DIR: ownDir, DATABASE_URL: "" });
        expect(await inApp("district:create", "Hill District")).toMatchObject({ code: 0, stderr: "" });
        const made = await inApp("troop:create", "--name", "Echo Troop", "--slug", "echo", "--admin", "eve@example.org");
        expect(made).toMatchObject({ code: 0, stderr: "" });
        expect((await inApp("district:add", "echo", "Hill District")).stdout).toBe(
          'Troop echo (Echo Troop) is now in "Hill District": its commissioners see its counts.',
        );
        // A refusal comes back from the app as from the command line itself.
        expect(await inApp("district:add", "nowhere", "Hill District")).toEqual({
          code: 1,
          stdout: "",
          stderr: 'No troop has the address "nowhere". `npm run operator -- troops` lists them.',
        });
        // The app still answers its people while it takes commands.
        const listed = (await inApp("troops")).stdout.split("\n");
        expect(listed.find((line) => line.startsWith("echo "))).toMatch(/^echo\s+Echo Troop\s+Hill District\s+0\s+0\s+none\s+no$/);

        server.kill("SIGTERM");
        await new Promise((resolve) => server.on("exit", resolve));
        expect(existsSync(socket)).toBe(false);
        // Stopped, the command opens the database itself: what the app wrote is there.
        const afterwards = await inApp("troops");
        expect(afterwards.stdout.split("\n").find((line) => line.startsWith("echo "))).toMatch(/Hill District/);
      } finally {
        if (server.exitCode === null) server.kill("SIGKILL");
        rmSync(ownDir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(onPostgres)("says so in one line when the running app cannot be reached", async () => {
    writeFileSync(join(dataDir, RUNNING_MARK), String(process.pid));
    try {
      const refused = await operator(["troops"], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^The running app could not be reached through .*operator\.sock: .*\. Is it running as this user\?$/);
    } finally {
      rmSync(join(dataDir, RUNNING_MARK), { force: true });
    }
  });
});
