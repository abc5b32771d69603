// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  ALL_EVENT_TYPES,
  deleteQuestion,
  eventTypeLabel,
  filterEventsByType,
  participantsLabel,
  WITHOUT_EVENT_TYPE,
} from "./event-admin-rules";

describe("participantsLabel", () => {
  it("shows current/maximum", () => {
    expect(participantsLabel({ currentParticipants: 3, maxParticipants: 10 })).toBe("3/10");
  });
  it("shows Unlimited when there is no maximum (null or 0)", () => {
    expect(participantsLabel({ currentParticipants: 2, maxParticipants: null })).toBe("2/Unlimited");
    expect(participantsLabel({ currentParticipants: 0, maxParticipants: 0 })).toBe("0/Unlimited");
  });
});

describe("filterEventsByType", () => {
  const events = [
    { id: "a", eventType: "camp" },
    { id: "b", eventType: null },
    { id: "c", eventType: "hike" },
    { id: "d", eventType: "camp" },
  ];
  const ids = (list: { id: string }[]) => list.map((e) => e.id);
  it("keeps every event for All types", () => {
    expect(ids(filterEventsByType(events, ALL_EVENT_TYPES))).toEqual(["a", "b", "c", "d"]);
  });
  it("keeps only the events of one type", () => {
    expect(ids(filterEventsByType(events, "camp"))).toEqual(["a", "d"]);
    expect(ids(filterEventsByType(events, "swim"))).toEqual([]);
  });
  it("keeps the events without a type for No type", () => {
    expect(ids(filterEventsByType(events, WITHOUT_EVENT_TYPE))).toEqual(["b"]);
  });
});

describe("eventTypeLabel", () => {
  const types = [{ key: "camp", label: "Weekend camp" }];
  it("reads a key as its label, an unknown key as itself, and no type as null", () => {
    expect(eventTypeLabel("camp", types)).toBe("Weekend camp");
    expect(eventTypeLabel("hike", types)).toBe("hike");
    expect(eventTypeLabel(null, types)).toBeNull();
  });
});

describe("deleteQuestion", () => {
  it("says how many are signed up and that they and their parents will be told", () => {
    expect(deleteQuestion({ currentParticipants: 3 }, true)).toBe(
      "3 people are signed up. They and their parents will be told it is cancelled.",
    );
    expect(deleteQuestion({ currentParticipants: 1 }, undefined)).toBe(
      "1 person is signed up. They and their parents will be told it is cancelled.",
    );
  });

  it("says nobody will be told while email notifications are off, and when nobody is signed up", () => {
    expect(deleteQuestion({ currentParticipants: 2 }, false)).toBe(
      "2 people are signed up. Email notifications are off, so they will not be told it is cancelled.",
    );
    expect(deleteQuestion({ currentParticipants: 0 }, true)).toBe("Are you sure you want to delete this event? Nobody is signed up.");
  });

  it("counts those on the waiting list too", () => {
    expect(deleteQuestion({ currentParticipants: 10, waitlistCount: 2 }, true)).toBe(
      "10 people are signed up and 2 are on the waiting list. They and their parents will be told it is cancelled.",
    );
    expect(deleteQuestion({ currentParticipants: 0, waitlistCount: 1 }, true)).toBe(
      "0 people are signed up and 1 is on the waiting list. They and their parents will be told it is cancelled.",
    );
  });
});
