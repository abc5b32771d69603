import { beforeAll, describe, expect, it } from "vitest";
import { type ApiUser, api, leaderViaApi, signupViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { signInViaUi } from "./support/ui";

/**
 * Many troops on one deployment (many-troops M2–M4): a troop started from a phone, a leader of two
 * troops switching between them, and a parent with a child in each of two troops.
 */
const journey = setUpJourney(() => ({ env: { TROOP_SIGNUP: "open", DEPLOYMENT_NAME: "River District" } }));

type Troop = { id: string; slug: string; name: string };
let alpha: ApiUser;
let bravo: { leader: ApiUser; troop: Troop };

/** A troop started signed out through the API, with its founder (already welcomed). */
async function startTroopViaApi(baseUrl: string, troopName: string, slug: string, email: string) {
  const password = "founder-pass-1";
  const started = await api<{ authToken: string; troop: Troop }>(baseUrl, "POST", "/api/troops", {
    troopName,
    slug,
    firstName: "Bo",
    lastName: "Bravo",
    email,
    password,
  });
  await api(baseUrl, "POST", "/api/mark-not-new", undefined, started.authToken);
  return { leader: { token: started.authToken, email, password }, troop: started.troop };
}

/** A roster entry in the leader's troop and the parent invite code for it. */
async function childWithParentCode(baseUrl: string, leader: ApiUser, name: string) {
  const child = await api<{ id: string }>(baseUrl, "POST", "/api/scouts", { name, email: null }, leader.token);
  const { code } = await api<{ code: string }>(baseUrl, "POST", `/api/scouts/${child.id}/parent-invite`, undefined, leader.token);
  return code;
}

beforeAll(async () => {
  alpha = await leaderViaApi(journey.baseUrl, "alpha.leader@example.com");
  await api(journey.baseUrl, "PUT", "/api/troop/configuration", { troopName: "Alpha Troop" }, alpha.token);
  bravo = await startTroopViaApi(journey.baseUrl, "Bravo Troop", "bravo", "bravo.leader@example.com");
});

describe("many troops on one deployment", () => {
  it("starts a troop from a phone, from the deployment's page to the new troop's welcome", async () => {
    const { page, errors, context } = await journey.newPage({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("heading", { name: "River District", level: 1 }).waitFor();
    expect(await checkScreen(page, "deployment-page")).toEqual([]);
    await page.getByRole("link", { name: "Start a troop" }).click();
    await page.getByRole("heading", { name: "Start a troop" }).waitFor();
    await page.getByLabel("Troop name").fill("Charlie Troop");
    // The address follows the name until it is changed.
    expect(await page.getByLabel("Troop address").inputValue()).toBe("charlie-troop");
    await page.getByLabel("Troop address").fill("bravo");
    await page.getByLabel("First Name").fill("Cal");
    await page.getByLabel("Last Name").fill("Charlie");
    await page.getByLabel("Email").fill("cal@example.com");
    await page.getByLabel("Password").fill("charlie-pass-1");
    expect(await checkScreen(page, "start-a-troop")).toEqual([]);
    await page.getByRole("button", { name: "Start the troop" }).click();
    // Bravo has that address: said at the field, and nothing is lost.
    await page.getByText("This address is taken.").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("cal@example.com");
    await page.getByLabel("Troop address").fill("charlie");
    await page.getByRole("button", { name: "Start the troop" }).click();
    await page.getByRole("heading", { name: "Welcome to Scout Badges, Cal!" }).waitFor();
    const user = await page.evaluate(async () => {
      const res = await fetch("/api/auth/user", { headers: { Authorization: `Bearer ${localStorage.getItem("authToken")}` } });
      return res.json();
    });
    expect(user.troops).toEqual([{ id: user.currentTroopId, slug: "charlie", name: "Charlie Troop", role: "leader", leaderRole: "admin" }]);
    // The troop's own page, in its colours, with its sign-in.
    const visitor = await journey.newPage({ width: 360, height: 740 });
    await visitor.page.goto("/t/charlie");
    await visitor.page.getByText("Charlie Troop").first().waitFor();
    await visitor.page.getByRole("link", { name: "Sign In" }).first().click();
    await visitor.page.waitForURL(/\/t\/charlie\/login$/);
    await visitor.page.getByLabel("Email").waitFor();
    await visitor.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets a leader of two troops switch between them from the top bar, at 360 and 1280 px", async () => {
    const { leaderInviteCode } = await api<{ leaderInviteCode: string }>(
      journey.baseUrl,
      "GET",
      "/api/troop/configuration",
      undefined,
      bravo.leader.token,
    );
    await api(journey.baseUrl, "POST", "/api/memberships", { code: leaderInviteCode }, alpha.token);
    await api(journey.baseUrl, "POST", "/api/scouts", { name: "Bea Bravo", email: null }, bravo.leader.token);
    await api(journey.baseUrl, "POST", "/api/scouts", { name: "Abe Alpha", email: null }, alpha.token);

    for (const width of [360, 1280]) {
      const { page, errors, context } = await journey.newPage({ width, height: 800 });
      await signInViaUi(page, alpha.email, alpha.password, "leader");
      await page.getByRole("button", { name: "Switch troop" }).click();
      const troops = page.getByRole("list", { name: "Your troops" });
      await troops.waitFor();
      expect(await checkScreen(page, `troop-switcher-${width}`)).toEqual([]);
      const current = (await troops.locator("[aria-current=true]").textContent()) ?? "";
      const other = current.includes("Alpha") ? "Bravo Troop" : "Alpha Troop";
      await page.getByRole("button", { name: new RegExp(other) }).click();
      await page.getByRole("link", { name: `${other} home` }).waitFor();
      await page.goto("/scout-management");
      await page
        .getByText(other === "Bravo Troop" ? "Bea Bravo" : "Abe Alpha")
        .first()
        .waitFor();
      expect(await page.getByText(other === "Bravo Troop" ? "Abe Alpha" : "Bea Bravo").count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("gives a parent with a child in each of two troops both, each in its own troop", async () => {
    const alphaCode = await childWithParentCode(journey.baseUrl, alpha, "Ada Alpha");
    const bravoCode = await childWithParentCode(journey.baseUrl, bravo.leader, "Ben Bravo");
    const parent = await signupViaApi(journey.baseUrl, {
      email: "pat.parent@example.com",
      password: "parent-pass-1",
      firstName: "Pat",
      lastName: "Parent",
      role: "parent",
      inviteCode: alphaCode,
    });
    const { page, errors, context } = await journey.newPage({ width: 360, height: 800 });
    await signInViaUi(page, parent.email, parent.password, "leader");
    await page.getByText("Ada Alpha").first().waitFor();
    // With one troop there is nothing to switch: the second troop comes with its code.
    expect(await page.getByRole("button", { name: "Switch troop" }).count()).toBe(0);
    await api(journey.baseUrl, "POST", "/api/memberships", { code: bravoCode }, parent.token);
    await page.reload();
    await page.getByRole("button", { name: "Switch troop" }).click();
    await page.getByRole("button", { name: /Bravo Troop/ }).click();
    await page.getByText("Ben Bravo").first().waitFor();
    expect(await page.getByText("Ada Alpha").count()).toBe(0);
    // Joining a third troop with a wrong code is refused at the field.
    await page.getByRole("button", { name: "Switch troop" }).click();
    await page.getByRole("button", { name: "Join another troop" }).click();
    await page.getByLabel("Code", { exact: true }).fill("NOT-A-CODE");
    await page.getByRole("button", { name: "Join troop" }).click();
    await page.getByText("This code is not valid. Ask your leader for a new one.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets a signed-in leader start another troop from Troop Settings, on a phone", async () => {
    const founder = await startTroopViaApi(journey.baseUrl, "Delta Troop", "delta", "dee.delta@example.com");
    const { page, errors, context } = await journey.newPage({ width: 360, height: 800, authToken: founder.leader.token });
    await page.goto("/troop-settings");
    const card = page.getByRole("heading", { name: "Another troop" });
    await card.waitFor();
    await page.getByRole("link", { name: "Start a troop" }).click();
    await page.getByRole("heading", { name: "Start a troop" }).waitFor();
    // Signed in, the account comes along: only the troop's name and address are asked.
    expect(await page.getByLabel("Password").count()).toBe(0);
    expect(await checkScreen(page, "start-a-troop-signed-in")).toEqual([]);
    await page.getByLabel("Troop name").fill("Echo Troop");
    expect(await page.getByLabel("Troop address").inputValue()).toBe("echo-troop");
    await page.getByRole("button", { name: "Start the troop" }).click();
    // The session moves to the new troop, whose home opens afresh.
    await page.getByRole("button", { name: "Switch troop" }).waitFor();
    const user = await api<{ troops: Troop[]; currentTroopId: string }>(
      journey.baseUrl,
      "GET",
      "/api/auth/user",
      undefined,
      founder.leader.token,
    );
    expect(user.troops.map((t) => t.slug).sort()).toEqual(["delta", "echo-troop"]);
    expect(user.troops.find((t) => t.id === user.currentTroopId)?.slug).toBe("echo-troop");
    expect(errors).toEqual([]);
    await context.close();
  });
});
