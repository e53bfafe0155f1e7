// An operator rule's refusal (@carcare/operations' OperationError) reaches an HTTP client as a 4xx
// in the clients' body shape ({ message, error }), through the API's one error handler: the rules
// run on the API's own Db, and a route that calls them needs no mapping of its own (issue 26).
import { PlaceOrderResponseSchema } from "@carcare/contracts";
import { assignSubscription, getOrder, moveOrder, OperationError } from "@carcare/operations";
import express, { type RequestHandler } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { orderFactories } from "../../../test/factories-orders.js";
import { errorHandler } from "../../lib/error-handler.js";
import { createLogger } from "../../lib/logger.js";

let ctx: TestContext;
let make: ReturnType<typeof orderFactories>;
/** A small app whose routes call the rules on the API's Db, behind the API's error handler. */
let rules: express.Express;

const answer =
  (work: (body: Record<string, string>) => Promise<unknown>): RequestHandler =>
  async (req, res) => {
    res.json(await work(req.body as Record<string, string>));
  };

beforeAll(async () => {
  ctx = await createTestContext();
  make = orderFactories(ctx.prisma, ctx.app);
  const db = ctx.deps.db;
  rules = express();
  rules.use(express.json());
  rules.post(
    "/move",
    answer(async (body) => (await moveOrder(db, body.order!, body.to!, "ops:tester")).to),
  );
  rules.get(
    "/order-by-path/:ref",
    (req, res, next) => void getOrder(db, String(req.params.ref)).then((o) => res.json(o.id), next),
  );
  rules.post(
    "/assign",
    answer(async (body) =>
      assignSubscription(db, {
        customer: body.customer!,
        plan: body.plan!,
        start: "2031-01-01",
        vendors: [],
        replace: false,
      }),
    ),
  );
  rules.use(errorHandler(createLogger("silent")));
});
afterAll(() => ctx.close());

async function placedOrder(): Promise<string> {
  const product = await make.product({ priceFils: 4_000, stock: 3 });
  const shopper = await make.shopper([{ productId: product.id, quantity: 1 }]);
  const res = await shopper.agent
    .post("/api/place_order")
    .set("Idempotency-Key", `refusal-${shopper.user.id}`)
    .send({})
    .expect(201);
  return PlaceOrderResponseSchema.parse(res.body).order_details.order_number;
}

describe("an operator rule's refusal over HTTP", () => {
  it("when a rule refuses a move (CONFLICT), then the client gets 409 with the rule's message", async () => {
    const orderNumber = await placedOrder();
    const refusal = await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester").catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(OperationError);
    const message = (refusal as OperationError).message;

    const res = await request(rules).post("/move").send({ order: orderNumber, to: "shipped" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message, error: message });
    expect(message).toContain(orderNumber);
    // Nothing moved: the order is still waiting for payment.
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { orderNumber } })).status).toBe(
      "pending_payment",
    );
  });

  it("when a rule finds nothing (NOT_FOUND) or is given bad input (BAD_REQUEST), then 404 and 400", async () => {
    const missing = await request(rules).get("/order-by-path/CC-NO-SUCH-ORDER");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: "Order CC-NO-SUCH-ORDER not found.",
      error: "Order CC-NO-SUCH-ORDER not found.",
    });

    const orderNumber = await placedOrder();
    const badStatus = await request(rules).post("/move").send({ order: orderNumber, to: "lost" });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toContain('"lost" is not an order status');
    expect(badStatus.body.error).toBe(badStatus.body.message);

    const badPlan = await request(rules)
      .post("/assign")
      .send({ customer: "nobody@example.com", plan: "Gold" });
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.message).toContain("--plan must be a plan id");
  });

  it("when the move is allowed, then the same route answers 200 (the refusals above are the rules', not the route's)", async () => {
    const orderNumber = await placedOrder();
    const res = await request(rules).post("/move").send({ order: orderNumber, to: "confirmed" }).expect(200);
    expect(res.body).toBe("confirmed");
  });
});
