import { describe, expect, it } from "vitest";
import { signUpLeader } from "../../../tests/factories/users";
import { BUILT_INDEX, createClientDir, createTestApp } from "../../../tests/setup/test-app";
import { SESSION_COOKIE } from "../auth/session-cookie";

/** The name of the tab the served page draws as chosen. */
function chosenTab(html: string): string | undefined {
  const trigger = /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([\s\S]*?)<\/button>/.exec(html)?.[1] ?? "";
  return trigger.replace(/<[^>]+>/g, "").trim() || undefined;
}

describe("a page's tab in its address, drawn by the server", async () => {
  const { app, as } = await createTestApp({ clientDir: createClientDir(BUILT_INDEX) });
  const leader = await signUpLeader(app, { firstName: "Lee" });
  const visit = (url: string) => as(null, { cookies: { [SESSION_COOKIE]: leader.token } }).get(url);
  // The first page drawn loads the renderer and the client's pages: once, before the tests time anything.
  await visit("/admin");

  it("draws the tab the address names, as the app will after a reload", async () => {
    expect(chosenTab((await visit("/admin?tab=events")).body)).toBe("Events");
    expect(chosenTab((await visit("/scout-management?tab=attendance")).body)).toBe("Attendance Tracking");
    expect(chosenTab((await visit("/scout-management?tab=present")).body)).toBe("Badges to present");
  });

  it("draws the first tab without one, or for a tab the page does not have", async () => {
    expect(chosenTab((await visit("/admin")).body)).toBe("Badges");
    expect(chosenTab((await visit("/admin?tab=nope")).body)).toBe("Badges");
    expect(chosenTab((await visit("/scout-management")).body)).toBe("Scout Management");
  });
});
