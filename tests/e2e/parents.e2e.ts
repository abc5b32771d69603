import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi, signupViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";

const journey = setUpJourney();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Parents (invite codes, the parent portal, parent approval of events) from the leader's, the parent's and the scout's side. */
describe("parents: invite, family home, details, sign-ups and approval", () => {
  it("a leader invites a parent from the roster; the parent signs up from the link, updates the emergency phone and signs the child up; with approval on the parent approves the scout's own join", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const scout = await scoutViaApi(journey.baseUrl, leader.token, {
      firstName: "Ada",
      lastName: "Pine",
      email: "ada@example.com",
      welcomed: true,
    });
    const event = await api<{ id: string }>(
      journey.baseUrl,
      "POST",
      "/api/events",
      { title: "Pond Dipping", description: "Nets and jars.", imageUrl: "/badges/camper.svg", startDate: inDays(5), location: "Mill Pond" },
      leader.token,
    );
    await api(
      journey.baseUrl,
      "POST",
      "/api/events",
      { title: "Night Hike", description: "Torches.", imageUrl: "/badges/camper.svg", startDate: inDays(8), location: "Ridge" },
      leader.token,
    );

    // Leader: roster → Parent invite → the printable card with the code, address and QR code.
    const leaderPage = (await journey.newPage({ authToken: leader.token })).page;
    await leaderPage.goto(`${journey.baseUrl}/scout-management`);
    await leaderPage.getByRole("button", { name: "Parent invite for Ada Pine" }).click();
    const dialog = leaderPage.getByRole("dialog");
    const code = (await dialog.getByTestId("invite-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await dialog.getByRole("img", { name: /QR code for/ }).waitFor();
    await dialog.getByText(`${journey.baseUrl}/login?invite=${code}`).waitFor();
    expect(await checkScreen(leaderPage, "parent-invite-card")).toEqual([]);
    await leaderPage.keyboard.press("Escape");

    // Parent: the link opens Create Account for Ada with the code filled in.
    const parentPage = (await journey.newPage()).page;
    await parentPage.goto(`${journey.baseUrl}/login?invite=${code}`);
    await parentPage.getByText("Create a parent account for Ada").waitFor();
    expect(await parentPage.getByLabel("Invite code").inputValue()).toBe(code);
    expect(await checkScreen(parentPage, "parent-signup")).toEqual([]);
    await parentPage.getByLabel("First Name").fill("Pat");
    await parentPage.getByLabel("Last Name").fill("Pine");
    await parentPage.getByLabel("Email").fill("pat@example.com");
    await parentPage.getByLabel("Password", { exact: true }).fill("parent-pass-1");
    await parentPage.getByRole("button", { name: "Create Account" }).click();

    // Family home: Ada's card; then her page.
    await parentPage.getByRole("heading", { name: "My family" }).waitFor();
    const card = parentPage.getByTestId("child-card");
    await card.getByRole("heading", { name: "Ada Pine" }).waitFor();
    await card.getByText("Pond Dipping").waitFor();
    expect(await checkScreen(parentPage, "family-home")).toEqual([]);
    await card.getByRole("link", { name: "Open Ada Pine" }).click();
    await parentPage.getByRole("heading", { name: "Ada Pine", level: 1 }).waitFor();

    // Emergency phone: saved, and the leader sees it on the roster.
    await parentPage.getByLabel("Emergency phone").fill("07700 900123");
    await parentPage.getByRole("button", { name: "Save details" }).click();
    await parentPage.getByText("Details saved").first().waitFor();
    const roster = await api<{ name: string; emergencyPhone: string | null; parents: { name: string }[] }[]>(
      journey.baseUrl,
      "GET",
      "/api/scouts",
      undefined,
      leader.token,
    );
    const ada = roster.find((s) => s.name === "Ada Pine");
    expect(ada?.emergencyPhone).toBe("07700 900123");
    expect(ada?.parents.map((p) => p.name)).toEqual(["Pat Pine"]);

    // Sign Ada up for Pond Dipping.
    await parentPage.getByRole("button", { name: "Sign up: Pond Dipping" }).click();
    await parentPage.getByRole("button", { name: "Withdraw place: Pond Dipping" }).waitFor();
    // Looked at without the transient toast over the page.
    await parentPage.reload();
    await parentPage.getByRole("button", { name: "Withdraw place: Pond Dipping" }).waitFor();
    expect(await checkScreen(parentPage, "family-child")).toEqual([]);

    // Approval on: Ada joins Night Hike herself and waits for a parent's OK.
    await api(
      journey.baseUrl,
      "PUT",
      "/api/troop/configuration",
      { troopName: "My Scout Troop", requireParentApproval: true },
      leader.token,
    );
    const scoutPage = (await journey.newPage({ authToken: scout.token })).page;
    await scoutPage.goto(journey.baseUrl);
    await scoutPage.getByRole("tab", { name: "Events" }).click();
    await scoutPage
      .getByRole("button", { name: /^(Sign Up|Join) for Night Hike$/ })
      .first()
      .click();
    await scoutPage.getByRole("button", { name: "Waiting for a parent's OK for Night Hike" }).first().waitFor();

    // The parent approves; the scout sees Joined.
    await parentPage.reload();
    await parentPage.getByRole("button", { name: "Approve: Night Hike" }).click();
    await parentPage.getByRole("button", { name: "Withdraw place: Night Hike" }).waitFor();
    await scoutPage.reload();
    await scoutPage.getByRole("tab", { name: "Events" }).click();
    await scoutPage.getByRole("button", { name: "Joined Night Hike" }).first().waitFor();
    expect(event.id).toBeTruthy();
  });

  it("a scout signs up with the personal code from the roster card", async () => {
    const leader = await signupViaApi(journey.baseUrl, {
      email: "lead2@example.com",
      password: "leader-pass-1",
      firstName: "Lee",
      lastName: "Two",
      role: "leader",
      inviteCode: (
        await api<{ leaderInviteCode: string }>(
          journey.baseUrl,
          "GET",
          "/api/troop/configuration",
          undefined,
          (
            await signupOrLogin()
          ).token,
        )
      ).leaderInviteCode,
    });
    const kid = await api<{ id: string }>(journey.baseUrl, "POST", "/api/scouts", { name: "Bo Oak" }, leader.token);
    const leaderPage = (await journey.newPage({ authToken: leader.token })).page;
    await leaderPage.goto(`${journey.baseUrl}/scout-management`);
    await leaderPage.getByRole("button", { name: "Sign-up code for Bo Oak" }).click();
    const code = (await leaderPage.getByRole("dialog").getByTestId("invite-code").textContent())?.trim() ?? "";
    expect(code).toHaveLength(10);

    const page = (await journey.newPage({ width: 360, height: 740 })).page;
    await page.goto(`${journey.baseUrl}/login?invite=${code}`);
    expect(await page.getByLabel("Sign-up code").inputValue()).toBe(code);
    await page.getByText("Your leader gives you a code, or the troop code.").waitFor();
    await page.getByLabel("First Name").fill("Bo");
    await page.getByLabel("Last Name").fill("Oak");
    await page.getByLabel("Email").fill("bo.own@example.com");
    await page.getByLabel("Password", { exact: true }).fill("scout-pass-1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${journey.baseUrl}/`);
    const roster = await api<{ id: string; hasAccount: boolean }[]>(journey.baseUrl, "GET", "/api/scouts", undefined, leader.token);
    expect(roster.find((s) => s.id === kid.id)?.hasAccount).toBe(true);
  });
});

/** The first test's leader (the troop's first), signed in again for its troop configuration. */
async function signupOrLogin() {
  const res = await fetch(`${journey.baseUrl}/api/login-credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "leader@example.com", password: "leader-pass-1", role: "leader" }),
  });
  const body = (await res.json()) as { authToken: string };
  return { token: body.authToken };
}
