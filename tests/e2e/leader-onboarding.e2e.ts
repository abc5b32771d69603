import { describe, expect, it } from "vitest";
import { appTookOver } from "./support/browser";
import { compressedJsBytes } from "./support/bundle";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

describe("landing → first leader signs up → onboarding → Set Up Group", () => {
  it("sends the landing page rendered, with no more JavaScript than the first script (at most 4 KB)", async () => {
    const { page, context } = await journey.newPage();
    const { total, files, prefetched } = await compressedJsBytes(page, "/");
    console.log(`landing page JS: ${(total / 1024).toFixed(1)} KB brotli in ${Object.keys(files).length} files`);
    // The server renders the landing page (src/server/pages/landing-page.ts); the first script only starts
    // the app when a session token is stored, so neither React nor the app's root runs here.
    expect(total).toBeLessThanOrEqual(4 * 1024);
    // The first script and what it shares with the app (the session token, the idle helper), nothing else.
    expect(
      Object.keys(files)
        .map((file) => file.replace(/-[\w-]{8}\.js$/, ""))
        .sort(),
    ).toEqual(["/assets/first-script", "/assets/index"]);
    // They are fetched at idle priority once the page has loaded instead, ready for the page after sign-in.
    expect(prefetched.some((file) => /\/assets\/react-.*\.js$/.test(file))).toBe(true);
    expect(await page.getByRole("heading", { name: "Scout Badges", level: 1 }).isVisible()).toBe(true);
    await context.close();
  });

  it("can be used with the keyboard alone, with a visible focus ring", async () => {
    const { page, context } = await journey.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Scout Badges", level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { text: el.textContent, ring: style.boxShadow !== "none" || style.outlineStyle !== "none" };
    });
    expect(focused).toEqual({ text: "Sign In", ring: true });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/login");
    // The sign-in page is drawn by the server; its form works once the card's own script runs.
    await appTookOver(page);
    // Email → Password → Forgot password? → role → Sign In, all by keyboard.
    await page.getByLabel("Email").focus();
    await page.keyboard.type("nobody@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("whatever-1");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Forgot password?");
    await page.keyboard.press("Tab");
    // The browser's own choice: the arrow keys change it where it stands.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("sign-in-role");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.textContent))
      .toBe("Scout Leader");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Sign In");
    await page.keyboard.press("Enter");
    await expectToast(page, "Error", "Invalid credentials");
    await context.close();
  });

  it("walks through the public screens and onboarding", async () => {
    const { page, errors, context } = await journey.newPage();

    await page.goto("/");
    await page.getByRole("heading", { name: "Scout Badges", level: 1 }).waitFor();
    await expect(page.getByText("Badge Collection")).toBeTruthy();
    for (const tag of ["Outdoor Skills", "Community Service", "Leadership", "Events and Activities", "Leader Dashboard"]) {
      expect(await page.getByText(tag, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await checkScreen(page, "landing")).toEqual([]);

    // Every Sign In button goes to /login.
    await page.getByRole("link", { name: "Sign In" }).first().click();
    await page.waitForURL("**/login");
    await appTookOver(page);
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(await page.getByLabel("Email").getAttribute("type")).toBe("text");
    expect(
      await page.locator("form", { has: page.getByRole("button", { name: "Sign In", exact: true }) }).getAttribute("novalidate"),
    ).not.toBeNull();
    expect(await checkScreen(page, "login")).toEqual([]);

    // Unknown path: the router's 404 page.
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
    expect(await checkScreen(page, "not-found")).toEqual([]);

    // Wrong credentials: the server's message in an Error toast.
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("whatever");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast(page, "Error", "Invalid credentials");

    // Sign up as the first leader.
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByRole("button", { name: "Create Account" }).waitFor();
    await page.getByLabel("First Name").fill("Lena");
    await page.getByLabel("Last Name").fill("Leader");
    await page.getByLabel("Email").fill("lena@example.com");
    await page.getByLabel("Password", { exact: true }).fill("leader-pass-1");
    await page.getByLabel("Sign-up code").waitFor();
    await page.getByRole("combobox", { name: "I am a" }).selectOption({ label: "Scout Leader/Parent" });
    await page.getByLabel("Invite code").waitFor();
    expect(await checkScreen(page, "signup-leader")).toEqual([]);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Account created!", "Your account has been created and you are now logged in.");

    await page.getByRole("heading", { name: "Welcome to Scout Badges, Lena!" }).waitFor();
    await page.getByText("Manage your scout group, track progress, and help scouts achieve their goals.").waitFor();
    await page.getByText("Set up your group and start tracking scout achievements today!").waitFor();
    for (const name of ["Add Scouts", "Create Events", "Badge Admin"]) await page.getByRole("button", { name }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();
    expect(await checkScreen(page, "onboarding-leader")).toEqual([]);

    await page.getByRole("button", { name: "Set Up Group" }).click();
    // Setting the group up happens in Troop Settings; the leader is no longer new, so home is the dashboard.
    await page.waitForURL(/\/troop-settings$/);
    await page.getByRole("heading", { name: "Troop Settings", level: 1 }).waitFor();
    await page.goto("/");
    await page.getByRole("link", { name: "Leader dashboard" }).waitFor();
    expect(await page.getByRole("heading", { name: /Welcome to Scout Badges/ }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
