// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorStatus, apiRequest, errorMessage } from "./api-request";

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

describe("apiRequest", () => {
  it("sends the stored token as Bearer, includes credentials, and no content type without a body", async () => {
    localStorage.setItem("authToken", "tok-123");
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    await apiRequest("GET", "/api/auth/user");
    const { url, init, headers } = lastCall();
    expect(url).toBe("/api/auth/user");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(headers.get("Authorization")).toBe("Bearer tok-123");
    expect(headers.has("Content-Type")).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it("sends JSON with a content type when there is a body, and no Authorization without a token", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/signup", { email: "a@b.c" });
    const { init, headers } = lastCall();
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
    expect(init.body).toBe('{"email":"a@b.c"}');
  });

  it("raises 'STATUS: body' on a non-OK answer", async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"Invalid credentials"}', { status: 401, statusText: "Unauthorized" }));
    await expect(apiRequest("POST", "/api/login-credentials", {})).rejects.toThrow('401: {"error":"Invalid credentials"}');
  });

  it("uses the status text when the body is empty", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("500: Internal Server Error");
  });
});

describe("ApiError", () => {
  it('keeps the message "STATUS: body" and carries the status, the error text and the field messages', async () => {
    const body = { error: "Title is required.", fields: { title: "Title is required.", "tags.2": "Too long." } };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 400 }));
    const error = await apiRequest("POST", "/api/events", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.error).toBe("Title is required.");
    expect(apiError.fields).toEqual({ title: "Title is required.", "tags.2": "Too long." });
  });

  it("has no error text or fields when the body is not JSON", () => {
    const error = new ApiError(502, "<html>bad gateway</html>");
    expect([error.status, error.error, error.fields]).toEqual([502, null, null]);
  });
});

describe("errorMessage", () => {
  it("reads the error field of a JSON body", () => {
    expect(errorMessage(new ApiError(403, '{"error":"This account is not a leader account."}'), "x")).toBe(
      "This account is not a leader account.",
    );
  });
  it("falls back when the body carries no error field, is HTML or text, or the request failed", () => {
    expect(errorMessage(new ApiError(500, "Internal Server Error"), "Invalid credentials")).toBe("Invalid credentials");
    expect(errorMessage(new TypeError("Failed to fetch"), "Signup failed")).toBe("Signup failed");
    expect(errorMessage(new ApiError(400, '{"message":"nope"}'), "Signup failed")).toBe("Signup failed");
    expect(errorMessage(new ApiError(502, "<html>bad gateway</html>"), "Signup failed")).toBe("Signup failed");
    expect(errorMessage("not an error", "Signup failed")).toBe("Signup failed");
  });
  it("reads the status", () => {
    expect(apiErrorStatus(new ApiError(401, "Unauthorized"))).toBe(401);
    expect(apiErrorStatus(new Error("401: Unauthorized"))).toBeNull();
  });
});
