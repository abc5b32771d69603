import { describe, expect, it } from "vitest";
import {
  type EventFormValues,
  endTimeEnabled,
  endTimeForStart,
  fromIso,
  parseBadgeOpportunities,
  parseMaxParticipants,
  startTimeAfterDateChange,
  toEventRequest,
  toIso,
  validateEventForm,
} from "./event-form-rules";

const empty: EventFormValues = {
  title: "",
  description: "",
  imageUrl: "",
  startDate: "",
  startTime: "09:00",
  endDate: "",
  endTime: "",
  location: "",
  tags: "",
  badgeOpportunities: "",
  maxParticipants: "",
  isFeatured: false,
};

describe("event form rules (spec §5)", () => {
  it("requires title, description, start date, location and image URL", () => {
    expect(Object.keys(validateEventForm(empty)).sort()).toEqual(["description", "imageUrl", "location", "startDate", "title"]);
    expect(
      validateEventForm({ ...empty, title: "Hike", description: "d", startDate: "2026-06-10", location: "Hill", imageUrl: "/x.svg" }),
    ).toEqual({});
    expect(validateEventForm({ ...empty, title: "   " }).title).toBe("Title is required.");
  });

  it("splits badge opportunities on commas, trimmed, empties dropped", () => {
    expect(parseBadgeOpportunities(" Hiker , ,Navigator,, First Aid ")).toEqual(["Hiker", "Navigator", "First Aid"]);
    expect(parseBadgeOpportunities("")).toEqual([]);
  });

  it("reads maximum participants as an integer, non-numeric as 0", () => {
    expect(parseMaxParticipants("25")).toBe(25);
    expect(parseMaxParticipants("12.7")).toBe(12);
    expect(parseMaxParticipants("lots")).toBe(0);
    expect(parseMaxParticipants("")).toBe(0);
  });

  it("keeps the time of day when the start date changes, 09:00 by default", () => {
    expect(startTimeAfterDateChange("14:30")).toBe("14:30");
    expect(startTimeAfterDateChange("")).toBe("09:00");
    expect(startTimeAfterDateChange(undefined)).toBe("09:00");
  });

  it("sets the end time to start + 8 hours, or 17:00 without a start", () => {
    expect(endTimeForStart("2026-06-10", "09:00")).toBe("17:00");
    expect(endTimeForStart("2026-06-10", "10:15")).toBe("18:15");
    expect(endTimeForStart("2026-06-10", "20:00")).toBe("04:00");
    expect(endTimeForStart("", "09:00")).toBe("17:00");
    expect(endTimeForStart(null, null)).toBe("17:00");
  });

  it("enables the end time only with an end date", () => {
    expect(endTimeEnabled("")).toBe(false);
    expect(endTimeEnabled("2026-06-11")).toBe(true);
  });

  it("round-trips local date and time through ISO", () => {
    const iso = toIso("2026-06-10", "09:30");
    expect(iso).not.toBeNull();
    expect(fromIso(iso)).toEqual({ date: "2026-06-10", time: "09:30" });
    expect(toIso("", "09:00")).toBeNull();
  });

  it("builds the request body", () => {
    const body = toEventRequest({
      ...empty,
      title: " Hike ",
      description: "Up the hill",
      imageUrl: "/badges/hiker.svg",
      startDate: "2026-06-10",
      location: "Hill",
      badgeOpportunities: "Hiker, Navigator",
      maxParticipants: "abc",
    });
    expect(body).toMatchObject({
      title: "Hike",
      badgeOpportunities: ["Hiker", "Navigator"],
      maxParticipants: 0,
      endDate: null,
      isFeatured: false,
    });
    expect(fromIso(body.startDate)).toEqual({ date: "2026-06-10", time: "09:00" });
  });
});
