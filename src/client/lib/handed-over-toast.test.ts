// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { handOverToast, takeHandedOverToast } from "./handed-over-toast";

describe("a toast handed over to the next page", () => {
  afterEach(() => sessionStorage.clear());

  it("is taken once, then forgotten", () => {
    handOverToast({ title: "Welcome back!", description: "You have been logged in successfully." });
    expect(takeHandedOverToast()).toEqual({ title: "Welcome back!", description: "You have been logged in successfully." });
    expect(takeHandedOverToast()).toBeNull();
  });

  it("is nothing when none was handed over, or when what is stored is not a toast", () => {
    expect(takeHandedOverToast()).toBeNull();
    sessionStorage.setItem("handedOverToast", "{not json");
    expect(takeHandedOverToast()).toBeNull();
    sessionStorage.setItem("handedOverToast", JSON.stringify({ description: "no title" }));
    expect(takeHandedOverToast()).toBeNull();
  });
});
