import { describe, expect, it } from "vitest";
import { toPresentCsv } from "./to-present-csv";

describe("toPresentCsv", () => {
  it("writes one row per badge owed, escaping commas, quotes and formula-like names", () => {
    const csv = toPresentCsv([
      {
        scout: { id: "s1", name: "Ada, Pine" },
        awards: [
          {
            id: "a1",
            badge: { id: "b1", name: 'The "Knots" badge', imageUrl: "/k.svg" },
            earnedDate: "2026-11-02T10:00:00.000Z",
            awardedBy: null,
          },
          {
            id: "a2",
            badge: { id: "b2", name: "=HYPERLINK()", imageUrl: "/f.svg" },
            earnedDate: "2026-11-03T10:00:00.000Z",
            awardedBy: null,
          },
        ],
      },
      {
        scout: { id: "s2", name: "Bo" },
        awards: [
          { id: "a3", badge: { id: "b1", name: "Fire", imageUrl: "/k.svg" }, earnedDate: "2026-11-04T10:00:00.000Z", awardedBy: null },
        ],
      },
    ]);
    expect(csv).toBe(
      'Scout,Badge,Earned on\r\n"Ada, Pine","The ""Knots"" badge",2026-11-02\r\n"Ada, Pine",\'=HYPERLINK(),2026-11-03\r\nBo,Fire,2026-11-04\r\n',
    );
  });
});
