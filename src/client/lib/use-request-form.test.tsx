// @vitest-environment jsdom
import { patrolCreateRequest } from "@shared/api/patrols";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-request";
import { type FormSchema, type RequestForm, useRequestForm } from "./use-request-form";

type Values = { name: string; color: string };
type Body = { name: string; color: string };

/** A patrol form as a feature writes one: the shared request schema, defaults from the record, a reset key. */
function PatrolForm({
  schema = patrolCreateRequest,
  record,
  open = true,
  onBody,
  formRef,
}: {
  schema?: FormSchema<Values, Body> | (() => Promise<FormSchema<Values, Body>>);
  record: Values | null;
  open?: boolean;
  onBody?: (body: Body) => void;
  formRef?: { current: RequestForm<Values, Body> | null };
}) {
  const form = useRequestForm({
    schema,
    defaults: { name: record?.name ?? "", color: record?.color ?? "#336699" },
    resetOn: open && [record],
  });
  if (formRef) formRef.current = form;
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => onBody?.(body))}>
      <label>
        Name
        <input {...form.register("name")} />
      </label>
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <label>
        Colour
        <input {...form.register("color")} />
      </label>
      {errors.color && <p role="alert">{errors.color.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe("useRequestForm", () => {
  it("refuses what the server's schema refuses, with its message, and sends the body it lets through", async () => {
    const onBody = vi.fn();
    render(<PatrolForm record={null} onBody={onBody} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      patrolCreateRequest.safeParse({ name: "", color: "#336699" }).error?.issues[0]?.message,
    );
    expect(onBody).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Name"), "Owls");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onBody).toHaveBeenCalledWith({ name: "Owls", color: "#336699", motto: null });
  });

  it("puts a refusal's messages on every field of the form and focuses the first in the form's order", async () => {
    const formRef: { current: RequestForm<Values, Body> | null } = { current: null };
    render(<PatrolForm record={null} formRef={formRef} />);
    const refusal = new ApiError(400, JSON.stringify({ error: "Invalid", fields: { color: "Not a colour.", name: "Taken.", other: "x" } }));
    let placed: string[] = [];
    act(() => {
      placed = formRef.current?.showServerErrors(refusal) ?? [];
    });
    expect(placed).toEqual(["name", "color"]);
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Taken.", "Not a colour."]);
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(formRef.current?.showServerErrors(new ApiError(500, "boom"))).toEqual([]);
  });

  it("goes back to the defaults when what it edits changes or it opens again, and not while it stays open", async () => {
    const owls = { name: "Owls", color: "#112233" };
    const { rerender } = render(<PatrolForm record={owls} />);
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, "Typed");
    rerender(<PatrolForm record={owls} />);
    expect(name.value).toBe("Typed");

    const foxes = { name: "Foxes", color: "#445566" };
    rerender(<PatrolForm record={foxes} />);
    await vi.waitFor(() => expect(name.value).toBe("Foxes"));

    // Closed and opened again on the same patrol: what was half-typed is gone.
    await userEvent.clear(name);
    await userEvent.type(name, "Half-typed");
    rerender(<PatrolForm record={foxes} open={false} />);
    expect(name.value).toBe("Half-typed");
    rerender(<PatrolForm record={foxes} open />);
    await vi.waitFor(() => expect(name.value).toBe("Foxes"));
  });

  it("fetches a schema given as a function at the first check, or earlier when preloaded", async () => {
    const load = vi.fn(async () => patrolCreateRequest);
    const onBody = vi.fn();
    const formRef: { current: RequestForm<Values, Body> | null } = { current: null };
    render(<PatrolForm record={null} schema={load} onBody={onBody} formRef={formRef} />);
    expect(load).not.toHaveBeenCalled();
    formRef.current?.preload();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Name"), "Owls");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onBody).toHaveBeenCalledWith({ name: "Owls", color: "#336699", motto: null });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
