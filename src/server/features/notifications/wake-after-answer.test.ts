import { describe, expect, it, vi } from "vitest";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";

/** A change that queues a message wakes the worker once, after its answer; nothing else wakes it. */
describe("the worker is woken after a change that queued", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app);
  await signUpScout(app, leader);
  const wake = vi.spyOn(app.notifier, "wake");

  it("wakes once for a message sent, never for a read or a change that queued nothing", async () => {
    wake.mockClear();
    expect((await as(leader).get("/api/badges")).statusCode).toBe(200);
    const badge = await as(leader).post("/api/badges", {
      name: "Knots",
      description: "Tie them.",
      category: "skills",
      imageUrl: "/badges/hiker.svg",
      requirements: ["Reef knot"],
    });
    expect(badge.statusCode).toBe(201);
    expect(wake).not.toHaveBeenCalled();

    const sent = await as(leader).post("/api/messages", { subject: "Camp", body: "Bring boots.", audience: { kind: "troop" } });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1));
  });
});
