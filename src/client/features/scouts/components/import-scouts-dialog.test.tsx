// @vitest-environment jsdom

import { IMPORT_MAX_ROWS } from "@shared/api/scouts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ImportScoutsDialog } from "./import-scouts-dialog";

const ROSTER = [scoutFixture({ id: "1", name: "Old Scout", email: "old@example.com" })];
const CSV = "Name,Email,Phone\nAnn Ash,ann@example.com,'+44 1234\nBen Birch,ben@example.com,\nCy Cedar,cy@example.com,\n";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/scouts", ROSTER);
});

async function openWith(csv: string) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(<ImportScoutsDialog open onOpenChange={onOpenChange} />);
  const dialog = await screen.findByRole("dialog", { name: "Import Scouts from CSV" });
  await user.click(within(dialog).getByLabelText("Or paste CSV text"));
  await user.paste(csv);
  return { user, dialog, onOpenChange, ...rendered };
}

const resultOf = (dialog: HTMLElement, line: number) =>
  within(dialog)
    .getAllByTestId("import-row")
    .find((row) => within(row).getAllByRole("cell")[0]?.textContent === String(line))
    ?.querySelectorAll("td")[2]?.textContent;

describe("ImportScoutsDialog", () => {
  it("takes siblings sharing an email (also the roster's) and sends the parents' columns as contacts", async () => {
    api.answer("POST /api/scouts/import", () => ({ status: 201, body: { created: 2 } }));
    const { user, dialog } = await openWith(
      [
        "Name,Email,Parent Name,Parent Email,Parent Phone,Contact 2 Name,Contact 2 Phone",
        "Ivy Old,old@example.com,Pat Old,pat@example.com,'0700,Gran Old,0800",
        "Ned Old,old@example.com,Pat Old,pat@example.com,'0700,,",
      ].join("\n"),
    );
    expect(resultOf(dialog, 2)).toBe("OK");
    expect(resultOf(dialog, 3)).toBe("OK");
    expect(within(dialog).queryByText(/Ignored columns/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Import 2 Scouts" }));
    await waitFor(() => expect(api.sent("POST")).toHaveLength(1));
    const body = api.sent("POST")[0]?.body as { rows: { name: string; contacts: unknown[] }[] };
    expect(body.rows.map((r) => [r.name, r.contacts])).toEqual([
      [
        "Ivy Old",
        [
          { name: "Pat Old", email: "pat@example.com", phone: "0700", relationship: "Parent" },
          { name: "Gran Old", email: null, phone: "0800", relationship: null },
        ],
      ],
      ["Ned Old", [{ name: "Pat Old", email: "pat@example.com", phone: "0700", relationship: "Parent" }]],
    ]);
  });

  it("sends every row in one call, without the export's guard apostrophe, and closes", async () => {
    api.answer("POST /api/scouts/import", () => ({ status: 201, body: { created: 3 } }));
    const { user, dialog, onOpenChange, toasts } = await openWith(CSV);
    await user.click(within(dialog).getByRole("button", { name: "Import 3 Scouts" }));
    await waitFor(() => expect(toasts()).toBe("Scouts Imported|Imported 3 scouts."));
    const sent = api.sent("POST");
    expect(sent.map((r) => r.url)).toEqual(["/api/scouts/import"]);
    const body = sent[0]?.body as { rows: { name: string; phone: string | null }[] } | undefined;
    expect(body?.rows.map((r) => [r.name, r.phone])).toEqual([
      ["Ann Ash", "+44 1234"],
      ["Ben Birch", null],
      ["Cy Cedar", null],
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal on the row it names, imports nothing, and lets the leader fix it", async () => {
    const taken = "This row holds a value that cannot be stored (for example an invisible control character).";
    api.answer("POST /api/scouts/import", () => ({
      status: 400,
      body: { error: "Nothing was imported: row 3 has a problem.", rows: [{ row: 3, fields: { row: taken } }] },
    }));
    const { user, dialog, onOpenChange } = await openWith(CSV);
    await user.click(within(dialog).getByRole("button", { name: "Import 3 Scouts" }));
    // Row 3 of the request is line 4 of the file.
    await waitFor(() => expect(resultOf(dialog, 4)).toBe(taken));
    expect(resultOf(dialog, 2)).toBe("OK");
    expect(within(dialog).getByText("Nothing was imported: 1 row was refused. See the preview below.")).toBeTruthy();
    expect(within(dialog).getByLabelText("Or paste CSV text").getAttribute("aria-invalid")).toBe("true");
    expect((within(dialog).getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();

    // Changing the text clears the server's verdict; the fixed file imports.
    api.answer("POST /api/scouts/import", () => ({ status: 201, body: { created: 3 } }));
    await user.clear(within(dialog).getByLabelText("Or paste CSV text"));
    await user.paste(CSV.replace("cy@example.com", "cy.cedar@example.com"));
    expect(resultOf(dialog, 4)).toBe("OK");
    await user.click(within(dialog).getByRole("button", { name: "Import 3 Scouts" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.sent("POST", "/api/scouts/import")).toHaveLength(2);
  });

  it("sends nothing while a row is invalid in the preview", async () => {
    const { user, dialog } = await openWith(
      "Name,Email,Parent Name,Parent Email\nAnn,ann@example.com,,\n,nobody@example.com,,\nOld,OLD@example.com,Mum,not-mail\n",
    );
    expect(resultOf(dialog, 3)).toBe("Name is required.");
    expect(resultOf(dialog, 4)).toBe("Contact 1: Contact email must be a valid email address.");
    const button = within(dialog).getByRole("button", { name: "Import" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(api.sent("POST")).toEqual([]);
  });

  it("refuses more rows than one import takes at the CSV field, before sending", async () => {
    const many = `Name\n${Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `Scout ${i + 1}`).join("\n")}\n`;
    const { user, dialog } = await openWith(many);
    await user.click(within(dialog).getByRole("button", { name: `Import ${IMPORT_MAX_ROWS + 1} Scouts` }));
    expect(await within(dialog).findByText(`At most ${IMPORT_MAX_ROWS} scouts can be imported at once.`)).toBeTruthy();
    expect(within(dialog).getByLabelText("Or paste CSV text").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST")).toEqual([]);
  });

  it("says a refusal of the whole list at the CSV field and in a toast", async () => {
    const message = "Add at least one scout to import.";
    api.fail("POST /api/scouts/import", 400, { error: message, fields: { rows: message } });
    const { user, dialog, toasts, onOpenChange } = await openWith(CSV);
    await user.click(within(dialog).getByRole("button", { name: "Import 3 Scouts" }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(toasts()).toBe(`Error|${message}`);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
