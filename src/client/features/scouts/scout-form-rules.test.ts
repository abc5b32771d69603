import { describe, expect, it } from "vitest";
import { formErrors } from "@/lib/request-form";
import { scoutForm, scoutFormValues, toScoutRequest } from "./scout-form-rules";

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("scout form", () => {
  it("sends blank optional fields as null", () => {
    expect(toScoutRequest({ ...scoutFormValues(null), name: "Ann", email: "  " })).toMatchObject({
      name: "Ann",
      email: null,
      phone: null,
      dateOfBirth: null,
      notes: null,
      isActive: true,
    });
  });
  it("refuses a birth date in the future with the shared schema's message, and accepts today", () => {
    const values = { ...scoutFormValues(null), name: "Ann" };
    expect(formErrors(scoutForm, { ...values, dateOfBirth: day(3) })).toEqual({ dateOfBirth: "Date of birth cannot be in the future." });
    expect(formErrors(scoutForm, { ...values, dateOfBirth: day(0) })).toEqual({});
    expect(formErrors(scoutForm, { ...values, dateOfBirth: "2014-03-09" })).toEqual({});
  });
});
