// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it } from "vitest";
import { WhenFirstOpened } from "./when-first-opened";

function Probe({ open }: { open: boolean }) {
  return <p>{open ? "dialog open" : "dialog closed"}</p>;
}

describe("WhenFirstOpened", () => {
  it("renders nothing until the dialog first opens, then keeps it mounted when it closes", () => {
    const { rerender } = render(
      <WhenFirstOpened open={false}>
        <Probe open={false} />
      </WhenFirstOpened>,
    );
    expect(screen.queryByText(/dialog/)).toBeNull();
    rerender(
      <WhenFirstOpened open>
        <Probe open />
      </WhenFirstOpened>,
    );
    expect(screen.getByText("dialog open")).toBeTruthy();
    rerender(
      <WhenFirstOpened open={false}>
        <Probe open={false} />
      </WhenFirstOpened>,
    );
    expect(screen.getByText("dialog closed")).toBeTruthy();
  });

  it("answers the tap that opens it with a panel saying it is loading, until its code has arrived", async () => {
    let arrive: (module: { default: typeof Probe }) => void = () => {};
    const Later = lazy(() => new Promise<{ default: typeof Probe }>((resolve) => (arrive = resolve)));
    render(
      <WhenFirstOpened open>
        <Later open />
      </WhenFirstOpened>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    // Not a dialog: nothing in it can be used, and a search for the dialog finds the real one only.
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => arrive({ default: Probe }));
    expect(await screen.findByText("dialog open")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
