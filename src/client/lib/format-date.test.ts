import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth, formatMonthDay } from "./format-date";

describe("format-date", () => {
  const when = new Date(2026, 10, 23, 9, 5);
  it("formats in the browser's locale, one format for each kind of value", () => {
    const expectDate = new Intl.DateTimeFormat(navigator.language, { year: "numeric", month: "short", day: "numeric" }).format(when);
    expect(formatDate(when)).toBe(expectDate);
    expect(formatDate(when.toISOString())).toBe(expectDate);
    expect(formatDateTime(when)).toContain(String(when.getFullYear()));
    expect(formatMonth(when)).toBe(new Intl.DateTimeFormat(navigator.language, { year: "numeric", month: "long" }).format(when));
    expect(formatMonthDay(when).day).toBe("23");
  });
  it("formats in a given time zone (the troop's) when asked", () => {
    // 23:30 UTC is already the next day in Tokyo and still the same day in Los Angeles.
    const late = new Date("2026-03-09T23:30:00Z");
    expect(formatDate(late, "Asia/Tokyo")).toBe(
      new Intl.DateTimeFormat(navigator.language, { year: "numeric", month: "short", day: "numeric", timeZone: "Asia/Tokyo" }).format(late),
    );
    expect(formatDate(late, "Asia/Tokyo")).toContain("10");
    expect(formatDate(late, "America/Los_Angeles")).toContain("9");
    expect(formatDate(late, "Asia/Tokyo")).not.toBe(formatDate(late, "America/Los_Angeles"));
    expect(formatDateTime(late, "UTC")).toMatch(/11:30|23:30/);
  });
  it("gives nothing for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("")).toBe("");
  });
});
