import type { Page } from "playwright-core";
import { FIRST_VIEW_ROOT } from "../../../src/shared/constants";

/** Waits for a toast with the given title (and optional description) to show. */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.locator("[data-radix-toast-announce-exclude], li[role='status'], ol li").filter({ hasText: title });
  await region.first().waitFor({ state: "visible", timeout: 10_000 });
  if (description) await page.getByText(description, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** Signs in through the login screen (role "scout" or "leader"). */
export async function signInViaUi(page: Page, email: string, password: string, role: "scout" | "leader" = "scout") {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (role === "leader") await page.getByRole("combobox", { name: "Sign in as" }).selectOption({ label: "Scout Leader" });
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await signInSettled(page);
}

/**
 * Waits for a sign-in's outcome, as a person waits for it: the card's error toast, or the page the
 * sign-in opens working (a page load: its first view is drawn by the server and works once the app has
 * taken it over).
 */
export async function signInSettled(page: Page) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const settled = await page
      .evaluate(
        (attribute) =>
          window.location.pathname === "/login"
            ? document.querySelector("#sign-in-toasts li") !== null
            : document.readyState !== "loading" && !document.querySelector(`#root[${attribute}]`),
        FIRST_VIEW_ROOT,
      )
      .catch(() => false); // the page between two documents
    if (settled) return;
    if (Date.now() > deadline) throw new Error("The sign-in had no outcome within 15 s");
    await page.waitForTimeout(50);
  }
}
