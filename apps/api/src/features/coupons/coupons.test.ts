import { AppliedCouponSchema, CouponsResponseSchema, NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createCoupon, createProduct, recordRedemption } from "../../../test/factories-catalog.js";
import { withTransaction } from "../../lib/database.js";
import { evaluateCoupon, grandTotalFils } from "./service.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

async function customerAgent() {
  const user = await createCustomer(ctx.prisma);
  return { user, agent: await loginAgent(ctx.app, user) };
}

/** A customer whose cart is 3 x 10.50 at 5% off (9.97) and 2 x 19.99: subtotal 69.89. */
async function customerWithCart() {
  const customer = await customerAgent();
  const towel = await createProduct(ctx.prisma, { priceFils: 1050, discountPercentage: 5 });
  const wax = await createProduct(ctx.prisma, { priceFils: 1999 });
  await ctx.prisma.cartItem.createMany({
    data: [
      { userId: customer.user.id, productId: towel.id, quantity: 3 },
      { userId: customer.user.id, productId: wax.id, quantity: 2 },
    ],
  });
  return customer;
}

async function viewCoupons() {
  return CouponsResponseSchema.parse((await request(ctx.app).get("/api/view_coupons").expect(200)).body)
    .coupon;
}

describe("view_coupons", () => {
  it("when coupons exist, then only those valid now are listed, with the fields the carousel reads", async () => {
    const valid = await createCoupon(ctx.prisma, {
      name: "Eid 15",
      discountPercentage: 15,
      minOrderFils: 5000,
    });
    const notUsedUp = await createCoupon(ctx.prisma, { maxRedemptions: 5, redemptionCount: 4 });
    const expired = await createCoupon(ctx.prisma, {
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - 1000),
    });
    const notStarted = await createCoupon(ctx.prisma, { startsAt: new Date(Date.now() + DAY) });
    const usedUp = await createCoupon(ctx.prisma, { maxRedemptions: 5, redemptionCount: 5 });
    const inactive = await createCoupon(ctx.prisma, { active: false });

    const coupons = await viewCoupons();
    const ids = coupons.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([valid.id, notUsedUp.id]));
    for (const hidden of [expired, notStarted, usedUp, inactive]) expect(ids).not.toContain(hidden.id);
    expect(coupons.find((c) => c.id === valid.id)).toEqual({
      id: valid.id,
      name: "Eid 15",
      coupon_code: valid.code,
      discount_percentage: 15,
      min_order_price: 50,
      valid_until: valid.endsAt.toISOString(),
    });
  });
});

