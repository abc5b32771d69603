import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpLeader } from "../../tests/factories/users";
import { createTestApp } from "../../tests/setup/test-app";
import { outbox } from "./db/schema";
import { readEnv, SMTP_NEEDS_PUBLIC_ORIGIN } from "./env";

/** The reset link queued for `email` (the outbox keeps it until it is sent; no mail server here). */
async function queuedLink(t: Awaited<ReturnType<typeof createTestApp>>, email: string, headers: Record<string, string>) {
  const res = await t.as(null, { headers }).post("/api/password-reset/request", { email });
  expect(res.statusCode).toBe(202);
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, "password-reset"));
  const text = rows.at(-1)?.textBody ?? "";
  return /(\S+)\/reset-password\?token=/.exec(text)?.[1];
}

describe("links in messages", () => {
  it("point at this machine's localhost without PUBLIC_ORIGIN, whatever Host the request names", async () => {
    const t = await createTestApp({ port: 4123 });
    const leader = await signUpLeader(t.app);
    expect(await queuedLink(t, leader.email, { host: "evil.example" })).toBe("http://localhost:4123");
  });

  it("ignore X-Forwarded-Host even from a trusted proxy", async () => {
    const t = await createTestApp({ trustProxy: true });
    const leader = await signUpLeader(t.app);
    const link = await queuedLink(t, leader.email, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(link).toBe("http://localhost:3000");
  });

  it("point at PUBLIC_ORIGIN when it is set", async () => {
    const t = await createTestApp({ publicOrigin: "https://troop12.example.org", trustProxy: true });
    const leader = await signUpLeader(t.app);
    const link = await queuedLink(t, leader.email, { host: "evil.example", "x-forwarded-host": "evil.example" });
    expect(link).toBe("https://troop12.example.org");
  });

  it("a mail server without PUBLIC_ORIGIN is refused at start with the reason", () => {
    expect(() => readEnv({ SMTP_URL: "smtp://mail.example.org:587" })).toThrow(SMTP_NEEDS_PUBLIC_ORIGIN);
    expect(readEnv({ SMTP_URL: "smtp://mail.example.org:587", PUBLIC_ORIGIN: "https://troop12.example.org" }).SMTP_URL).toBe(
      "smtp://mail.example.org:587",
    );
    expect(readEnv({}).PUBLIC_ORIGIN).toBeUndefined();
  });
});
