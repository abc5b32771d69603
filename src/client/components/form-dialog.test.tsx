// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasUnsavedChanges } from "@/lib/unsaved-changes";
import { FormDialog } from "./form-dialog";

afterEach(cleanup);

function renderFrame(props: Partial<React.ComponentProps<typeof FormDialog>> = {}) {
  const onOpenChange = vi.fn();
  const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
  const view = render(
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Add Thing"
      description="Make a thing."
      onSubmit={onSubmit}
      submitLabel="Create Thing"
      pending={false}
      {...props}
    >
      <input aria-label="Name" />
    </FormDialog>,
  );
  return { onOpenChange, onSubmit, ...view };
}

describe("FormDialog", () => {
  it("names the dialog by its title and description, submits the form, and Cancel closes", async () => {
    const user = userEvent.setup();
    const { onOpenChange, onSubmit } = renderFrame();
    const dialog = screen.getByRole("dialog", { name: "Add Thing" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(dialog).getByText("Make a thing.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Create Thing" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("says Saving... on a disabled submit button while pending", () => {
    renderFrame({ pending: true });
    const button = screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Create Thing" })).toBeNull();
  });

  it("keeps the submit button off while the form says so", () => {
    renderFrame({ submitDisabled: true });
    expect((screen.getByRole("button", { name: "Create Thing" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks before dropping unsaved changes, and declares them to the page meanwhile", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderFrame({ dirty: true });
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const ask = await screen.findByRole("alertdialog", { name: "Discard changes?" });
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole("button", { name: "Discard changes" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("closes at once with changes while saving, and without a dirty flag never asks", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderFrame({ dirty: true, pending: true });
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    cleanup();

    const second = renderFrame();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(second.onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
