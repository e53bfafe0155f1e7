import { NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { normaliseError } from "./error-handler.js";
import { AppError, GENERIC_ERROR_MESSAGE, toHttp } from "./errors.js";

describe("error mapper", () => {
  it("when a request is unauthenticated, then the body is exactly the detail the clients compare", () => {
    expect(toHttp(new AppError("UNAUTHENTICATED", "ignored"))).toEqual({
      status: 401,
      body: { detail: NOT_AUTHENTICATED_DETAIL },
    });
  });

  it("when a service raises a known code, then status and message/error follow the code", () => {
    expect(toHttp(new AppError("NOT_FOUND", "Product not found"))).toEqual({
      status: 404,
      body: { message: "Product not found", error: "Product not found" },
    });
    expect(toHttp(new AppError("CONFLICT", "x")).status).toBe(409);
    expect(toHttp(new AppError("TOO_MANY_REQUESTS", "x")).status).toBe(429);
    expect(toHttp(new AppError("VALIDATION", "bad", { fields: { a: "bad" } })).body.fields).toEqual({
      a: "bad",
    });
  });

  it("when an unknown error is thrown, then it becomes a 500 with a generic message and no internals", () => {
    const mapped = toHttp(normaliseError(new Error("connection string postgres://secret@db")));
    expect(mapped.status).toBe(500);
    expect(mapped.body.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(JSON.stringify(mapped.body)).not.toContain("secret");
  });

  it("when zod or the body parser fails, then it is a 4xx", () => {
    const zodError = z.object({ a: z.string() }).safeParse({}).error!;
    expect(toHttp(normaliseError(zodError)).status).toBe(400);
    expect(toHttp(normaliseError({ type: "entity.parse.failed" })).status).toBe(400);
    expect(toHttp(normaliseError({ type: "entity.too.large" })).status).toBe(413);
  });
});
