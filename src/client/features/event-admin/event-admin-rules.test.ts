// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { participantsLabel } from "./event-admin-rules";

describe("participantsLabel", () => {
  it("shows current/maximum", () => {
    expect(participantsLabel({ currentParticipants: 3, maxParticipants: 10 })).toBe("3/10");
  });
  it("shows Unlimited when there is no maximum (null or 0)", () => {
    expect(participantsLabel({ currentParticipants: 2, maxParticipants: null })).toBe("2/Unlimited");
    expect(participantsLabel({ currentParticipants: 0, maxParticipants: 0 })).toBe("0/Unlimited");
  });
});
