import { DEFAULT_BRANDING } from "@shared/constants";
import { focusManager, QueryObserver } from "@tanstack/react-query";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { brandingQuery } from "./api";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .reply("GET /api/troop/branding", { ...DEFAULT_BRANDING, troopName: "Troop 7" })
    .reply("GET /api/badges", []);
});
afterEach(() => {
  focusManager.setFocused(undefined);
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
    expect(api.fetch).toHaveBeenCalledTimes(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(api.fetch).toHaveBeenCalledTimes(2);

    unsubscribe();
    client.unmount();
  });

  it("other reads are not refetched on focus", async () => {
    const client = createQueryClient();
    client.mount();
    const observer = new QueryObserver(client, { queryKey: ["/api/badges"] });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(api.fetch).toHaveBeenCalledTimes(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(api.fetch).toHaveBeenCalledTimes(1);

    unsubscribe();
    client.unmount();
  });
});
