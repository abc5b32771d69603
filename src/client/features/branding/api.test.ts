import { DEFAULT_BRANDING } from "@shared/constants";
import { focusManager, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { brandingQuery } from "./api";

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ ...DEFAULT_BRANDING, troopName: "Troop 7" }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
});

async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("branding query", () => {
  it("is refetched when the window regains focus, although reads are never stale", async () => {
    const client = createQueryClient();
    client.mount();
    const observer = new QueryObserver(client, brandingQuery);
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    unsubscribe();
    client.unmount();
  });

  it("other reads are not refetched on focus", async () => {
    const client = createQueryClient();
    client.mount();
    const observer = new QueryObserver(client, { queryKey: ["/api/badges"] });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    unsubscribe();
    client.unmount();
  });
});
