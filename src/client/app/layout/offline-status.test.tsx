// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiJson, apiRequest, IDEMPOTENCY_KEY } from "@/lib/api-request";
import { offlineAction, registerOfflineActions } from "@/lib/offline/actions";
import { changeQueue, eraseOfflineData, startOfflineUse } from "@/lib/offline/offline-use";
import { changesWaitingText } from "@/lib/offline/use-offline-status";
import { queryClient } from "@/lib/query-client";
import { toast, toastError } from "@/lib/use-toast";
import { OfflineStatus } from "./offline-status";

const fetchMock = vi.fn();
let online = true;
let signedIn = "user-1";

function goOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? "online" : "offline"));
}

beforeAll(() => {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  vi.stubGlobal("fetch", fetchMock);
  registerOfflineActions([
    offlineAction({
      methods: ["POST"],
      route: "/api/attendance",
      body: z.object({ name: z.string() }),
      describe: ({ body }) => `Attendance for ${body.name} at Hike`,
      apply: () => null,
    }),
  ]);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(async () => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
  await eraseOfflineData();
  online = true;
  // As after signing in again: the reads are kept from now on.
  signedIn = "user-1";
  startOfflineUse(queryClient, () => signedIn);
});

const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get(IDEMPOTENCY_KEY);

describe("changes that may be made offline", () => {
  it("online, are sent at once with a key made on the device", async () => {
    await apiRequest("POST", "/api/attendance", { name: "Sam" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0] ?? [])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("leave every other request as it is", async () => {
    goOnline(false);
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/events", { title: "Hike" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0] ?? [])).toBeNull();
  });

  it("offline, are kept and answered at once; sent with the same key when the network returns", async () => {
    goOnline(false);
    expect(await apiJson("POST", "/api/attendance", { name: "Sam" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    const [kept] = changeQueue().snapshot().waiting;
    expect(kept?.description).toBe("Attendance for Sam at Hike");

    goOnline(true);
    await waitFor(() => expect(changeQueue().snapshot().waiting).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0] ?? [])).toBe(kept?.idempotencyKey);
  });

  it("offline, a screen's own 'done' toast says the change waits on the phone instead", async () => {
    const { toasts } = renderWithProviders(<OfflineStatus />);
    goOnline(false);
    await apiRequest("POST", "/api/attendance", { name: "Sam" });
    // What the screen says next (it thinks the change was made) is said as waiting.
    act(() => void toast({ title: "Joined Event!", description: "You've successfully joined Hike." }));
    expect(toasts()).toBe("Saved on this phone · will send when online|Attendance for Sam at Hike");
    // An error is said as it is.
    act(() => void toastError("Could not answer the request."));
    expect(toasts()).toBe("Error|Could not answer the request.");
  });

  it("online, a screen's toast is said as it is", async () => {
    const { toasts } = renderWithProviders(<OfflineStatus />);
    await apiRequest("POST", "/api/attendance", { name: "Sam" });
    act(() => void toast({ title: "Attendance saved", description: "Sam at Hike" }));
    expect(toasts()).toBe("Attendance saved|Sam at Hike");
  });

  it("a network failure on the way keeps the change rather than losing it", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    goOnline(false);
    goOnline(true);
    online = false; // the next try waits for the network
    await apiRequest("POST", "/api/attendance", { name: "Jo" });
    expect(
      changeQueue()
        .snapshot()
        .waiting.map((c) => c.description),
    ).toEqual(["Attendance for Jo at Hike"]);
  });

  it("are never sent as another account signed in on the device meanwhile", async () => {
    goOnline(false);
    await apiRequest("POST", "/api/attendance", { name: "Sam" });
    signedIn = "user-2";
    goOnline(true);
    await waitFor(() =>
      expect(
        changeQueue()
          .snapshot()
          .refused.map((c) => c.status),
      ).toEqual([403]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the status under the top bar", () => {
  it("says nothing online with nothing waiting", () => {
    renderWithProviders(<OfflineStatus />);
    expect(screen.queryByTestId("offline-status")).toBeNull();
  });

  it("offline: when the reads were last updated, and how many changes wait", async () => {
    renderWithProviders(<OfflineStatus />);
    await act(async () => {
      queryClient.setQueryDefaults(["/api/scouts"], { queryFn: async () => [] });
      await queryClient.fetchQuery({ queryKey: ["/api/scouts"] });
      goOnline(false);
    });
    await screen.findByText(/^Offline · updated \d{1,2}:\d{2}/);
    await act(async () => {
      await apiRequest("POST", "/api/attendance", { name: "Sam" });
      await apiRequest("POST", "/api/attendance", { name: "Jo" });
    });
    await screen.findByText("2 changes waiting");
    expect(changesWaitingText(1)).toBe("1 change waiting");
  });

  it("lists what the server refused, with its reason, to dismiss or retry", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: "This scout is no longer on the roster." }), { status: 404 }));
    renderWithProviders(<OfflineStatus />);
    await act(async () => {
      goOnline(false);
      await apiRequest("POST", "/api/attendance", { name: "Sam" });
      goOnline(true);
    });
    const open = await screen.findByRole("button", { name: "Couldn't be saved (1)" });
    await act(async () => open.click());
    await screen.findByText("Attendance for Sam at Hike");
    screen.getByText("This scout is no longer on the roster.");
    await act(async () => screen.getByRole("button", { name: "Dismiss" }).click());
    await waitFor(() => expect(screen.queryByText("Attendance for Sam at Hike")).toBeNull());
    expect(changeQueue().snapshot().refused).toEqual([]);
  });
});
