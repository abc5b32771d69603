import { describe, expect, it } from "vitest";
import { readEnv, startupWarnings, TRUST_PROXY_ON_OPEN_HOST } from "./env";

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

  it("reads TRUST_PROXY as true/false, a hop count, or proxy addresses and CIDR ranges", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);
    for (const TRUST_PROXY of ["yes", "10.0.0.0/33", "proxy.local", "1.2.3.4/8/8", ","]) {
      expect(() => readEnv({ TRUST_PROXY }), TRUST_PROXY).toThrow(/TRUST_PROXY/);
    }
  });

  it("reads PUBLIC_ORIGIN as an origin and refuses a path or another scheme", () => {
    expect(readEnv({}).PUBLIC_ORIGIN).toBeUndefined();
    expect(readEnv({ PUBLIC_ORIGIN: "https://Troop12.example.org/" }).PUBLIC_ORIGIN).toBe("https://troop12.example.org");
    expect(readEnv({ PUBLIC_ORIGIN: "http://localhost:3000" }).PUBLIC_ORIGIN).toBe("http://localhost:3000");
    for (const PUBLIC_ORIGIN of ["troop12.example.org", "https://example.org/app", "ftp://example.org", "https://example.org/?a=1"]) {
      expect(() => readEnv({ PUBLIC_ORIGIN }), PUBLIC_ORIGIN).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe("startupWarnings", () => {
  const NO_ORIGIN = "no origin";
  const origin = { PUBLIC_ORIGIN: "https://troop12.example.org" };
  it("warns when TRUST_PROXY=true while clients can reach the app directly, not behind a loopback HOST or a named proxy", () => {
    expect(startupWarnings(readEnv({ ...origin, TRUST_PROXY: "true" }), NO_ORIGIN)).toEqual([TRUST_PROXY_ON_OPEN_HOST]);
    expect(startupWarnings(readEnv({ ...origin, TRUST_PROXY: "true", HOST: "192.168.1.5" }), NO_ORIGIN)).toEqual([
      TRUST_PROXY_ON_OPEN_HOST,
    ]);
    for (const HOST of ["127.0.0.1", "localhost", "::1"])
      expect(startupWarnings(readEnv({ ...origin, TRUST_PROXY: "true", HOST }), NO_ORIGIN)).toEqual([]);
    expect(startupWarnings(readEnv({ ...origin, TRUST_PROXY: "10.0.0.1" }), NO_ORIGIN)).toEqual([]);
    expect(startupWarnings(readEnv({ ...origin }), NO_ORIGIN)).toEqual([]);
  });

  it("warns without PUBLIC_ORIGIN", () => {
    expect(startupWarnings(readEnv({}), NO_ORIGIN)).toEqual([NO_ORIGIN]);
  });
});
