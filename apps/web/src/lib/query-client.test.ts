import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-client";
import { shouldRetryRequest } from "./query-client";

function failure(kind: ApiRequestError["kind"], status: number): ApiRequestError {
  return new ApiRequestError({ kind, status, body: null, userMessage: "x", request: "GET /api/x" });
}

describe("shouldRetryRequest", () => {
  it("when there was no answer or a 5xx, then the query is retried", () => {
    expect(shouldRetryRequest(0, failure("network", 0))).toBe(true);
    expect(shouldRetryRequest(1, failure("http", 503))).toBe(true);
  });

  it("when the answer was a 4xx or broke the contract, then it is not retried", () => {
    expect(shouldRetryRequest(0, failure("http", 400))).toBe(false);
    expect(shouldRetryRequest(0, failure("http", 401))).toBe(false);
    expect(shouldRetryRequest(0, failure("http", 404))).toBe(false);
    expect(shouldRetryRequest(0, failure("invalid-response", 200))).toBe(false);
    expect(shouldRetryRequest(0, new Error("bug"))).toBe(false);
  });

  it("when it already failed twice, then it stops", () => {
    expect(shouldRetryRequest(2, failure("network", 0))).toBe(false);
  });
});
