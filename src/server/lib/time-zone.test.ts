import { describe, expect, it } from "vitest";
import { isIanaTimeZone } from "../../shared/time-zone";
import { formatInZone, nextWeekly } from "./time-zone";

const MONDAY = 1;
const SATURDAY = 6;

describe("nextWeekly", () => {
  it("puts Monday 07:00 in Europe/London at 07:00 UTC in winter and 06:00 UTC after the clocks go forward", () => {
    // British Summer Time starts on Sunday 29 March 2026.
    expect(nextWeekly(new Date("2026-03-20T12:00:00Z"), "Europe/London", MONDAY, 7).toISOString()).toBe("2026-03-23T07:00:00.000Z");
    expect(nextWeekly(new Date("2026-03-23T07:00:00Z"), "Europe/London", MONDAY, 7).toISOString()).toBe("2026-03-30T06:00:00.000Z");
    // And back on Sunday 25 October 2026.
    expect(nextWeekly(new Date("2026-10-19T06:00:00Z"), "Europe/London", MONDAY, 7).toISOString()).toBe("2026-10-26T07:00:00.000Z");
  });

  it("puts Monday 07:00 in America/Los_Angeles at 15:00 UTC before and 14:00 UTC after daylight saving starts", () => {
    // Daylight saving starts on Sunday 8 March 2026 in the United States.
    expect(nextWeekly(new Date("2026-02-28T00:00:00Z"), "America/Los_Angeles", MONDAY, 7).toISOString()).toBe("2026-03-02T15:00:00.000Z");
    expect(nextWeekly(new Date("2026-03-02T15:00:00Z"), "America/Los_Angeles", MONDAY, 7).toISOString()).toBe("2026-03-09T14:00:00.000Z");
    // Monday morning in London is still Sunday night in Los Angeles: the slot is the next morning there.
    expect(nextWeekly(new Date("2026-03-09T07:30:00Z"), "America/Los_Angeles", MONDAY, 7).toISOString()).toBe("2026-03-09T14:00:00.000Z");
  });

  it("is strictly after the given moment, on the wall clock's weekday", () => {
    expect(nextWeekly(new Date("2026-03-23T06:59:59Z"), "Europe/London", MONDAY, 7).toISOString()).toBe("2026-03-23T07:00:00.000Z");
    // Saturday 09:00 in Tokyo is Saturday 00:00 UTC.
    expect(nextWeekly(new Date("2026-03-23T00:00:00Z"), "Asia/Tokyo", SATURDAY, 9).toISOString()).toBe("2026-03-28T00:00:00.000Z");
  });

  it("formats message dates on the troop's wall clock", () => {
    expect(formatInZone(new Date("2026-07-04T16:30:00Z"), "America/Los_Angeles")).toBe("Saturday, July 4 at 9:30 AM");
    expect(formatInZone(new Date("2026-07-04T16:30:00Z"), "Europe/London")).toBe("Saturday, July 4 at 5:30 PM");
  });
});

describe("isIanaTimeZone", () => {
  it("accepts IANA names and refuses offsets, abbreviations of nothing and junk", () => {
    for (const zone of ["Europe/London", "America/Los_Angeles", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+5"]) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["+01:00", "Mars/Olympus", "", "Europe/London; drop table", "not a zone"]) {
      expect(isIanaTimeZone(zone), zone).toBe(false);
    }
  });
});
