// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { badgesNotHeld, scoutsWithoutBadge } from "./award-rules";

const awards = [
  { scoutId: "s1", badgeId: "b1" },
  { scoutId: "s2", badgeId: "b1" },
  { scoutId: "s2", badgeId: "b2" },
];
const scouts = [{ id: "s1" }, { id: "s2" }, { id: "s3" }];
const badges = [{ id: "b1" }, { id: "b2" }, { id: "b3" }];

describe("bulk-award scout list", () => {
  it("excludes scouts already holding the chosen badge", () => {
    expect(scoutsWithoutBadge(scouts, awards, "b1").map((s) => s.id)).toEqual(["s3"]);
    expect(scoutsWithoutBadge(scouts, awards, "b2").map((s) => s.id)).toEqual(["s1", "s3"]);
    expect(scoutsWithoutBadge(scouts, awards, "b3").map((s) => s.id)).toEqual(["s1", "s2", "s3"]);
  });
});

describe("single award list", () => {
  it("offers only badges the scout does not hold", () => {
    expect(badgesNotHeld(badges, awards, "s2").map((b) => b.id)).toEqual(["b3"]);
    expect(badgesNotHeld(badges, awards, "s3").map((b) => b.id)).toEqual(["b1", "b2", "b3"]);
  });
});
