import { describe, expect, it } from "vitest";
import { formErrors } from "@/lib/request-form";
import {
  type EventFormValues,
  endKeepingLength,
  endTimeEnabled,
  endTimeForStart,
  eventForm,
  fromIso,
  parseBadgeOpportunities,
  startTimeAfterDateChange,
  toEventRequest,
  toIso,
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
  eventType: "",
  tags: "",
  badgeOpportunities: "",
  maxParticipants: "",
  isFeatured: false,
  waitlist: true,
  consentRequired: false,
  consentText: "",
  kitList: "",
  cost: "",
};

describe("event form rules", () => {
  it("requires title, description, start date, location and image URL", () => {
    expect(Object.keys(formErrors(eventForm, empty)).sort()).toEqual(["description", "imageUrl", "location", "startDate", "title"]);
    expect(
      formErrors(eventForm, { ...empty, title: "Hike", description: "d", startDate: "2026-06-10", location: "Hill", imageUrl: "/x.svg" }),
    ).toEqual({});
    expect(formErrors(eventForm, { ...empty, title: "   " }).title).toBe("Title is required.");
  });

  it("splits badge opportunities on commas, trimmed, empties dropped", () => {
    expect(parseBadgeOpportunities(" Hiker , ,Navigator,, First Aid ")).toEqual(["Hiker", "Navigator", "First Aid"]);
    expect(parseBadgeOpportunities("")).toEqual([]);
  });

  it("reads maximum participants as typed: blank is 0 (unlimited), anything not a whole number in range gets a field message", () => {
    const valid = { ...empty, title: "Hike", description: "d", startDate: "2026-06-10", location: "Hill", imageUrl: "/x.svg" };
    expect(toEventRequest({ ...valid, maxParticipants: " 25 " }).maxParticipants).toBe(25);
    expect(toEventRequest({ ...valid, maxParticipants: "" }).maxParticipants).toBe(0);
    expect(formErrors(eventForm, { ...valid, maxParticipants: "ten" })).toEqual({
      maxParticipants: "Maximum participants must be a number.",
    });
    expect(formErrors(eventForm, { ...valid, maxParticipants: "2.5" })).toEqual({
      maxParticipants: "Maximum participants must be a whole number.",
    });
    for (const outside of ["-5", "20000"]) {
      expect(formErrors(eventForm, { ...valid, maxParticipants: outside })).toEqual({
        maxParticipants: "Maximum participants must be between 0 and 10000.",
      });
    }
    expect(formErrors(eventForm, { ...valid, title: "x".repeat(200), imageUrl: "javascript:alert(1)" })).toEqual({
      title: "Title must be at most 150 characters.",
      imageUrl: "Image URL must start with http://, https:// or /.",
    });
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

  it("moves an end with its start, so the event keeps its length", () => {
    const camp = { date: "2026-06-12", time: "18:00" };
    const end = { date: "2026-06-14", time: "15:00" };
    expect(endKeepingLength(camp, { date: "2026-06-13", time: "18:00" }, end)).toEqual({ date: "2026-06-15", time: "15:00" });
    expect(endKeepingLength(camp, { date: "2026-06-12", time: "20:30" }, end)).toEqual({ date: "2026-06-14", time: "17:30" });
    // No end, an unreadable start, or no move: the end is left alone.
    expect(endKeepingLength(camp, { date: "2026-06-13", time: "18:00" }, { date: "", time: "" })).toBeNull();
    expect(endKeepingLength({ date: "", time: "" }, camp, end)).toBeNull();
    expect(endKeepingLength(camp, camp, end)).toBeNull();
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
      maxParticipants: "",
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

  it("sends the chosen event type by key, and none as null", () => {
    const valid = { ...empty, title: "Hike", description: "d", startDate: "2026-06-10", location: "Hill", imageUrl: "/x.svg" };
    expect(toEventRequest({ ...valid, eventType: "camp" }).eventType).toBe("camp");
    expect(toEventRequest(valid).eventType).toBeNull();
    expect(formErrors(eventForm, { ...valid, eventType: "camp" })).toEqual({});
    // The shared schema's own limit lands on the field (the select never offers such a key).
    expect(formErrors(eventForm, { ...valid, eventType: "k".repeat(31) })).toEqual({ eventType: "Pick one of the troop's event types." });
  });

  it("sends the waiting list, consent, kit list one item per line and the cost in cents", () => {
    const valid = { ...empty, title: "Camp", description: "d", startDate: "2026-06-10", location: "Hill", imageUrl: "/x.svg" };
    const body = toEventRequest({
      ...valid,
      waitlist: false,
      consentRequired: true,
      consentText: " I agree. ",
      kitList: "Sleeping bag\n\n  Torch \n",
      cost: "12.50",
    });
    expect(body).toMatchObject({
      waitlist: false,
      consentRequired: true,
      consentText: "I agree.",
      kitList: ["Sleeping bag", "Torch"],
      cost: 1250,
    });
    expect(toEventRequest({ ...valid, cost: "" }).cost).toBe(0);
    expect(toEventRequest({ ...valid, cost: "7,5" }).cost).toBe(750);
    expect(toEventRequest({ ...valid, cost: "500" }, "JPY").cost).toBe(500);
    expect(formErrors(eventForm, { ...valid, cost: "ten" })).toEqual({
      cost: "Cost must be an amount like 12.50 (leave it empty when free).",
    });
    expect(formErrors(eventForm, { ...valid, cost: "-5" })).toEqual({
      cost: "Cost must be an amount like 12.50 (leave it empty when free).",
    });
    expect(formErrors(eventForm, { ...valid, consentRequired: true })).toEqual({
      consentText: "Consent text is required when consent is required.",
    });
    expect(formErrors(eventForm, { ...valid, kitList: "x".repeat(101) })).toEqual({ kitList: expect.any(String) });
  });
});
