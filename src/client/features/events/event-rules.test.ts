import { describe, expect, it } from "vitest";
import {
  calendarCells,
  dayKey,
  durationDaysText,
  durationHoursText,
  eventDays,
  happeningNow,
  participantsText,
  spotsLeft,
  spotsLeftText,
  thisMonthText,
} from "./event-rules";

describe("calendarCells", () => {
  it("has 42 days from the Sunday on or before the 1st", () => {
    const cells = calendarCells(new Date(2026, 10, 22)); // November 2026 starts on a Sunday
    expect(cells).toHaveLength(42);
    expect(dayKey(cells[0] as Date)).toBe("2026-11-01");
    expect(cells.every((d, i) => d.getDay() === i % 7)).toBe(true);
  });

  it("starts in the previous month when the 1st is not a Sunday", () => {
    const cells = calendarCells(new Date(2026, 0, 15)); // 1 January 2026 is a Thursday
    expect(dayKey(cells[0] as Date)).toBe("2025-12-28");
    expect(dayKey(cells[41] as Date)).toBe("2026-02-07");
  });
});

describe("eventDays", () => {
  it("covers every day of a multi-day event and the start day of a single one", () => {
    const days = eventDays([
      { startDate: new Date(2026, 5, 10, 9).toISOString(), endDate: new Date(2026, 5, 12, 17).toISOString() },
      { startDate: new Date(2026, 5, 20, 9).toISOString(), endDate: null },
    ]);
    expect([...days].sort()).toEqual(["2026-06-10", "2026-06-11", "2026-06-12", "2026-06-20"]);
  });
});

describe("spots", () => {
  it("is max minus current, or open with no maximum", () => {
    expect(spotsLeft({ maxParticipants: 20, currentParticipants: 5 })).toBe(15);
    expect(spotsLeft({ maxParticipants: null, currentParticipants: 5 })).toBeNull();
    expect(spotsLeft({ maxParticipants: 0, currentParticipants: 5 })).toBeNull();
    expect(spotsLeftText({ maxParticipants: 20, currentParticipants: 5 })).toBe("15 spots left");
    expect(spotsLeftText({ maxParticipants: 2, currentParticipants: 1 })).toBe("1 spot left");
    expect(spotsLeftText({ maxParticipants: null, currentParticipants: 0 })).toBe("Open spots");
  });

  it("shows 'unlimited' with no maximum", () => {
    expect(participantsText({ maxParticipants: null, currentParticipants: 3 })).toBe("3/unlimited");
    expect(participantsText({ maxParticipants: 10, currentParticipants: 3 })).toBe("3/10");
  });
});

describe("durations", () => {
  it("list cards in hours, '2 hours' without an end", () => {
    expect(durationHoursText({ startDate: "2026-06-10T09:00:00Z", endDate: null })).toBe("2 hours");
    expect(durationHoursText({ startDate: "2026-06-10T09:00:00Z", endDate: "2026-06-10T17:00:00Z" })).toBe("8 hours");
    expect(durationHoursText({ startDate: "2026-06-10T09:00:00Z", endDate: "2026-06-10T10:00:00Z" })).toBe("1 hour");
  });

  it("a weekend camp on a list card is '2 days', never '45 hours'", () => {
    expect(durationHoursText({ startDate: "2026-06-12T18:00:00Z", endDate: "2026-06-14T15:00:00Z" })).toBe("2 days");
    expect(durationHoursText({ startDate: "2026-06-12T09:00:00Z", endDate: "2026-06-13T09:00:00Z" })).toBe("1 day");
  });

  it("'exciting events this month' counts this month's events only, and says 'event' for one", () => {
    const now = new Date(2026, 10, 28, 12);
    const thisMonth = { startDate: new Date(2026, 10, 30, 9).toISOString() };
    const nextMonth = { startDate: new Date(2026, 11, 5, 9).toISOString() };
    expect(thisMonthText([nextMonth], now)).toBe("0 exciting events this month");
    expect(thisMonthText([thisMonth, nextMonth], now)).toBe("1 exciting event this month");
    expect(thisMonthText([thisMonth, thisMonth], now)).toBe("2 exciting events this month");
  });

  it("the featured card in days", () => {
    expect(durationDaysText({ startDate: "2026-06-10T09:00:00Z", endDate: null })).toBe("1 day");
    expect(durationDaysText({ startDate: "2026-06-10T09:00:00Z", endDate: "2026-06-10T17:00:00Z" })).toBe("1 day");
    expect(durationDaysText({ startDate: "2026-06-10T09:00:00Z", endDate: "2026-06-12T17:00:00Z" })).toBe("3 days");
  });
});

describe("happeningNow", () => {
  it("keeps events that have started and not yet ended: a camp under way, not one ahead or over", () => {
    const now = Date.parse("2026-06-13T12:00:00Z");
    const camp = { id: "camp", startDate: "2026-06-12T18:00:00Z", endDate: "2026-06-14T15:00:00Z" };
    const ahead = { id: "ahead", startDate: "2026-06-20T09:00:00Z", endDate: "2026-06-20T17:00:00Z" };
    const over = { id: "over", startDate: "2026-06-10T09:00:00Z", endDate: "2026-06-10T17:00:00Z" };
    const noEnd = { id: "no-end", startDate: "2026-06-13T09:00:00Z", endDate: null };
    expect(happeningNow([camp, ahead, over, noEnd], now).map((e) => e.id)).toEqual(["camp"]);
  });
});
