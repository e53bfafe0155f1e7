import {
  endpoint,
  IdempotencyKeySchema,
  MessageSchema,
  NOT_AUTHENTICATED_DETAIL,
  ok,
  PathIdParamSchema,
} from "@carcare/contracts";
import express, { type RequestHandler, Router } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestContext, type TestContext } from "../../test/context.js";
import { orderFactories } from "../../test/factories-orders.js";
import { errorHandler } from "./error-handler.js";
import { createLogger } from "./logger.js";
import { route } from "./route.js";

// Declarations made for these tests only: the helper's rules, apart from any real endpoint.
const NoteInputSchema = z.object({ note: z.string().max(5) });
const NoteHeadersSchema = z.object({ "X-Request-Tag": IdempotencyKeySchema.optional() });
const ADD_NOTE = endpoint({
  method: "post",
  path: "/notes/:id",
  tag: "dev",
  summary: "test",
  description: "A test endpoint",
  params: PathIdParamSchema,
  body: NoteInputSchema,
  headers: NoteHeadersSchema,
  answers: { 201: ok("Added", z.object({ id: z.number(), note: z.string(), tag: z.string().nullable() })) },
});
const PRIVATE_NOTE = endpoint({
  method: "put",
  path: "/private/:id",
  tag: "dev",
  summary: "test",
  description: "A test endpoint",
  auth: true,
  params: PathIdParamSchema,
  body: NoteInputSchema,
  answers: { 200: ok("Changed", MessageSchema) },
});
const EITHER = endpoint({
  method: "post",
  path: "/either",
  tag: "dev",
  summary: "test",
  description: "A test endpoint",
  answers: { 201: ok("Made", MessageSchema), 200: ok("Already there", MessageSchema) },
});

/** An app with the test routes, the API's error handler, and a record of what ran. */
function testApp() {
  const ran: string[] = [];
  const router = Router();
  route(router, ADD_NOTE, ({ params, body, headers }) => {
    ran.push("add note");
    return { id: params.id, note: body.note, tag: headers["X-Request-Tag"] ?? null };
  });
  const refuseAll: RequestHandler = (_req, _res, next) => {
    ran.push("before");
    next(new Error("refused by the before middleware"));
  };
  route(router, PRIVATE_NOTE, { before: [refuseAll] }, () => {
    ran.push("private note");
    return { message: "changed" };
  });
  route(router, EITHER, ({ req, res }) => {
    ran.push("either");
    if (req.query.new === "1") res.status(201);
    return { message: "ok" };
  });
  const app = express();
  app.use(express.json());
  app.use(router);
  app.use(errorHandler(createLogger("silent")));
  return { app, ran };
}

describe("route(): one declaration validates and types a route", () => {
  it("when params, body and header are all wrong, then 400 names the params' problem first and the handler never runs", async () => {
    const { app, ran } = testApp();

    const res = await request(app)
      .post("/notes/abc")
      .set("X-Request-Tag", "x")
      .send({ note: "far too long" })
      .expect(400);

    expect(res.body.message).toBe(res.body.error);
    expect(Object.keys(res.body.fields)).toEqual(["id"]);
    expect(ran).toEqual([]);
  });

  it("when only the body and a header are wrong, then the body's readable message comes before the header's", async () => {
    const { app, ran } = testApp();

    const res = await request(app).post("/notes/7").set("X-Request-Tag", "x").send({ note: 5 }).expect(400);

    expect(res.body).toEqual({
      message: "note must be text",
      error: "note must be text",
      fields: { note: "note must be text" },
    });
    expect(ran).toEqual([]);
  });

  it("when a header fails its contract schema, then 400 with the schema's own message under the header's declared name", async () => {
    const { app, ran } = testApp();

    const res = await request(app).post("/notes/7").set("x-request-tag", "bad key!").send({ note: "hi" });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Idempotency-Key may contain letters, digits and . _ : - only",
      error: "Idempotency-Key may contain letters, digits and . _ : - only",
      fields: { "X-Request-Tag": "Idempotency-Key may contain letters, digits and . _ : - only" },
    });
    expect(ran).toEqual([]);
  });

  it("when the input is valid, then the handler gets it parsed (header in any letter case, trimmed) and a create-only endpoint answers 201", async () => {
    const { app, ran } = testApp();

    const tagged = await request(app)
      .post("/notes/0042")
      .set("x-REQUEST-tag", "  tag-0001  ")
      .send({ note: "hi" })
      .expect(201);
    const untagged = await request(app).post("/notes/3").send({ note: "yo" }).expect(201);

    expect(tagged.body).toEqual({ id: 42, note: "hi", tag: "tag-0001" });
    expect(untagged.body).toEqual({ id: 3, note: "yo", tag: null });
    expect(ran).toEqual(["add note", "add note"]);
  });

  it("when a private endpoint is called without a customer, then exactly the 401 body, before its middleware and its input checks", async () => {
    const { app, ran } = testApp();

    const res = await request(app).put("/private/not-a-number").send({ note: 12 }).expect(401);

    expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    expect(ran).toEqual([]);
  });

  it("when an endpoint answers 200 or 201, then 200 unless the handler sets its own status", async () => {
    const { app, ran } = testApp();

    await request(app).post("/either").send({}).expect(200);
    await request(app).post("/either?new=1").send({}).expect(201);
    expect(ran).toEqual(["either", "either"]);
  });
});

describe("place_order's Idempotency-Key, read through its contract header schema", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("when the key is malformed, then 400 with the contract's message and no order is made; a valid key then places it", async () => {
    const { product, shopper } = orderFactories(ctx.prisma, ctx.app);
    const p = await product({ priceFils: 10_00, stock: 4 });
    const { user, agent } = await shopper([{ productId: p.id, quantity: 1 }]);

    const tooShort = await agent.post("/api/place_order").set("Idempotency-Key", "abc").send({});
    const badChars = await agent.post("/api/place_order").set("Idempotency-Key", "key with spaces").send({});

    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe("Idempotency-Key must be 8 to 100 characters");
    expect(tooShort.body.error).toBe(tooShort.body.message);
    expect(badChars.status).toBe(400);
    expect(badChars.body.message).toBe("Idempotency-Key may contain letters, digits and . _ : - only");
    expect(await ctx.prisma.order.count({ where: { userId: user.id } })).toBe(0);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(4);

    const placed = await agent.post("/api/place_order").set("Idempotency-Key", "  route-test-0001 ").send({});
    expect(placed.status).toBe(201);
    const replay = await agent.post("/api/place_order").set("Idempotency-Key", "route-test-0001").send({});
    expect(replay.status).toBe(200);
    expect(replay.body.order_id).toBe(placed.body.order_id);
    expect(await ctx.prisma.order.count({ where: { userId: user.id } })).toBe(1);
  });
});
