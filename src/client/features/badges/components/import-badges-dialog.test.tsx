// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ImportBadgesDialog } from "./import-badges-dialog";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

function renderDialog() {
  const onOpenChange = vi.fn();
  const { toasts } = renderWithProviders(<ImportBadgesDialog open onOpenChange={onOpenChange} />);
  return { onOpenChange, toasts };
}
const field = () => screen.getByLabelText("Badge JSON") as HTMLTextAreaElement;
/** Pastes the text whole (typing would read its braces as key names). */
const paste = (text: string) => fireEvent.input(field(), { target: { value: text } });
const posts = () => api.requests.filter((r) => r.method === "POST");
const importButton = () => screen.getByRole("button", { name: "Import Badges" });

describe("ImportBadgesDialog", () => {
  it("refuses blank or broken JSON with the Invalid JSON toast, says so at the field, and sends nothing", async () => {
    const user = userEvent.setup();
    const { toasts } = renderDialog();
    await user.click(importButton());
    await waitFor(() => expect(toasts()).toBe("Invalid JSON|Please check your JSON format and try again."));
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field());
    paste('[{"name": "Broken",');
    await user.click(importButton());
    expect(screen.getByText("Please check your JSON format and try again.")).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it("refuses a badge the badge schema refuses, naming it, before creating any", async () => {
    const user = userEvent.setup();
    const { toasts } = renderDialog();
    paste(
      JSON.stringify([
        { name: "Fine", description: "Ok", requirements: ["One"] },
        { name: "", description: "No name", requirements: ["One"] },
      ]),
    );
    await user.click(importButton());
    expect(await screen.findByText("Badge 2: Name is required.")).toBeTruthy();
    expect(toasts()).toBe("Error|Failed to import badges");
    expect(posts()).toEqual([]);
  });

  it("Load Sample fills the field; Import creates each badge, toasts the count and closes", async () => {
    api.reply("POST /api/badges", badgeFixture({ id: "b1", name: "Stargazer" }), 201);
    const user = userEvent.setup();
    const { onOpenChange, toasts } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Load Sample" }));
    expect(field().value).toContain("Stargazer");
    await user.click(importButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts().map((r) => (r.body as { name: string }).name)).toEqual(["Stargazer", "Kind Neighbour"]);
    expect(toasts()).toBe("Successfully imported 2 badges!|");
  });

  it("a server refusal names the badge it stopped at, at the field, and toasts the failure", async () => {
    api.answer("POST /api/badges", (request) =>
      (request.body as { name: string }).name === "Stargazer"
        ? { status: 201, body: badgeFixture({ id: "b1", name: "Stargazer" }) }
        : { status: 400, body: { error: "Image URL is not allowed.", fields: { imageUrl: "Image URL is not allowed." } } },
    );
    const user = userEvent.setup();
    const { onOpenChange, toasts } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Load Sample" }));
    await user.click(importButton());
    expect(await screen.findByText("Badge 2: Image URL is not allowed.")).toBeTruthy();
    expect(toasts()).toBe("Error|Failed to import badges");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
