import { describe, expect, it } from "vitest";
import { keyAfterOutcome, keyForRequest } from "./checkout-attempt";

describe("checkout attempt keys", () => {
  it("when there is no attempt yet, then a fresh key is made", () => {
    expect(keyForRequest(null, () => "fresh-key-1")).toBe("fresh-key-1");
  });

  it("when an attempt is under way, then its key is sent again", () => {
    expect(keyForRequest("attempt-key", () => "fresh-key-1")).toBe("attempt-key");
  });

  it("when the request got no answer, then the retry keeps the key", () => {
    expect(keyAfterOutcome("attempt-key", "no-answer")).toBe("attempt-key");
  });

  it("when the server placed or refused the order, then the next click starts a new attempt", () => {
    expect(keyAfterOutcome("attempt-key", "placed")).toBeNull();
    expect(keyAfterOutcome("attempt-key", "refused")).toBeNull();
  });
});
