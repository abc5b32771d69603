import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("readEnv", () => {
  it("falls back to the documented defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe("info");
  });

  it("reads the settings it is given", () => {
    const env = readEnv({ PORT: "8080", HOST: "127.0.0.1", DATA_DIR: "/var/lib/scouts", DATABASE_URL: " postgres://db/scouts " });
    expect(env).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", DATA_DIR: "/var/lib/scouts", DATABASE_URL: "postgres://db/scouts" });
  });

  it("treats an empty DATABASE_URL as unset (the embedded database)", () => {
    expect(readEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(readEnv({ DATABASE_URL: "   " }).DATABASE_URL).toBeUndefined();
  });

  it("treats empty settings as unset", () => {
    const env = readEnv({ PORT: "", HOST: "", DATA_DIR: " ", LOG_LEVEL: "" });
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", LOG_LEVEL: "info" });
  });

  it("refuses an invalid PORT", () => {
    for (const PORT of ["abc", "70000", "-1", "3000.5"]) {
      expect(() => readEnv({ PORT }), PORT).toThrow(/PORT/);
    }
  });
});
