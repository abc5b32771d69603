import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-request";
import { applyServerFieldErrors } from "./server-field-errors";

type Values = { name: string; imageUrl: string; requirements: string };
const FIELDS = ["name", "imageUrl", "requirements"] as const;

describe("applyServerFieldErrors", () => {
  it("puts each field's first message on it, in the form's order, focusing the first", () => {
    const setError = vi.fn();
    const body = {
      error: "Too long.",
      fields: {
        "requirements.2": "Too long.",
        "requirements.3": "Also long.",
        imageUrl: "Image URL must start with http://, https:// or /.",
        other: "x",
      },
    };
    const applied = applyServerFieldErrors<Values>(setError, new ApiError(400, JSON.stringify(body)), [...FIELDS]);
    expect(applied).toEqual(["imageUrl", "requirements"]);
    expect(setError.mock.calls).toEqual([
      ["imageUrl", { type: "server", message: "Image URL must start with http://, https:// or /." }, { shouldFocus: true }],
      ["requirements", { type: "server", message: "Too long." }, { shouldFocus: false }],
    ]);
  });

  it("does nothing for an answer without fields or a failure that is not an answer", () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Values>(setError, new ApiError(500, "boom"), [...FIELDS])).toEqual([]);
    expect(applyServerFieldErrors<Values>(setError, new TypeError("Failed to fetch"), [...FIELDS])).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
