// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { hasOpenToast, resetToasts, toast, toastError } from "@/lib/use-toast";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "./alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { Toaster } from "./toaster";

afterEach(() => {
  cleanup();
  resetToasts();
});

function EditDialog({ confirm = false }: { confirm?: boolean }) {
  const [open, setOpen] = useState(true);
  const [confirming, setConfirming] = useState(confirm);
  return (
    <>
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Edit event</DialogTitle>
          <DialogDescription>Change the details.</DialogDescription>
          <input aria-label="Title" />
        </DialogContent>
      </Dialog>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Discard changes?</AlertDialogTitle>
          <AlertDialogDescription>What you typed is lost.</AlertDialogDescription>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
      <Toaster />
    </>
  );
}

const toastShown = (title: string) => screen.findByText(title, { selector: "[data-toast] *" });

describe("Escape with a toast over a dialog", () => {
  it("closes the dialog, not the toast: the toast is not modal", async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByLabelText("Title"));
    act(() => {
      toastError("Failed to update event. Please try again.");
    });
    await toastShown("Error");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("dialog closed")).toBeTruthy();
    // The toast stays until it times out or is closed.
    expect(screen.getByText("Failed to update event. Please try again.")).toBeTruthy();
  });

  it("closes the top-most dialog first (a confirmation over the dialog), one per Escape", async () => {
    const user = userEvent.setup();
    render(<EditDialog confirm />);
    act(() => {
      toast({ title: "Saved draft" });
    });
    await toastShown("Saved draft");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("dialog", { name: "Edit event" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("without a toast, Escape closes the dialog as before; without a dialog, Escape closes the toast", async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByLabelText("Title"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    act(() => {
      toast({ title: "Saved draft" });
    });
    await toastShown("Saved draft");
    expect(hasOpenToast()).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(hasOpenToast()).toBe(false));
  });
});
