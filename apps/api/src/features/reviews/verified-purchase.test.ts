// 'Verified purchase' (issue 25): a review is verified when its author has a confirmed, shipped or
// delivered order with the product, when the review is written or when such an order is confirmed
// later (packages/operations, which the operator CLI moves orders with); it is never unset.
// view_review lists verified purchases first unless sort=newest.
import { PlaceOrderResponseSchema, ReviewsResponseSchema } from "@carcare/contracts";
import { cancelOrder, moveOrder } from "@carcare/operations";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { orderFactories } from "../../../test/factories-orders.js";

let ctx: TestContext;
let make: ReturnType<typeof orderFactories>;
let keys = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  make = orderFactories(ctx.prisma, ctx.app);
});
afterAll(() => ctx.close());

/** A logged-in customer who has placed an order (pending payment) for the product. */
async function buyer(productId: number, firstName: string) {
  const shopper = await make.shopper([{ productId, quantity: 1 }], { firstName });
  keys += 1;
  const res = await shopper.agent
    .post("/api/place_order")
    .set("Idempotency-Key", `verified-${shopper.user.id}-${keys}`)
    .send({})
    .expect(201);
  return { ...shopper, orderNumber: PlaceOrderResponseSchema.parse(res.body).order_details.order_number };
}

const review = (agent: Awaited<ReturnType<typeof buyer>>["agent"], productId: number, comment: string) =>
  agent.post(`/api/add_review/${productId}/`).send({ rating: 4, comment });

async function listed(productId: number, query = "") {
  const res = await request(ctx.app).get(`/api/view_review/${productId}/${query}`).expect(200);
  return ReviewsResponseSchema.parse(res.body);
}

async function verifiedOf(productId: number, userId: number) {
  const row = await ctx.prisma.productReview.findUniqueOrThrow({
    where: { productId_userId: { productId, userId } },
  });
  return row.verifiedPurchase;
}

describe("verified purchase", () => {
  it("when the review was written before the order was confirmed, then confirming it verifies the review", async () => {
    const product = await make.product({ priceFils: 5_000 });
    const { user, agent, orderNumber } = await buyer(product.id, "Huda");

    await review(agent, product.id, "arrived? not yet paid").expect(201);
    expect(await verifiedOf(product.id, user.id)).toBe(false);
    expect((await listed(product.id)).reviews[0]).toMatchObject({ user: "Huda", verified_purchase: false });

    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");

    expect(await verifiedOf(product.id, user.id)).toBe(true);
    expect((await listed(product.id)).reviews[0]).toMatchObject({ user: "Huda", verified_purchase: true });
  });

  it("when the order was confirmed before the review is written, then the review is verified at once", async () => {
    const product = await make.product({ priceFils: 5_000 });
    const { user, agent, orderNumber } = await buyer(product.id, "Omar");
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester");

    await review(agent, product.id, "works well").expect(201);

    expect(await verifiedOf(product.id, user.id)).toBe(true);
  });

  it("when a verified review's order is cancelled later and the review rewritten, then it stays verified", async () => {
    const product = await make.product({ priceFils: 5_000 });
    const { user, agent, orderNumber } = await buyer(product.id, "Sara");
    await review(agent, product.id, "first words").expect(201);
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    expect(await verifiedOf(product.id, user.id)).toBe(true);

    await cancelOrder(ctx.deps.db, orderNumber, "ops:tester", "customer asked");
    await review(agent, product.id, "changed my words").expect(200);

    expect(await verifiedOf(product.id, user.id)).toBe(true);
    expect((await listed(product.id)).reviews[0]).toMatchObject({
      comment: "changed my words",
      verified_purchase: true,
    });
  });

  it("when the author never bought the product, or only has an unpaid or cancelled order, then the review is unverified", async () => {
    const product = await make.product({ priceFils: 5_000 });
    const other = await make.product({ priceFils: 7_000 });
    // Bought (and paid for) another product only.
    const elsewhere = await buyer(other.id, "Yusuf");
    await moveOrder(ctx.deps.db, elsewhere.orderNumber, "confirmed", "ops:tester");
    await review(elsewhere.agent, product.id, "looks nice in photos").expect(201);
    // Ordered it, never paid.
    const unpaid = await buyer(product.id, "Layla");
    await review(unpaid.agent, product.id, "waiting").expect(201);
    // Ordered it and cancelled before paying.
    const cancelled = await buyer(product.id, "Karim");
    await cancelOrder(ctx.deps.db, cancelled.orderNumber, "ops:tester");
    await review(cancelled.agent, product.id, "changed my mind").expect(201);

    for (const user of [elsewhere.user, unpaid.user, cancelled.user]) {
      expect(await verifiedOf(product.id, user.id)).toBe(false);
    }
    const list = await listed(product.id);
    expect(list.reviews.map((r) => r.verified_purchase)).toEqual([false, false, false]);
  });

  it("when reviews are listed, then verified purchases come first (newest first within each), unless sort=newest", async () => {
    const product = await make.product({ priceFils: 5_000 });
    const names = ["Amal", "Badr", "Dana", "Faris"];
    const buyers = [];
    for (const name of names) buyers.push(await buyer(product.id, name));
    // Oldest to newest: Amal, Badr, Dana, Faris; Amal and Dana paid.
    for (const { agent } of buyers) {
      await review(agent, product.id, "ok").expect(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await moveOrder(ctx.deps.db, buyers[0]!.orderNumber, "confirmed", "ops:tester");
    await moveOrder(ctx.deps.db, buyers[2]!.orderNumber, "confirmed", "ops:tester");

    const byDefault = await listed(product.id);
    expect(byDefault.reviews.map((r) => [r.user, r.verified_purchase])).toEqual([
      ["Dana", true],
      ["Amal", true],
      ["Faris", false],
      ["Badr", false],
    ]);
    expect(byDefault.total).toBe(4);
    expect((await listed(product.id, "?sort=verified")).reviews.map((r) => r.user)).toEqual([
      "Dana",
      "Amal",
      "Faris",
      "Badr",
    ]);
    expect((await listed(product.id, "?sort=newest")).reviews.map((r) => r.user)).toEqual([
      "Faris",
      "Dana",
      "Badr",
      "Amal",
    ]);
    const secondPage = await listed(product.id, "?page=2&limit=3");
    expect(secondPage.reviews.map((r) => r.user)).toEqual(["Badr"]);

    const bad = await request(ctx.app).get(`/api/view_review/${product.id}/?sort=best`).expect(400);
    expect(bad.body.message).toBe("sort must be empty, verified or newest");
  });
});