describe("view_coupons for a logged-in customer", () => {
  it("when a coupon is used up by this customer or above their cart, then usable is false with the reason; apply_coupon agrees", async () => {
    const { user, agent } = await customerWithCart(); // subtotal AED 69.89
    const usedOnce = await createCoupon(ctx.prisma, { maxPerCustomer: 1 });
    await recordRedemption(ctx.prisma, usedOnce.id, user.id);
    const usedOnceOfTwo = await createCoupon(ctx.prisma, { maxPerCustomer: 2 });
    await recordRedemption(ctx.prisma, usedOnceOfTwo.id, user.id);
    const aboveCart = await createCoupon(ctx.prisma, { minOrderFils: 6990 });
    const exactlyCart = await createCoupon(ctx.prisma, { minOrderFils: 6989 });
    const usedAndAbove = await createCoupon(ctx.prisma, { maxPerCustomer: 1, minOrderFils: 50_000 });
    await recordRedemption(ctx.prisma, usedAndAbove.id, user.id);
    const plain = await createCoupon(ctx.prisma);

    const res = await agent.get("/api/view_coupons").expect(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const coupons = CouponsResponseSchema.parse(res.body).coupon;
    const stateOf = (id: number) => {
      const coupon = coupons.find((c) => c.id === id);
      return coupon && { usable: coupon.usable, unusable_reason: coupon.unusable_reason };
    };
    expect(stateOf(usedOnce.id)).toEqual({ usable: false, unusable_reason: "used_by_you" });
    expect(stateOf(usedOnceOfTwo.id)).toEqual({ usable: true, unusable_reason: null });
    expect(stateOf(aboveCart.id)).toEqual({ usable: false, unusable_reason: "below_min_order" });
    expect(stateOf(exactlyCart.id)).toEqual({ usable: true, unusable_reason: null });
    // Both hold: the lasting reason is named, as apply_coupon names it first.
    expect(stateOf(usedAndAbove.id)).toEqual({ usable: false, unusable_reason: "used_by_you" });
    expect(stateOf(plain.id)).toEqual({ usable: true, unusable_reason: null });
    // The existing fields are unchanged beside the new ones.
    expect(coupons.find((c) => c.id === aboveCart.id)).toMatchObject({
      coupon_code: aboveCart.code,
      min_order_price: 69.9,
      valid_until: aboveCart.endsAt.toISOString(),
    });

    // The list offers exactly what apply_coupon accepts.
    for (const coupon of [usedOnce, usedOnceOfTwo, aboveCart, exactlyCart, usedAndAbove, plain]) {
      const applied = await agent.post("/api/apply_coupon").send({ code: coupon.code });
      expect(applied.status, coupon.code).toBe(stateOf(coupon.id)?.usable ? 200 : 400);
    }
  });

  it("when the cart grows past the minimum, then the coupon becomes usable; a visitor's answer has no new fields", async () => {
    const { user, agent } = await customerWithCart(); // subtotal AED 69.89
    const coupon = await createCoupon(ctx.prisma, { minOrderFils: 10_000 });
    const reasonNow = async () =>
      CouponsResponseSchema.parse((await agent.get("/api/view_coupons").expect(200)).body).coupon.find(
        (c) => c.id === coupon.id,
      )?.unusable_reason;
    expect(await reasonNow()).toBe("below_min_order");
    const more = await createProduct(ctx.prisma, { priceFils: 5000 });
    await ctx.prisma.cartItem.create({ data: { userId: user.id, productId: more.id, quantity: 1 } });
    expect(await reasonNow()).toBeNull();

    const visitor = await request(ctx.app).get("/api/view_coupons").expect(200);
    expect(visitor.headers["cache-control"]).toBeUndefined();
    const seen = (visitor.body as { coupon: Record<string, unknown>[] }).coupon.find(
      (c) => c.id === coupon.id,
    );
    expect(Object.keys(seen ?? {}).sort()).toEqual(
      ["coupon_code", "discount_percentage", "id", "min_order_price", "name", "valid_until"].sort(),
    );
  });
});

describe("apply_coupon", () => {
  it("when a 15% coupon is applied to a 69.89 cart, then discount 10.48 and grand total 79.41, exact to the fils", async () => {
    const coupon = await createCoupon(ctx.prisma, { discountPercentage: 15, name: "Fifteen" });
    const { agent } = await customerWithCart();
    const res = await agent.post("/api/apply_coupon").send({ code: coupon.code }).expect(200);
    const body = AppliedCouponSchema.parse(res.body);
    // 6989 fils x 15% = 1048.35 -> 1048; 6989 + 2000 - 1048 = 7941.
    expect(body).toEqual({
      message: "Coupon applied",
      coupon: { id: coupon.id, name: "Fifteen", coupon_code: coupon.code, discount_percentage: 15 },
      total_price: 69.89,
      delivery_fee: 20,
      discount: 10.48,
      grand_total: 79.41,
    });
    // Applying only checks: nothing is redeemed until an order is placed.
    const row = await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } });
    expect(row.redemptionCount).toBe(0);
    expect(await ctx.prisma.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(0);
  });

  it("when the code is typed in another case or with spaces, then it still matches", async () => {
    const coupon = await createCoupon(ctx.prisma, { code: "WELCOME10X" });
    const { agent } = await customerWithCart();
    const res = await agent.post("/api/apply_coupon").send({ code: "  welcome10x " }).expect(200);
    expect(AppliedCouponSchema.parse(res.body).coupon.id).toBe(coupon.id);
    await agent.post("/api/apply_coupon").field("code", "Welcome10x").expect(200);
  });

  it("when the code does not apply, then 400 with the one reason", async () => {
    const { user, agent } = await customerWithCart();
    const expired = await createCoupon(ctx.prisma, {
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - 1000),
    });
    const notStarted = await createCoupon(ctx.prisma, { startsAt: new Date(Date.now() + DAY) });
    const usedUp = await createCoupon(ctx.prisma, { maxRedemptions: 1, redemptionCount: 1 });
    const inactive = await createCoupon(ctx.prisma, { active: false });
    const oncePerCustomer = await createCoupon(ctx.prisma, { maxPerCustomer: 1 });
    await recordRedemption(ctx.prisma, oncePerCustomer.id, user.id);
    const minimum = await createCoupon(ctx.prisma, { minOrderFils: 10_000 });

    const reasons: [string, RegExp][] = [
      ["NO-SUCH-CODE", /^Invalid Coupon Code$/],
      [expired.code, /expired/],
      [notStarted.code, /not valid yet/],
      [usedUp.code, /fully redeemed/],
      [inactive.code, /no longer available/],
      [oncePerCustomer.code, /already used this coupon/],
      [minimum.code, /at least AED 100\.00/],
    ];
    for (const [code, reason] of reasons) {
      const res = await agent.post("/api/apply_coupon").send({ code });
      expect(res.status, code).toBe(400);
      expect(res.body.message, code).toMatch(reason);
    }
    const empty = await agent.post("/api/apply_coupon").send({ code: "" }).expect(400);
    expect(empty.body.message).toMatch(/coupon code/);
  });

  it("when another customer used a once-per-customer coupon, then this customer may still use it", async () => {
    const coupon = await createCoupon(ctx.prisma, { maxPerCustomer: 1 });
    const someoneElse = await createCustomer(ctx.prisma);
    await recordRedemption(ctx.prisma, coupon.id, someoneElse.id);
    const { agent } = await customerWithCart();
    await agent.post("/api/apply_coupon").send({ code: coupon.code }).expect(200);
  });

  it("when the cart is empty, then 400 says so; without a session, 401 with exactly the detail", async () => {
    const coupon = await createCoupon(ctx.prisma);
    const { agent } = await customerAgent();
    const res = await agent.post("/api/apply_coupon").send({ code: coupon.code }).expect(400);
    expect(res.body.message).toMatch(/cart is empty/);
    const anonymous = await request(ctx.app)
      .post("/api/apply_coupon")
      .send({ code: coupon.code })
      .expect(401);
    expect(anonymous.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
  });
});

