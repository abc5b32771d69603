// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("a button", () => {
  it("is a plain button that submits nothing unless told", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("button");
  });

  it("as its child, gives a link the button's look, keeps the link's own classes last and its own props first", () => {
    render(
      <Button asChild variant="outline" className="w-full" aria-label="Button's" title="from the button">
        <a href="/admin" className="mt-2" aria-label="Open admin">
          Admin
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Open admin" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(link.getAttribute("href")).toBe("/admin");
    expect(link.getAttribute("title")).toBe("from the button");
    expect(link.className).toMatch(/border/);
    expect(link.className).toMatch(/w-full/);
    expect(link.className.endsWith("mt-2")).toBe(true);
    expect(link.hasAttribute("type")).toBe(false);
  });
});
