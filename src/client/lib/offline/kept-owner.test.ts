import { describe, expect, it } from "vitest";
import { refusedOwner } from "./offline-use";

/** A change kept on the device is sent only by its account, in the troop it was made in (many-troops M2). */
describe("who may send a change kept on the device", () => {
  it("sends it as the account that made it, in the troop it was made in", () => {
    expect(refusedOwner("u1:t1", "u1:t1")).toBeNull();
  });

  it("refuses it in another troop of the same account, saying to switch back", () => {
    expect(refusedOwner("u1:t1", "u1:t2")).toBe("Made in another troop: switch to it to send it.");
  });

  it("refuses it as another account", () => {
    expect(refusedOwner("u1:t1", "u2:t1")).toBe("Made by another account on this device: sign in as them to send it.");
  });

  it("sends a change kept before troops were told apart (it names the account alone) in the account's troop", () => {
    expect(refusedOwner("u1", "u1:t1")).toBeNull();
    expect(refusedOwner("u1", "u2:t1")).not.toBeNull();
  });
});
