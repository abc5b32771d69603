import { describe, expect, it } from "vitest";
import { checkPasswordChange } from "./password-form-rules";

describe("checkPasswordChange (in order)", () => {
  it("needs all three fields first", () => {
    expect(checkPasswordChange({ currentPassword: "", newPassword: "a", confirmPassword: "b" })).toEqual({
      title: "Missing Information",
      description: "Please fill in all password fields.",
    });
    expect(checkPasswordChange({ currentPassword: "x", newPassword: "abcdefg", confirmPassword: "" })?.title).toBe("Missing Information");
  });

  it("then checks the confirmation before the length", () => {
    expect(checkPasswordChange({ currentPassword: "x", newPassword: "abc", confirmPassword: "abd" })).toEqual({
      title: "Passwords Don't Match",
      description: "New password and confirmation don't match.",
    });
  });

  it("then needs at least 6 characters", () => {
    expect(checkPasswordChange({ currentPassword: "x", newPassword: "abcde", confirmPassword: "abcde" })).toEqual({
      title: "Password Too Short",
      description: "New password must be at least 6 characters long.",
    });
    expect(checkPasswordChange({ currentPassword: "x", newPassword: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });
});
