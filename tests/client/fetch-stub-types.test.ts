import type { Patrol } from "@shared/api/patrols";
import { describe, expect, it } from "vitest";
import { stubFetch } from "./fetch-stub";

/**
 * A stub of a read follows the contract: `npm run typecheck` refuses the stale fixtures below (each
 * `@ts-expect-error` fails the typecheck the day its line compiles), and the current one passes.
 */
describe("stubbed reads are typed by the contracts", () => {
  it("takes a patrol list as the server sends it, and refuses a stale one at typecheck", () => {
    const hawks: Patrol = { id: "p1", name: "Hawks", color: "#aa3300", motto: null, scoutCount: 3 };
    const api = stubFetch().reply("GET /api/patrols", [hawks]);
    // @ts-expect-error a patrol without its colour and count is the shape of an earlier contract
    api.reply("GET /api/patrols", [{ id: "p1", name: "Hawks" }]);
    // @ts-expect-error the troop's settings are not a list
    api.reply("GET /api/troop/configuration", []);
    expect(api.requests).toEqual([]);
  });
});
