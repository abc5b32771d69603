import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/server/lib/package-root";
import { checkBoundaries, featureCycles, importsOf, readSources } from "./import-rules";

describe("layer boundaries (docs/decisions/005-boundaries.md)", () => {
  it("hold in the repository", () => {
    const sources = readSources(packageRoot(), ["src"]);
    expect(sources.length).toBeGreaterThan(100);
    expect(checkBoundaries(sources)).toEqual([]);
  });

  it("catch each kind of violation in a synthetic file set", () => {
    const violations = checkBoundaries([
      { path: "src/shared/api/badges.ts", imports: ["zod", "../constants", "date-fns", "../../server/db/client"] },
      {
        path: "src/client/features/badges/components/grid.tsx",
        imports: ["../../../../server/lib/dates", "@/features/events/components/event-card"],
      },
      {
        path: "src/client/features/badges/api.ts",
        imports: ["@/features/events/api", "@/features/auth/hooks/use-auth", "@shared/api/badges"],
      },
      { path: "src/client/components/ui/card.tsx", imports: ["@/features/troop/hooks/use-branding", "@/lib/utils"] },
      { path: "src/client/components/event-card.tsx", imports: ["@/features/events/api", "./ui/card"] },
      { path: "src/server/db/maintenance.ts", imports: ["../features/sessions/sessions.service", "../auth/sessions"] },
      {
        path: "src/server/features/badges/badges.service.ts",
        imports: ["../activities/record-activity", "../awards/awards.service", "./badge-views", "../../auth/actor"],
      },
      { path: "src/server/features/badges/badges.test.ts", imports: ["../events/event-rows"] },
      { path: "src/client/app/pages/admin.tsx", imports: ["@/features/events/components/events-tab"] },
      { path: "src/client/lib/query-client.ts", imports: ["@tests/client/fixtures"] },
      { path: "src/client/lib/query-client.test.ts", imports: ["@tests/client/fetch-stub"] },
      { path: "src/server/pages/first-view.ts", imports: ["../../client/entry-server", "../../client/app/pages"] },
      { path: "src/server/features/badges/badges.service.ts", imports: ["../../../client/entry-server"] },
      { path: "src/server/lib/branded-page.ts", imports: ["../../client/lib/theme"] },
    ]);
    expect(violations).toEqual([
      { file: "src/shared/api/badges.ts", imports: "date-fns", rule: "shared/ imports nothing but zod (and itself)" },
      { file: "src/shared/api/badges.ts", imports: "../../server/db/client", rule: "shared/ imports nothing but zod (and itself)" },
      {
        file: "src/client/features/badges/components/grid.tsx",
        imports: "../../../../server/lib/dates",
        rule: "the client never imports server/",
      },
      {
        file: "src/client/features/badges/components/grid.tsx",
        imports: "@/features/events/components/event-card",
        rule: "a client feature imports only another feature's api.ts, offline.ts and hooks/",
      },
      {
        file: "src/client/components/ui/card.tsx",
        imports: "@/features/troop/hooks/use-branding",
        rule: "components/ never imports a feature",
      },
      { file: "src/client/components/event-card.tsx", imports: "@/features/events/api", rule: "components/ never imports a feature" },
      { file: "src/server/db/maintenance.ts", imports: "../features/sessions/sessions.service", rule: "db/ never imports a feature" },
      {
        file: "src/server/features/badges/badges.service.ts",
        imports: "../activities/record-activity",
        rule: "a server feature imports only another feature's *.service.ts",
      },
      { file: "src/client/lib/query-client.ts", imports: "@tests/client/fixtures", rule: "only tests import tests/" },
      {
        file: "src/server/pages/first-view.ts",
        imports: "../../client/app/pages",
        rule: "the server imports nothing of client/ but client/entry-server",
      },
      {
        file: "src/server/features/badges/badges.service.ts",
        imports: "../../../client/entry-server",
        rule: "only server/pages/ imports client/entry-server",
      },
      {
        file: "src/server/lib/branded-page.ts",
        imports: "../../client/lib/theme",
        rule: "the server imports nothing of client/ but client/entry-server",
      },
    ]);
  });

  it("find no import loop between features in the repository", () => {
    expect(featureCycles(readSources(packageRoot(), ["src"]))).toEqual([]);
  });

  it("catch an import loop between features of one side, however long, and only there", () => {
    const cycles = featureCycles([
      // client: events → badges → advancement → events
      { path: "src/client/features/events/api.ts", imports: ["@/features/badges/api"] },
      { path: "src/client/features/badges/hooks/use-badges.ts", imports: ["@/features/advancement/api", "@/lib/query-client"] },
      { path: "src/client/features/advancement/api.ts", imports: ["@/features/events/api"] },
      // server: scouts ⇄ family
      { path: "src/server/features/scouts/scouts.service.ts", imports: ["../family/parent-links.service"] },
      { path: "src/server/features/family/parent-links.service.ts", imports: ["../scouts/scouts.service"] },
      // Not loops: a one-way import, tests, and a feature name shared by the two sides.
      { path: "src/server/features/events/events.service.ts", imports: ["../scouts/scouts.service"] },
      { path: "src/server/features/scouts/scouts.test.ts", imports: ["../events/events.service"] },
      { path: "src/client/features/scouts/api.ts", imports: ["@/features/events/api"] },
    ]);
    expect(cycles).toEqual([
      ["client:advancement", "client:badges", "client:events"],
      ["server:family", "server:scouts"],
    ]);
  });

  it("reads static, re-exported, type-only and dynamic imports", () => {
    const text = `import a from "a";\nimport type { B } from "./b";\nexport { c } from "../c";\nconst d = await import("@/d");`;
    expect(importsOf(text)).toEqual(["a", "./b", "../c", "@/d"]);
  });
});
