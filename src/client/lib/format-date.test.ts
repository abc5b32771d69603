import { afterEach, describe, expect, it } from "vitest";
import {
  displayTimeZone,
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthDay,
  formatTime,
  readTimeZoneFrom,
  setTroopTimeZone,
} from "./format-date";

// 03:30 UTC on Friday 27 November 2026: still Thursday the 26th in New York, Friday afternoon in Auckland.
const LATE = "2026-11-27T03:30:00.000Z";
const processZone = process.env.TZ;

afterEach(() => {
  setTroopTimeZone(undefined);
  readTimeZoneFrom(null);
  process.env.TZ = processZone;
});

describe("format-date: one style, in the troop's zone", () => {
  it("writes one English style for every kind of value", () => {
    setTroopTimeZone("America/New_York");
    expect(formatDate(LATE)).toBe("Nov 26, 2026");
    expect(formatDateTime(LATE)).toBe("Thu, Nov 26, 2026, 10:30 PM");
    expect(formatTime(LATE)).toBe("10:30 PM");
    expect(formatMonthDay(LATE)).toEqual({ month: "Nov", day: "26" });
    expect(formatDate(new Date(LATE))).toBe(formatDate(Date.parse(LATE)));
  });

  it("gives the same text whatever the zone and language of the machine drawing it (server or browser)", () => {
    setTroopTimeZone("America/New_York");
    const seen = new Set<string>();
    for (const zone of ["UTC", "Pacific/Auckland", "Asia/Tokyo", "America/Los_Angeles"]) {
      // Node reads TZ again when it changes: the machine's own zone, as a server or a browser has.
      process.env.TZ = zone;
      seen.add(`${formatDateTime(LATE)} | ${formatDate(LATE)}`);
    }
    expect([...seen]).toEqual(["Thu, Nov 26, 2026, 10:30 PM | Nov 26, 2026"]);
  });

  it("follows the troop's zone, not the day of the UTC instant", () => {
    setTroopTimeZone("Pacific/Auckland");
    expect(formatDateTime(LATE)).toBe("Fri, Nov 27, 2026, 4:30 PM");
    // A zone asked for explicitly wins (a report that names its own).
    expect(formatDate(LATE, "America/Los_Angeles")).toBe("Nov 26, 2026");
  });

  it("reads the zone of the page being drawn when the server says where it comes from", () => {
    setTroopTimeZone("Pacific/Auckland");
    let pageZone: string | undefined = "America/New_York";
    readTimeZoneFrom(() => pageZone);
    expect(displayTimeZone()).toBe("America/New_York");
    expect(formatDate(LATE)).toBe("Nov 26, 2026");
    pageZone = "Asia/Tokyo";
    expect(formatDate(LATE)).toBe("Nov 27, 2026");
  });

  it("names a calendar grid's month in the zone it was counted in (the browser's)", () => {
    process.env.TZ = "Pacific/Auckland";
    setTroopTimeZone("America/New_York");
    // Local midnight on 1 December in Auckland is still November in New York: the grid's month stays December.
    expect(formatMonth(new Date(2026, 11, 1))).toBe("December 2026");
  });

  it("gives nothing for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("")).toBe("");
  });
});
