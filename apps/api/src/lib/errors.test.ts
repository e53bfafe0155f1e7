import { NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorHandler, normaliseError } from "./error-handler.js";
import { AppError, GENERIC_ERROR_MESSAGE, toHttp } from "./errors.js";
import { createLogger } from "./logger.js";
import { linesInto } from "../../test/context.js";

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

describe("the error handler's log line", () => {
  it("when a route fails unexpectedly, then the log keeps the error's code and still hides secrets", async () => {
    const lines: string[] = [];
    const app = express();
    app.get("/boom", () => {
      throw Object.assign(new Error("duplicate key value"), { code: "23505", password: "hunter2-secret" });
    });
    app.use(errorHandler(createLogger("info", linesInto(lines))));

    const res = await request(app).get("/boom").expect(500);
    expect(res.body.message).toBe(GENERIC_ERROR_MESSAGE);
    const logged = JSON.parse(lines.find((line) => line.includes("unhandled error"))!) as {
      err: { code: string; password: string };
    };
    expect(logged.err.code).toBe("23505");
    expect(logged.err.password).toBe("[redacted]");
    expect(lines.join("")).not.toContain("hunter2-secret");
  });
});
