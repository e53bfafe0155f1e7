import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client";
import { prefetchPageData, shouldRetryRequest, withDataTimeSteps } from "./query-client";

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

describe("withDataTimeSteps", () => {
  it("when a page's data is dehydrated, then its times are the start of their minute, never later", async () => {
    const fetchedAt = Date.UTC(2026, 10, 27, 14, 5, 42, 123);
    const state = await prefetchPageData((queryClient) =>
      queryClient.prefetchQuery({ queryKey: ["x"], queryFn: () => 1 }),
    );
    const [query] = withDataTimeSteps({
      ...state,
      queries: state.queries.map((q) => ({
        ...q,
        dehydratedAt: fetchedAt + 5,
        state: { ...q.state, dataUpdatedAt: fetchedAt },
      })),
    }).queries;
    expect(query!.state.dataUpdatedAt).toBe(Date.UTC(2026, 10, 27, 14, 5, 0));
    expect(query!.dehydratedAt).toBe(Date.UTC(2026, 10, 27, 14, 5, 0));
    expect(query!.state.errorUpdatedAt).toBe(0);
    expect(query!.state.data).toBe(1);
  });

  it("when the same data is dehydrated at two times of one minute, then the two states are equal", async () => {
    const render = async (now: number) => {
      vi.setSystemTime(now);
      return prefetchPageData((queryClient) =>
        queryClient.prefetchQuery({ queryKey: ["x"], queryFn: () => ({ a: 1 }) }),
      );
    };
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      const first = await render(Date.UTC(2026, 10, 27, 14, 5, 1));
      const second = await render(Date.UTC(2026, 10, 27, 14, 5, 59));
      const nextMinute = await render(Date.UTC(2026, 10, 27, 14, 6, 0));
      expect(second).toEqual(first);
      expect(nextMinute).not.toEqual(first);
    } finally {
      vi.useRealTimers();
    }
  });
});
