// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeApprovalFixture, featuresFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ReviewWaitingNotice } from "./review-waiting-notice";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

function answer(requireLeaderApproval: boolean, waiting: number) {
  api.reply("GET /api/troop/features", featuresFixture({ requireLeaderApproval })).reply(
    "GET /api/badge-approvals",
    Array.from({ length: waiting }, (_, i) => badgeApprovalFixture({ id: String(i), scout: { id: `s-${i}`, name: `Scout ${i}` } })),
  );
}

function renderNotice() {
  return renderWithProviders(<ReviewWaitingNotice />);
}

describe("ReviewWaitingNotice", () => {
  it("counts the requests waiting and links to the To review tab", async () => {
    answer(true, 3);
    renderNotice();
    const notice = await screen.findByTestId("review-waiting");
    expect(notice.textContent).toContain("3 badge requests are waiting for review");
    expect(screen.getByTestId("review-waiting-count").textContent).toBe("3");
    expect(screen.getByRole("link", { name: "Review requests" }).getAttribute("href")).toBe("/scout-management?tab=review");
  });

  it("says one request in the singular", async () => {
    answer(true, 1);
    renderNotice();
    expect((await screen.findByTestId("review-waiting")).textContent).toContain("1 badge request is waiting for review");
  });

  it("shows zero while leaders approve badges and nothing waits", async () => {
    answer(true, 0);
    renderNotice();
    expect((await screen.findByTestId("review-waiting")).textContent).toContain("0 badge requests are waiting for review");
    expect(screen.getByRole("link", { name: "Open To review" })).toBeTruthy();
  });

  it("stays hidden with leader approval off, unless older requests still wait", async () => {
    answer(false, 0);
    const { unmount } = renderNotice();
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalledWith("/api/badge-approvals", expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId("review-waiting")).toBeNull();
    unmount();
    answer(false, 2);
    renderNotice();
    expect((await screen.findByTestId("review-waiting")).textContent).toContain("2 badge requests are waiting for review");
  });
});
