// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "@tests/client/radix-in-jsdom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { handOverToast } from "@/lib/handed-over-toast";
import { queryClient } from "@/lib/query-client";
import { resetToasts } from "@/lib/use-toast";
import { FirstViewTakenOver } from "../first-view-taken-over";
import LoginPage from "./login-page";

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  resetToasts();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("/login drawn by the app itself", () => {
  it("runs the same card, and a sign-in goes on inside the app with the user read afresh", async () => {
    // A token that stopped working left the app signed out with no user in its cache.
    queryClient.setQueryData(["/api/auth/user"], null);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ authToken: "tok", user: {} }), { status: 200 }));
    const location = memoryLocation({ path: "/login", searchPath: "next=%2Fadmin", record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LoginPage />
        <Toaster />
      </Router>,
    );
    const fieldset = screen.getByRole("group");
    await waitFor(() => expect((fieldset as HTMLFieldSetElement).disabled).toBe(false));
    await userEvent.type(screen.getByLabelText("Email"), "a@b.c");
    await userEvent.type(screen.getByLabelText("Password"), "pw");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Welcome back!");
    expect(localStorage.getItem("authToken")).toBe("tok");
    expect(location.history.at(-1)).toBe("/admin");
    expect(queryClient.getQueryState(["/api/auth/user"])?.isInvalidated).toBe(true);
  });
});

describe("a toast handed over by the sign-in page", () => {
  it("shows once the app has taken its page over, and only once", async () => {
    handOverToast({ title: "Welcome back!", description: "You have been logged in successfully." });
    const { unmount } = render(
      <>
        <FirstViewTakenOver />
        <Toaster />
      </>,
    );
    await screen.findByText("You have been logged in successfully.");
    unmount();
    resetToasts();
    render(
      <>
        <FirstViewTakenOver />
        <Toaster />
      </>,
    );
    expect(screen.queryByText("Welcome back!")).toBeNull();
  });
});
