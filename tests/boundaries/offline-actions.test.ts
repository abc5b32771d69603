import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OFFLINE_ACTIONS } from "../../src/client/app/offline-actions";
import { actionFor, registerOfflineActions } from "../../src/client/lib/offline/actions";
import { registeredRoutes } from "../setup/registered-routes";

const root = join(import.meta.dirname, "../..");
const shape = (path: string) => path.replace(/:[^/]+/g, ":param");

describe("the changes that may be made offline", () => {
  it("are each a route the server has, with the same method", () => {
    const server = new Set(registeredRoutes().map((r) => `${r.method} ${shape(r.url)}`));
    const offline = OFFLINE_ACTIONS.flatMap((action) => action.methods.map((method) => `${method} ${shape(action.route)}`));
    expect(offline.filter((route) => !server.has(route))).toEqual([]);
  });

  it("come from every feature that has an offline.ts, through the one list", () => {
    const features = readdirSync(join(root, "src/client/features")).filter((name) =>
      readdirSync(join(root, "src/client/features", name)).includes("offline.ts"),
    );
    const list = readFileSync(join(root, "src/client/app/offline-actions.ts"), "utf8");
    expect(features.filter((name) => !list.includes(`@/features/${name}/offline"`))).toEqual([]);
    expect(features.length).toBeGreaterThan(0);
  });

  it("read a request's body with its contract: a body the contract refuses is never kept, only sent", () => {
    registerOfflineActions(OFFLINE_ACTIONS);
    const scoutId = "4b7d0c43-7f4a-4e4f-9a1d-1f8f3b9e2a10";
    const eventId = "9c1f3a52-5d2e-4f0b-8c7a-2e6d4b1a9f33";
    const kept = actionFor("POST", "/api/attendance", { scoutId, eventId, status: "present" });
    expect(kept?.change.describe()).toBe("Attendance for a scout at an event");
    expect(actionFor("POST", "/api/attendance", { scoutId, status: "somewhere" })).toBeNull();
    expect(actionFor("GET", "/api/attendance", undefined)).toBeNull();
    // The route's parts are read by name.
    const signOff = actionFor("DELETE", `/api/scouts/${scoutId}/badges/b1/requirements/2/sign-off`, undefined);
    expect(signOff?.change.describe()).toBe("Sign-off taken back of requirement 3 of a badge for a scout");
    expect(actionFor("POST", `/api/events/${eventId}/participants/p1/approve?x=1`, undefined)?.change.describe()).toBe(
      "Request approved for a scout at an event",
    );
  });
});
