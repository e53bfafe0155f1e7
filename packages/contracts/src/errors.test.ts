import { describe, expect, it } from "vitest";
import { errorMessageOf } from "./errors.js";

describe("errorMessageOf", () => {
  it("when a message is present, then it wins over error and detail", () => {
    expect(errorMessageOf({ message: "m", error: "e", detail: "d" })).toBe("m");
  });
  it("when only error and detail are present, then error wins", () => {
    expect(errorMessageOf({ error: "e", detail: "d" })).toBe("e");
  });
  it("when only detail is present, then detail is shown", () => {
    expect(errorMessageOf({ detail: "d" })).toBe("d");
  });
  it("when the body is not an error object, then the fallback is shown", () => {
    expect(errorMessageOf("oops")).toBe("something went wrong");
    expect(errorMessageOf(null, "network error")).toBe("network error");
  });
});
