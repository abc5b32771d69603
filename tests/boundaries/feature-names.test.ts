import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const contracts = (path: string) =>
  readdirSync(join(root, path))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => name.replace(/\.ts$/, ""));

type Side = "server" | "shared" | "client";
const SIDES: Record<Side, string[]> = {
  server: folders("src/server/features"),
  shared: contracts("src/shared/api"),
  client: folders("src/client/features"),
};

/**
 * The concerns that are not on all three sides, with the sides they are on and why. Every other name
 * is a server feature, a shared contract and a client feature under that one name. A folder made on
 * one side under another name than the others use fails here until it is renamed or listed.
 */
const ONE_SIDED: Record<string, { sides: Side[]; why: string }> = {
  health: { sides: ["server"], why: "the load balancer's check: no screen, no body" },
  unsubscribe: { sides: ["server"], why: "a page the server draws from an email's link" },
  "password-reset": {
    sides: ["server", "shared"],
    why: "its screens are sign-in's (auth): the forgotten-password link and the reset page",
  },
  common: { sides: ["shared"], why: "field rules every contract uses" },
  contacts: { sides: ["shared"], why: "a family's contacts, used by the scouts and family contracts" },
  "event-logistics": { sides: ["shared"], why: "the events contract's camp part: replies, consent, kit, helpers, the camp sheet" },
  landing: { sides: ["client"], why: "the signed-out home, drawn from public-troop's reads" },
  "leader-dashboard": { sides: ["client"], why: "a page of other features' reads" },
  onboarding: { sides: ["client"], why: "a leader's first steps, kept in the account's own flags" },
};

/** The names not on the sides they should be on, each with where it is and where it should be. */
function misnamed(sides: Record<Side, string[]>): string[] {
  const names = [...new Set(Object.values(sides).flat())].sort();
  return names.flatMap((name) => {
    const on = (Object.keys(sides) as Side[]).filter((side) => sides[side].includes(name));
    const expected = ONE_SIDED[name]?.sides ?? ["server", "shared", "client"];
    return on.join() === expected.join() ? [] : [`${name}: on ${on.join(", ")}; expected ${expected.join(", ")}`];
  });
}

describe("one name per concern on all three sides", () => {
  it("every concern is a server feature, a shared contract and a client feature of the same name, or is listed with why", () => {
    expect(misnamed(SIDES)).toEqual([]);
  });

  it("lists no concern that is gone", () => {
    const names = Object.values(SIDES).flat();
    expect(Object.keys(ONE_SIDED).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("catches a feature folder under another name (a planted one)", () => {
    expect(misnamed({ ...SIDES, client: [...SIDES.client, "troop-settings"] })).toEqual([
      "troop-settings: on client; expected server, shared, client",
    ]);
  });
});
