import type { Page } from "playwright-core";

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
  if (role === "leader") {
    await page.getByRole("combobox", { name: "Sign in as" }).click();
    await page.getByRole("option", { name: "Scout Leader" }).click();
  }
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
