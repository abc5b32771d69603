import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import ical from "node-ical";
import { afterAll, describe, expect, it } from "vitest";
import { adminQuery, asTestAppRole, databaseUrl, grantTestAppRole, randomDatabaseName } from "../../tests/setup/database-template";
import { requestsTo } from "../../tests/setup/request-as";
import { startSmtpServer } from "../../tests/setup/smtp-server";
import { testDriver } from "../../tests/setup/test-database";
import { type App, buildApp } from "./app";
import { hashToken } from "./auth/sessions";
import { type Database, openPg, openPglite } from "./db/client";
import { migrateDatabase, migrationsFolder } from "./db/migrate";
import { hashInviteCode } from "./features/invites/invite-codes.service";
import { hashPassword } from "./lib/passwords";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, requestHash } from "./plugins/idempotency";

/** The last migration of a deployment that served one troop: the schema this upgrade starts from. */
const LAST_ONE_TROOP_MIGRATION = "0016_app_instances";

type Journal = { entries: { tag: string }[] };

/** The migrations folder as it stood at `lastTag`: the same files, the journal cut after it. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "sb-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

/** An empty database of the driver the tests run on, dropped after the file. */
async function emptyDatabase(): Promise<Database> {
  if (testDriver() === "pglite") return openPglite(await PGlite.create());
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = randomDatabaseName("sb_upgrade");
  await adminQuery(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const database = openPg(url, 5, asTestAppRole(url));
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function migrateTo(database: Database, folder: string) {
  if (database.driver === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

const ids = {
  troop: "10000000-0000-4000-8000-000000000001",
  leader: "20000000-0000-4000-8000-000000000001",
  scout: "20000000-0000-4000-8000-000000000002",
  parent: "20000000-0000-4000-8000-000000000003",
  scoutEntry: "30000000-0000-4000-8000-000000000001",
  unlinkedEntry: "30000000-0000-4000-8000-000000000002",
  event: "40000000-0000-4000-8000-000000000001",
};
const tokens = { leader: "leader-session-token-from-before", scout: "scout-session-token-from-before" };
const FEED = { selector: "0123456789abcdef", secret: "s".repeat(32) };
const PERSONAL_CODE = "ABCDEFGH23";
const IDEMPOTENT_BODY = { title: "Queued offline", description: "", location: "Hall", startDate: "2027-01-09T10:00:00.000Z" };

/**
 * Many-troops M1: a deployment that served one troop upgrades in place. Its database, written as
 * the one-troop schema had it (accounts holding their troop and role), goes through the upgrade;
 * then the same sessions, passwords, codes, feed address, queued email and remembered answer work
 * as before, and the troop gets its address from its name.
 */
describe(`a one-troop deployment upgrading in place (${testDriver()})`, async () => {
  const smtp = await startSmtpServer();
  const database = await emptyDatabase();
  const before = migrationsUpTo(LAST_ONE_TROOP_MIGRATION);
  let app: App | null = null;
  afterAll(async () => {
    await app?.close();
    await database.close();
    await smtp.close();
    rmSync(before, { recursive: true, force: true });
  });
  await migrateTo(database, before);

  const password = await hashPassword("correct horse battery");
  const day = 24 * 60 * 60 * 1000;
  const expire = new Date(Date.now() + 20 * day).toISOString();
  const q = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  await q(sql`insert into troops (id, troop_name, leader_invite_code, scout_join_code, leader_user_id)
    values (${ids.troop}, '1st Riverside Troop!', 'LEAD-OLDCODE1', 'SCOUT-OLDCODE1', ${ids.leader})`);
  await q(sql`insert into users (id, troop_id, email, password_hash, first_name, last_name, role, leader_role, is_new_user) values
    (${ids.leader}, ${ids.troop}, 'lee@example.com', ${password}, 'Lee', 'Leader', 'leader', 'admin', false),
    (${ids.scout}, ${ids.troop}, 'sam@example.com', ${password}, 'Sam', 'Scout', 'scout', null, false),
    (${ids.parent}, ${ids.troop}, 'pat@example.com', ${password}, 'Pat', 'Parent', 'parent', null, false)`);
  await q(sql`insert into scouts (id, troop_id, user_id, name) values
    (${ids.scoutEntry}, ${ids.troop}, ${ids.scout}, 'Sam Scout'), (${ids.unlinkedEntry}, ${ids.troop}, null, 'Uma Unlinked')`);
  await q(sql`insert into parent_links (troop_id, parent_user_id, scout_id) values (${ids.troop}, ${ids.parent}, ${ids.scoutEntry})`);
  await q(sql`insert into sessions (sid, user_id, sess, expire) values
    (${hashToken(tokens.leader)}, ${ids.leader}, '{"createdAt":"2026-11-01T00:00:00.000Z"}', ${expire}),
    (${hashToken(tokens.scout)}, ${ids.scout}, '{"createdAt":"2026-11-01T00:00:00.000Z"}', ${expire})`);
  await q(sql`insert into calendar_feeds (user_id, selector, secret) values (${ids.scout}, ${FEED.selector}, ${FEED.secret})`);
  await q(sql`insert into events (id, troop_id, title, description, image_url, start_date, location)
    values (${ids.event}, ${ids.troop}, 'Winter Camp', 'Snow', '/x.svg', ${new Date(Date.now() + 10 * day).toISOString()}, 'Woods')`);
  await q(sql`insert into invite_codes (troop_id, scout_id, kind, code_hash, code, expires_at)
    values (${ids.troop}, ${ids.unlinkedEntry}, 'scout', ${hashInviteCode(PERSONAL_CODE)}, ${PERSONAL_CODE}, ${expire})`);
  await q(sql`insert into outbox (troop_id, channel, kind, recipient, subject, text_body)
    values (${ids.troop}, 'email', 'troop-message', 'pat@example.com', 'Queued before the upgrade', 'Hello')`);
  const remembered = { status: 201, body: JSON.stringify({ id: "answered-before-the-upgrade" }) };
  const idempotencyKey = "50000000-0000-4000-8000-000000000001";
  await q(sql`insert into idempotency_keys (user_id, key, request_hash, response_status, response_body) values
    (${ids.leader}, ${idempotencyKey}, ${requestHash({ method: "POST", url: "/api/events", body: IDEMPOTENT_BODY })}, ${remembered.status}, ${remembered.body})`);

  // The upgrade: what every start runs.
  await migrateDatabase(database);
  // On PostgreSQL the app now runs as a role row-level security holds, given the upgraded tables.
  if (database.url) await grantTestAppRole(database.url);
  const upgraded = await buildApp({ database, mail: { smtpUrl: smtp.url } });
  app = upgraded;
  const as = requestsTo(upgraded);
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it("keeps every session, in the troop it had, with its role", async () => {
    const leader = await as(bearer(tokens.leader)).get("/api/auth/user");
    expect(leader.statusCode).toBe(200);
    expect(leader.json()).toMatchObject({
      id: ids.leader,
      role: "leader",
      leaderRole: "admin",
      currentTroopId: ids.troop,
      troops: [{ id: ids.troop, slug: "1st-riverside-troop", name: "1st Riverside Troop!", role: "leader", leaderRole: "admin" }],
    });
    const scout = await as(bearer(tokens.scout)).get("/api/auth/user");
    expect(scout.json()).toMatchObject({ role: "scout", leaderRole: null, currentTroopId: ids.troop });
    // The scout still acts as their roster entry.
    expect((await as(bearer(tokens.scout)).get("/api/events")).statusCode).toBe(200);
  });

  it("signs everyone in with their password, into their troop", async () => {
    for (const [email, role] of [
      ["lee@example.com", "leader"],
      ["pat@example.com", "leader"],
      ["sam@example.com", "scout"],
    ] as const) {
      const res = await as(null).post("/api/login-credentials", { username: email, password: "correct horse battery", role });
      expect(res.statusCode, email).toBe(200);
      expect(res.json().user.currentTroopId).toBe(ids.troop);
    }
  });

  it("keeps the calendar feed address, now naming its troop", async () => {
    const res = await as(null).get(`/api/calendar/${FEED.selector}${FEED.secret}.ics`);
    expect(res.statusCode).toBe(200);
    const titles = Object.values(ical.sync.parseICS(res.body)).flatMap((entry) => (entry?.type === "VEVENT" ? [entry.summary] : []));
    expect(titles).toEqual(["Winter Camp"]);
  });

  it("keeps the troop's codes and a personal invite", async () => {
    const leader = await as(null).post("/api/signup", {
      email: "new.leader@example.com",
      password: "another long password",
      firstName: "Nia",
      lastName: "New",
      role: "leader",
      inviteCode: "LEAD-OLDCODE1",
    });
    expect(leader.statusCode).toBe(201);
    expect(leader.json().user).toMatchObject({ role: "leader", leaderRole: "assistant", currentTroopId: ids.troop });
    const scout = await as(null).post("/api/signup", {
      email: "uma@example.com",
      password: "another long password",
      firstName: "Uma",
      lastName: "Unlinked",
      role: "scout",
      inviteCode: PERSONAL_CODE,
    });
    expect(scout.statusCode).toBe(201);
    const linked = (await database.db.execute(sql`select user_id from scouts where id = ${ids.unlinkedEntry}`)) as unknown as {
      rows: { user_id: string }[];
    };
    expect(linked.rows[0]?.user_id).toBe(scout.json().user.id);
  });

  it("sends the email queued before the upgrade", async () => {
    await upgraded.notifier.tick(new Date());
    expect(smtp.mails.map((mail) => [mail.to, mail.subject])).toContainEqual([["pat@example.com"], "Queued before the upgrade"]);
  });

  it("replays an answer remembered for a device's queued change", async () => {
    const res = await as(bearer(tokens.leader), { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).post("/api/events", IDEMPOTENT_BODY);
    expect(res.statusCode).toBe(remembered.status);
    expect(res.headers[REPLAYED_HEADER]).toBe("true");
    expect(res.body).toBe(remembered.body);
  });
});
