import type { Role } from "@shared/constants";
import { describe, expect, it } from "vitest";
import { createBadge } from "../../../tests/factories/badges";
import { type SignedIn, signUpLeader, signUpParent, signUpScout, troopCodes } from "../../../tests/factories/users";
import { createTestApp } from "../../../tests/setup/test-app";
import { drawSignedInPage, type PageRow, pageTable } from "../../client/entry-server";
import type { User } from "../../shared/api/auth";
import { SESSION_COOKIE } from "../auth/session-cookie";
import { readsAsUser } from "./first-view";

/**
 * The page table (src/client/app/pages.ts) names the reads each signed-in page shows first; the
 * server draws a page's first view with exactly those. A read the page asks for that the table does
 * not name is drawn in its loading state (and the app then draws it again once read): caught here,
 * for every page at its address, for every role that has it.
 */
describe("the reads of the page table", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app, { firstName: "Lee" });
  const scout = await signUpScout(app, leader, { firstName: "Ada" });
  await createBadge(app, leader, { name: "Knots" });
  for (const who of [leader, scout]) await as(who).post("/api/mark-not-new");
  const parent = await signUpParent(app, leader, scout.scoutId, { firstName: "Pat" });
  // New accounts, welcomed first.
  const newLeader = await signUpLeader(app, { firstName: "Noa", inviteCode: (await troopCodes(app, leader)).leaderInviteCode });
  const newScout = await signUpScout(app, leader, { firstName: "Nia" });
  const table = await pageTable();

  const visitor = (row: PageRow, role: Role): SignedIn =>
    row.newUser ? (role === "leader" ? newLeader : newScout) : { leader, scout, parent }[role];
  const addressOf = (row: PageRow) => row.path.replace(":scoutId", scout.scoutId).replace("/*?", "");
  const draw = async (who: SignedIn, address: string, rows?: readonly PageRow[]) => {
    const transport = readsAsUser(app, SESSION_COOKIE, who.token);
    const user = (await (await transport("/api/auth/user", {})).json()) as User;
    return drawSignedInPage(user, new URL(address, "http://page"), transport, rows);
  };

  // The first page drawn loads the renderer and the client's pages: once, before the tests time anything.
  await draw(leader, "/admin");

  for (const row of table) {
    for (const role of row.roles) {
      it(`are every read ${row.path} (${row.page}) asks for as ${row.newUser ? "a new " : ""}${role}`, async () => {
        const page = await draw(visitor(row, role), addressOf(row));
        expect(page).not.toBeNull();
        expect(page?.unlistedReads, "reads drawn loading").toEqual([]);
        expect(page?.failedReads, "reads that failed").toEqual([]);
      });
    }
  }

  it("catch a page drawn with a read the table left out", async () => {
    const planted = table.map((row) => (row.page === "admin" ? { ...row, reads: () => [] } : row));
    const page = await draw(leader, "/admin", planted);
    expect(page?.unlistedReads).toEqual(['["/api/badges"]']);
  });
});
