// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Checkbox, type CheckedState } from "./checkbox";
import { Label } from "./label";

afterEach(cleanup);

function Box({ start, disabled = false }: { start: CheckedState; disabled?: boolean }) {
  const [checked, setChecked] = useState<CheckedState>(start);
  return (
    <>
      <Checkbox id="box" checked={checked} onCheckedChange={setChecked} disabled={disabled} />
      <Label htmlFor="box">Select all</Label>
    </>
  );
}

const box = () => screen.getByRole("checkbox", { name: "Select all" });

describe("a checkbox", () => {
  it("is toggled by a press, by Space and by its label, and not by Enter", async () => {
    const user = userEvent.setup();
    render(<Box start={false} />);
    expect(box().getAttribute("aria-checked")).toBe("false");
    await user.click(box());
    expect(box().getAttribute("aria-checked")).toBe("true");
    expect(box().getAttribute("data-state")).toBe("checked");
    await user.keyboard(" ");
    expect(box().getAttribute("data-state")).toBe("unchecked");
    await user.keyboard("{Enter}");
    expect(box().getAttribute("data-state")).toBe("unchecked");
    await user.click(screen.getByText("Select all"));
    expect(box().getAttribute("data-state")).toBe("checked");
  });

  it("shows a partial choice as mixed, and a press on it chooses all", async () => {
    const user = userEvent.setup();
    render(<Box start="indeterminate" />);
    expect(box().getAttribute("aria-checked")).toBe("mixed");
    expect(box().getAttribute("data-state")).toBe("indeterminate");
    await user.click(box());
    expect(box().getAttribute("aria-checked")).toBe("true");
  });

  it("cannot be changed while disabled", async () => {
    const user = userEvent.setup();
    render(<Box start={false} disabled />);
    await user.click(box());
    expect(box().getAttribute("aria-checked")).toBe("false");
    expect(box().hasAttribute("data-disabled")).toBe(true);
  });
});
