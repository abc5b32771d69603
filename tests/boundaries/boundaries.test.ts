import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/server/lib/package-root";
import { checkBoundaries, importsOf, readSources } from "./import-rules";

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
      { path: "src/client/components/ui/card.tsx", imports: ["@/features/branding/hooks/use-branding", "@/lib/utils"] },
      { path: "src/server/db/maintenance.ts", imports: ["../features/sessions/sessions.service", "../auth/sessions"] },
      {
        path: "src/server/features/badges/badges.service.ts",
        imports: ["../activities/record-activity", "../awards/awards.service", "./badge-views", "../../auth/actor"],
      },
      { path: "src/server/features/badges/badges.test.ts", imports: ["../events/event-rows"] },
      { path: "src/client/app/pages/admin.tsx", imports: ["@/features/events/components/events-tab"] },
      { path: "src/client/lib/query-client.ts", imports: ["@tests/client/fixtures"] },
      { path: "src/client/lib/query-client.test.ts", imports: ["@tests/client/fetch-stub"] },
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
        rule: "a client feature imports only another feature's api.ts and hooks/",
      },
      {
        file: "src/client/components/ui/card.tsx",
        imports: "@/features/branding/hooks/use-branding",
        rule: "components/ui/ never imports a feature",
      },
      { file: "src/server/db/maintenance.ts", imports: "../features/sessions/sessions.service", rule: "db/ never imports a feature" },
      {
        file: "src/server/features/badges/badges.service.ts",
        imports: "../activities/record-activity",
        rule: "a server feature imports only another feature's *.service.ts",
      },
      { file: "src/client/lib/query-client.ts", imports: "@tests/client/fixtures", rule: "only tests import tests/" },
    ]);
  });

  it("reads static, re-exported, type-only and dynamic imports", () => {
    const text = `import a from "a";\nimport type { B } from "./b";\nexport { c } from "../c";\nconst d = await import("@/d");`;
    expect(importsOf(text)).toEqual(["a", "./b", "../c", "@/d"]);
  });
});
