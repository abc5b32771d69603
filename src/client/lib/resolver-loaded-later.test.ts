import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { resolverLoadedLater } from "./resolver-loaded-later";

type Values = { name: string };
const passing: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("resolverLoadedLater", () => {
  it("fetches the resolver at the first check, once, and answers with it", async () => {
    const load = vi.fn(async () => passing);
    const { resolver } = resolverLoadedLater(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: "Ada" }, undefined, options)).resolves.toEqual({ values: { name: "Ada" }, errors: {} });
    await resolver({ name: "Bo" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is fetched ahead by preload, and the check then does not fetch again", async () => {
    const load = vi.fn(async () => passing);
    const { resolver, preload } = resolverLoadedLater(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: "Ada" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again at the next check when a fetch failed", async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(passing);
    const { resolver, preload } = resolverLoadedLater(load);
    preload();
    await Promise.resolve();
    await expect(resolver({ name: "Ada" }, undefined, options)).resolves.toEqual({ values: { name: "Ada" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
