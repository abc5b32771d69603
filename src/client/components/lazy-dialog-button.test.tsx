// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "@tests/client/radix-in-jsdom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { lazyNamed } from "@/lib/lazy-named";
import { LazyDialogButton, type OpenedDialog } from "./lazy-dialog-button";

afterEach(cleanup);

const Opened: OpenedDialog = ({ open, onOpenChange }) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent>
      <DialogTitle>Subscribe to calendar</DialogTitle>
      <DialogDescription>The troop's events in your calendar.</DialogDescription>
    </DialogContent>
  </Dialog>
);

describe("an icon button opening a dialog loaded when first opened", () => {
  it("loads the dialog with its first opening only, and gives the focus back to the button when it closes", async () => {
    const load = vi.fn(async () => ({ Opened }));
    const LazyOpened = lazyNamed(load, "Opened");
    render(<LazyDialogButton label="Subscribe to calendar" icon={<span aria-hidden="true">📅</span>} dialog={LazyOpened} />);
    const button = screen.getByRole("button", { name: "Subscribe to calendar" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(button);
    await screen.findByRole("dialog", { name: "Subscribe to calendar" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    await screen.findByRole("dialog", { name: "Subscribe to calendar" });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
