// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPreloaded } from "./lazy-preloaded";
import { preloadable } from "./preloadable";

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe("preloadable", () => {
  it("loads once for every caller and remembers the module", async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const module = preloadable(load);
    expect(module.loaded).toBeUndefined();
    const [a, b] = await Promise.all([module(), module()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.loaded?.default).toBe(Hello);
  });

  it("tries again after a failed load", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: Hello });
    const module = preloadable(load);
    await expect(module()).rejects.toThrow("offline");
    expect(module.loaded).toBeUndefined();
    await module();
    expect(load).toHaveBeenCalledTimes(2);
    expect(module.loaded?.default).toBe(Hello);
  });
});

describe("lazyPreloaded", () => {
  it("renders a module that is already in without showing the fallback", async () => {
    const module = preloadable(async () => ({ default: Hello }));
    await module();
    const Page = lazyPreloaded(module);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Sam" />
      </Suspense>,
    );
    // Synchronously, in the first commit.
    expect(screen.getByText("Hello Sam")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("suspends until a module that is not in yet arrives", async () => {
    let arrive: (module: { default: typeof Hello }) => void = () => undefined;
    const module = preloadable(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
    const Page = lazyPreloaded(module);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    arrive({ default: Hello });
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
  });
});
