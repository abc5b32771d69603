import { describe, expect, it } from "vitest";
import { startTroopSignedOut } from "../../../tests/factories/troops";
import { signUpLeader } from "../../../tests/factories/users";
import { createTestApp } from "../../../tests/setup/test-app";
import { SESSION_COOKIE } from "../auth/session-cookie";
import { shortName } from "./web-app-manifest";

describe("the web app manifest", async () => {
  const { app, as } = await createTestApp();

  it("is drawn from the troop's branding: name, short name, colour, and icons phones ask for", async () => {
    const leader = await signUpLeader(app);
    const saved = await as(leader).put("/api/troop/configuration", { troopName: "Riverside Scout Troop", primaryColor: "#0f766e" });
    expect(saved.statusCode).toBe(200);

    const res = await as(null).get("/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: "Riverside Scout Troop",
      short_name: "Riverside",
      start_url: "/",
      display: "standalone",
      theme_color: "#0f766e",
    });
    expect(manifest.icons).toEqual([
      expect.objectContaining({ src: "/icons/icon-192.png", sizes: "192x192", purpose: "any" }),
      expect.objectContaining({ src: "/icons/icon-512.png", sizes: "512x512", purpose: "any" }),
      expect.objectContaining({ src: "/icons/icon-maskable-512.png", sizes: "512x512", purpose: "maskable" }),
    ]);
  });

  it("allows the service worker and the manifest in the page's policy", async () => {
    const res = await as(null).get("/manifest.webmanifest");
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it("shortens a long name to whole words that fit under an icon", () => {
    expect(shortName("Scouts")).toBe("Scouts");
    expect(shortName("Riverside Scout Troop")).toBe("Riverside");
    expect(shortName("Supercalifragilistic Troop")).toBe("Supercalifra");
  });
});

describe("the web app manifest of each troop (many-troops M4)", async () => {
  const { app, as } = await createTestApp({ troopSignup: { mode: "open" } });
  await signUpLeader(app);

  it("is the session's current troop's, and the deployment's first troop's signed out", async () => {
    const started = await startTroopSignedOut(app, { troopName: "Bravo Lakeside Troop", slug: "bravo" }, "bo@bravo.example.com");
    const token = started.json().authToken as string;
    const signedIn = await as(null, { cookies: { [SESSION_COOKIE]: token } }).get("/manifest.webmanifest");
    expect(signedIn.json()).toMatchObject({ name: "Bravo Lakeside Troop", short_name: "Bravo" });
    expect(signedIn.headers.vary).toBe("Cookie");
    expect((await as(null).get("/manifest.webmanifest")).json().name).toBe("My Scout Troop");
    expect((await as(null, { cookies: { [SESSION_COOKIE]: "not-a-session" } }).get("/manifest.webmanifest")).json().name).toBe(
      "My Scout Troop",
    );
  });
});