describe("evaluateCoupon (shared with checkout)", () => {
  it("when checkout evaluates inside its transaction, then it gets the coupon and the discount in fils", async () => {
    const coupon = await createCoupon(ctx.prisma, { discountPercentage: 15, minOrderFils: 6989 });
    const user = await createCustomer(ctx.prisma);
    const db = ctx.deps.db;
    const result = await withTransaction(db, (tx) =>
      evaluateCoupon(tx, {
        code: coupon.code.toLowerCase(),
        userId: user.id,
        subtotalFils: 6989,
        now: new Date(),
      }),
    );
    expect(result.discountFils).toBe(1048);
    expect(result.coupon).toMatchObject({ id: coupon.id, code: coupon.code, discountPercentage: 15 });
    await expect(
      evaluateCoupon(db, { code: coupon.code, userId: user.id, subtotalFils: 6988, now: new Date() }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/AED 69\.89/) });
    await expect(
      evaluateCoupon(db, {
        code: coupon.code,
        userId: user.id,
        subtotalFils: 6989,
        now: new Date(coupon.endsAt.getTime()),
      }),
    ).rejects.toMatchObject({ message: "This coupon has expired" });
  });

  it("when the discount is 100%, then the grand total is the delivery fee and never below it", () => {
    expect(grandTotalFils(6989, 6989)).toBe(2000);
    expect(grandTotalFils(100, 500)).toBe(2000);
    expect(grandTotalFils(6989, 1048)).toBe(7941);
  });
});
