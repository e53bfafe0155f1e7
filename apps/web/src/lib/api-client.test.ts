import { HealthSchema, NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiRequestError,
  apiFetch,
  genericErrorMessage,
  isUnauthenticated,
  networkErrorMessage,
  userMessageOf,
} from "./api-client";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The error apiFetch rejected with; fails the test when it resolved instead. */
async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error("fetch was not called");
  return { url: String(call[0]), init: call[1] ?? {} };
}

const HEALTH = { status: "ok", database: "up", uptime_seconds: 12, version: "1.0.0" };

describe("apiFetch", () => {
  it("when the call succeeds with a schema, then the parsed body is returned", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...HEALTH, extra: "dropped" }));

    const health = await apiFetch("/health", { schema: HealthSchema });

    expect(health).toEqual(HEALTH);
    expect(lastRequest().url).toBe("/api/health");
    expect(lastRequest().init.method).toBe("GET");
  });

  it("when the success body does not match the schema, then an invalid-response error is thrown", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: "perfect" }));

    const error = await failureOf(apiFetch("/health", { schema: HealthSchema }));

    expect(error.kind).toBe("invalid-response");
    expect(error.status).toBe(200);
    expect(error.userMessage).toBe(genericErrorMessage());
  });

  it("when the answer is 204 without a body, then undefined is returned", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch("/logout", { method: "POST", body: {} })).resolves.toBeUndefined();
  });

  it("when any request is made, then cookies are included", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "ok" }));

    await apiFetch("/display_cart/");

    expect(lastRequest().init.credentials).toBe("include");
  });

  it("when the body is a plain object, then it is sent as JSON", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "Successfully added" }));

    await apiFetch("/add_to_cart/3/", { method: "POST", body: { quantity: 2 } });

    const { init } = lastRequest();
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"quantity":2}');
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
  });

  it("when the body is FormData, then it is passed through without a JSON content type", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "successfully logged in" }));
    const form = new FormData();
    form.append("username", "971501234567");
    form.append("password", "secret");

    await apiFetch("/UserLogin/", { method: "POST", body: form });

    const { init } = lastRequest();
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  describe("when the server answers with an error, then userMessage follows message, error, detail, fallback", () => {
    it.each([
      [{ message: "m", error: "e", detail: "d" }, "m"],
      [{ error: "e", detail: "d" }, "e"],
      [{ detail: "d" }, "d"],
      [{ unrelated: true }, genericErrorMessage()],
    ])("body %j shows %j", async (body, expected) => {
      fetchMock.mockResolvedValue(jsonResponse(body, 400));

      const error = await failureOf(apiFetch("/coupon/"));

      expect(error.kind).toBe("http");
      expect(error.status).toBe(400);
      expect(error.userMessage).toBe(expected);
      expect(userMessageOf(error)).toBe(expected);
    });
  });

  it("when the error body is not JSON, then the generic text is shown and body is null", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));

    const error = await failureOf(apiFetch("/health"));

    expect(error.status).toBe(502);
    expect(error.body).toBeNull();
    expect(error.userMessage).toBe(genericErrorMessage());
  });

  it("when the error body has the contract's shape, then it is kept on the error", async () => {
    const body = { message: "Please check the form", fields: { email: "Enter a valid email" } };
    fetchMock.mockResolvedValue(jsonResponse(body, 422));

    const error = await failureOf(apiFetch("/signup/", { method: "POST", body: {} }));

    expect(error.body).toEqual(body);
  });

  it("when fetch itself fails, then a network error with the network text is thrown", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    const error = await failureOf(apiFetch("/health"));

    expect(error.kind).toBe("network");
    expect(error.status).toBe(0);
    expect(error.userMessage).toBe(networkErrorMessage());
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("when the caller aborts, then the abort error is rethrown untouched", async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException("The operation was aborted.", "AbortError");
    fetchMock.mockRejectedValue(abortError);

    await expect(apiFetch("/health", { signal: controller.signal })).rejects.toBe(abortError);
    expect(lastRequest().init.signal).toBe(controller.signal);
  });
});

describe("isUnauthenticated", () => {
  it("when the status is 401, then it is true", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: NOT_AUTHENTICATED_DETAIL }, 401));

    expect(isUnauthenticated(await failureOf(apiFetch("/display_cart/")))).toBe(true);
  });

  it("when a 403 carries the not-authenticated detail, then it is true", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: NOT_AUTHENTICATED_DETAIL }, 403));

    expect(isUnauthenticated(await failureOf(apiFetch("/display_cart/")))).toBe(true);
  });

  it("when the failure is anything else, then it is false", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "Forbidden" }, 403));

    expect(isUnauthenticated(await failureOf(apiFetch("/display_cart/")))).toBe(false);
    expect(isUnauthenticated(new Error("boom"))).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });
});
