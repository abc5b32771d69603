// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
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
});
