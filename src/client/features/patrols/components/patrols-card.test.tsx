// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { patrolFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { PatrolsCard } from "./patrols-card";

const hawks = patrolFixture({ id: "p1", name: "Hawks", color: "#aa3300", motto: "Sharp eyes", scoutCount: 2 });

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/patrols", [hawks]);
});

describe("PatrolsCard", () => {
  it("lists each patrol with its motto and number of scouts", async () => {
    renderWithProviders(<PatrolsCard />);
    const list = await screen.findByRole("list", { name: "Patrols" });
    expect(within(list).getByText("Hawks")).toBeTruthy();
    expect(within(list).getByText("“Sharp eyes”")).toBeTruthy();
    expect(within(list).getByText("2 scouts")).toBeTruthy();
  });

  it("saves a patrol's motto, and refuses one that is too long with the server's own message", async () => {
    const user = userEvent.setup();
    api.reply("PATCH /api/patrols/p1", { ...hawks, motto: "Eyes open" });
    renderWithProviders(<PatrolsCard />);
    await user.click(await screen.findByRole("button", { name: "Edit Hawks" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit patrol" });
    const motto = within(dialog).getByRole("textbox", { name: /Motto/ });
    expect((motto as HTMLInputElement).value).toBe("Sharp eyes");
    // The field stops typing at the limit; past it (a browser without the limit) the shared schema refuses.
    expect(motto.getAttribute("maxlength")).toBe("60");
    motto.removeAttribute("maxlength");
    await user.clear(motto);
    await user.type(motto, "x".repeat(61));
    await user.click(within(dialog).getByRole("button", { name: "Save patrol" }));
    expect(await within(dialog).findByText("Motto must be at most 60 characters.")).toBeTruthy();
    expect(api.sent("PATCH", "/api/patrols/p1")).toEqual([]);
    await user.clear(motto);
    await user.type(motto, "Eyes open");
    await user.click(within(dialog).getByRole("button", { name: "Save patrol" }));
    await waitFor(() =>
      expect(api.sent("PATCH", "/api/patrols/p1").map((r) => r.body)).toEqual([{ name: "Hawks", color: "#aa3300", motto: "Eyes open" }]),
    );
  });

  it("adds a patrol with its name and colour", async () => {
    const user = userEvent.setup();
    api.reply("POST /api/patrols", patrolFixture({ id: "p2", name: "Owls", color: "#2563eb" }));
    renderWithProviders(<PatrolsCard />);
    await user.click(await screen.findByRole("button", { name: "Add patrol" }));
    const dialog = await screen.findByRole("dialog", { name: "Add patrol" });
    await user.type(within(dialog).getByRole("textbox", { name: /Patrol name/ }), "Owls");
    await user.click(within(dialog).getByRole("button", { name: "Add patrol" }));
    await waitFor(() =>
      expect(api.sent("POST", "/api/patrols").map((r) => r.body)).toEqual([{ name: "Owls", color: "#2563eb", motto: null }]),
    );
  });

  it("puts a name the troop already has on the name field", async () => {
    const user = userEvent.setup();
    const message = "The troop already has a patrol with this name.";
    api.fail("POST /api/patrols", 409, { error: message, fields: { name: message } });
    renderWithProviders(<PatrolsCard />);
    await user.click(await screen.findByRole("button", { name: "Add patrol" }));
    const dialog = await screen.findByRole("dialog", { name: "Add patrol" });
    await user.type(within(dialog).getByRole("textbox", { name: /Patrol name/ }), "hawks");
    await user.click(within(dialog).getByRole("button", { name: "Add patrol" }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it("shows the refusal to remove a patrol that still has scouts", async () => {
    const user = userEvent.setup();
    const refusal = "Hawks still has 2 scouts. Move them to another patrol first.";
    api.fail("DELETE /api/patrols/p1", 409, { error: refusal });
    renderWithProviders(<PatrolsCard />);
    await user.click(await screen.findByRole("button", { name: "Remove Hawks" }));
    await user.click(await screen.findByRole("button", { name: "Remove patrol" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
  });
});
