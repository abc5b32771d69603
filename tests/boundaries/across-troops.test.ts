import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTexts } from "./import-rules";

/**
 * Seeing every troop at once is for work that is deployment-wide by nature (docs/decisions/026).
 * Each place that does it is listed here with what it reads, so a new one is a reviewed change.
 */
const ACROSS_TROOPS: Record<string, string> = {
  "app.ts": "the first start makes the deployment's first troop",
  "auth/memberships.ts": "an account's own memberships, in every troop it belongs to",
  "db/migrate.ts": "migrations change every troop's tables",
  "features/calendar/feed-tokens.service.ts": "a feed's address names its troop; an account's feeds are dropped in every troop",
  "features/invites/invite-codes.service.ts": "a code names its troop before anyone knows which",
  "features/invites/invites.service.ts": "a personal code, looked up for the sign-up form",
  "features/districts/district-invites.service.ts": "a district's invite is the deployment's own mail, of no troop",
  "features/districts/district-overview.service.ts": "a district's commissioners see counts of its troops, never a child",
  "features/memberships/join-troop.service.ts": "a personal code names the troop the person joins",
  "features/notifications/deliver.ts":
    "claiming the next due message of any troop; sending the deployment's own mail, of no troop; lapsing unsent reset links",
  "features/notifications/event-reminders.ts": "events coming up in every troop that sends reminders (each sent in its troop)",
  "features/notifications/scheduled-jobs.ts": "claiming the next due job of any troop (run in its troop)",
  "features/password-reset/password-reset.service.ts": "an account's own memberships, for the troop its reset email comes from",
  "operator/run-command.ts": "the operator works on the deployment's troops by name, from the server's command line",
};

// The server's sources (tests aside), with paths from src/server.
const files = readTexts(join(import.meta.dirname, "../../src/server"), ["."]).filter(({ path }) => !/\.test\.ts$/.test(path));

describe("code that sees every troop", () => {
  it("is only where it is listed, and says why at each call", () => {
    const callers = files.filter(({ path, text }) => path !== "db/troop-scope.ts" && /\bacrossTroops\(/.test(text));
    expect(callers.map((file) => file.path).sort()).toEqual(Object.keys(ACROSS_TROOPS).sort());
    // Every call names its reason: a string, or a constant that holds one.
    for (const { path, text } of callers) {
      const calls = text.match(/\bacrossTroops\(/g)?.length ?? 0;
      const withReason = text.match(/\bacrossTroops\(\s*("[^"]{10,}"|[A-Z_]{6,})\s*,/g)?.length ?? 0;
      expect(withReason, path).toBe(calls);
    }
  });

  it("is set by acrossTroops alone", () => {
    const others = files.filter(({ path, text }) => path !== "db/troop-scope.ts" && /EVERY_TROOP|troop: "\*"|'\*'\)/.test(text));
    expect(others.map((file) => file.path)).toEqual([]);
  });
});
