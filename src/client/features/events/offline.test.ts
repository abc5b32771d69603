import { afterEach, describe, expect, it } from "vitest";
import { actionFor, registerOfflineActions } from "@/lib/offline/actions";
import { queryClient } from "@/lib/query-client";
import { familyOffline } from "../family/offline";
import { eventsOffline } from "./offline";

registerOfflineActions([...eventsOffline, ...familyOffline]);
afterEach(() => queryClient.clear());

const CAMP = { id: "e1", title: "Summer Camp" };

describe("answers to events kept offline", () => {
  it("count a yes as a place until the server answers, and tell of a waiting list it gave instead", () => {
    queryClient.setQueryData(["/api/events"], [CAMP]);
    const own = actionFor("PUT", "/api/events/e1/reply", { answer: "yes" });
    expect(own?.change.describe()).toBe("Your answer to Summer Camp");
    expect(own?.change.apply()).toEqual({ status: "joined", position: null });
    expect(own?.change.told({ status: "waitlisted", position: 2 })).toBe(
      "Summer Camp filled up while you were offline: you are number 2 on the waiting list.",
    );
    expect(own?.change.told({ status: "joined", position: null })).toBeNull();
    // An answer that is not the contract's (not yes or no) is never kept.
    expect(actionFor("PUT", "/api/events/e1/reply", { answer: "maybe" })).toBeNull();

    const child = actionFor("PUT", "/api/parent/children/s1/events/e1/reply", { answer: "no", note: "Away" });
    expect(child?.change.describe()).toBe("Answer for your child to Summer Camp");
    expect(child?.change.apply()).toEqual({ status: "declined", position: null });
  });

  it("take a scout's request off the leaders' list at once when a leader answers it", () => {
    const request = { participantId: "p1", eventId: "e1", eventTitle: "Summer Camp", scoutName: "Ada Otter" };
    queryClient.setQueryData(["/api/events", "pending-requests"], [request, { ...request, participantId: "p2" }]);
    const decline = actionFor("POST", "/api/events/e1/participants/p1/decline", undefined);
    expect(decline?.change.describe()).toBe("Request declined for Ada Otter at Summer Camp");
    decline?.change.apply();
    expect(queryClient.getQueryData<{ participantId: string }[]>(["/api/events", "pending-requests"])?.map((r) => r.participantId)).toEqual(
      ["p2"],
    );
  });
});
