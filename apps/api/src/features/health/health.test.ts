import { ApiErrorSchema, HealthSchema } from "@carcare/contracts";
import { createPrismaClient } from "@carcare/db";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, createTestContext, type TestContext } from "../../../test/context.js";
import { Db } from "../../lib/database.js";
import { createLogger } from "../../lib/logger.js";

describe("health and the API frame", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("when the database is up, then /api/health says so", async () => {
    const res = await request(ctx.app).get("/api/health").expect(200);
    const health = HealthSchema.parse(res.body);
    expect(health).toMatchObject({ status: "ok", database: "up" });
    expect(res.headers["x-request-id"]).toMatch(/[0-9a-f-]{36}/);
  });

  it("when the path has a trailing slash, then the same route answers", async () => {
    await request(ctx.app).get("/api/health/").expect(200);
  });

  it("when the database is unreachable, then health answers 503 with database down", async () => {
    const broken = createPrismaClient("postgresql://nobody:nothing@127.0.0.1:1/none");
    const app = createApp({ ...ctx.deps, db: new Db(broken, ctx.deps.sql), logger: createLogger("silent") });
    const res = await request(app).get("/api/health").expect(503);
    expect(res.body).toMatchObject({ status: "degraded", database: "down" });
    await broken.$disconnect();
  });

  it("when an API path does not exist, then it answers 404 JSON in the error shape", async () => {
    const res = await request(ctx.app).get("/api/no_such_thing").expect(404);
    expect(ApiErrorSchema.parse(res.body).message).toContain("No API endpoint");
  });

  // Bodies are read before any route: shown on a documented write (the OpenAPI replay checks every
  // request these tests make against the document, and health takes no POST).
  it("when a JSON body is malformed, then it answers 400, not 500", async () => {
    const res = await request(ctx.app)
      .post("/api/UserLogin")
      .set("Content-Type", "application/json")
      .send("{not json");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The request body is not valid JSON.");
  });

  it("when a JSON body is over the limit, then it answers 413", async () => {
    const res = await request(ctx.app)
      .post("/api/UserLogin")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ big: "x".repeat(200_000) }));
    expect(res.status).toBe(413);
  });

  it("when a page is requested and the web app is not built, then a clear message is served", async () => {
    const res = await request(ctx.app).get("/accessories").set("Accept", "text/html").expect(503);
    expect(res.text).toContain("pnpm build");
  });

  it("when the API answers, then it may not be sniffed, framed or read cross-origin, and has no entity tag", async () => {
    const res = await request(ctx.app).get("/api/health");
    expect(res.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "cross-origin-resource-policy": "same-origin",
      "referrer-policy": "no-referrer",
    });
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBeUndefined();
  });

  it("when a page is served, then it gets the document headers: its own CSP, no framing, HSTS only over https", async () => {
    const res = await request(ctx.app).get("/no-such-page").set("Accept", "text/html");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // Plain http (a LAN address): HSTS would be ignored, and pages.test.ts checks it over https.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toMatch(/[0-9a-f-]{36}/);
  });

  it("when API requests complete, then each writes one line with its id, status and time, and pages none", async () => {
    const before = ctx.logs.length;
    const res = await request(ctx.app).get("/api/no_such_thing?x=1").expect(404);
    await request(ctx.app).get("/no-such-page").set("Accept", "text/html");
    const lines = ctx.logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "request completed",
        reqId: res.headers["x-request-id"],
        method: "GET",
        url: "/api/no_such_thing?x=1",
        status: 404,
        ms: expect.any(Number),
      }),
    ]);
  });
});
