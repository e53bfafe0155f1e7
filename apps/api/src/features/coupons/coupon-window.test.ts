import { AppliedCouponSchema, CouponsResponseSchema, PlaceOrderResponseSchema } from "@carcare/contracts";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createCoupon, createProduct } from "../../../test/factories-catalog.js";

// A coupon is valid from its startsAt (included) to its endsAt (excluded), to the millisecond, for
// apply_coupon, for place_order and in the list the carousel shows. The server reads the process
// clock (new Date()); a boundary one millisecond wide cannot be hit by a clock that moves between
// writing the coupon and the server reading the time, so each test stops the clock (Date only: timers,
// sockets and the database run as usual) and stores the coupon's dates relative to that instant.

let ctx: TestContext;
let productId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  productId = (await createProduct(ctx.prisma, { priceFils: 10_000, stock: 100 })).id;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const NOT_YET = /^This coupon is not valid yet: it starts on /;
const EXPIRED = /^This coupon has expired$/;

/** Stops the process clock at the current millisecond and answers it. */
function stopClock(): number {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  return now;
}

/** Five 10% coupons around `now`: on each side of its start and of its end. */
async function couponsAround(now: number) {
  const starting = (startsAt: number) =>
    createCoupon(ctx.prisma, { startsAt: new Date(startsAt), endsAt: new Date(now + DAY) });
  const ending = (endsAt: number) =>
    createCoupon(ctx.prisma, { startsAt: new Date(now - DAY), endsAt: new Date(endsAt) });
  return {
    startsNow: await starting(now),
    startsInOneMs: await starting(now + 1),
    endsInOneMs: await ending(now + 1),
    endsNow: await ending(now),
    endedOneMsAgo: await ending(now - 1),
  };
}

/** A logged-in customer with a default address and one AED 100.00 product in the cart. */
async function shopper() {
  const user = await createCustomer(ctx.prisma);
  const agent = await loginAgent(ctx.app, user);
  await agent
    .post("/api/add_address")
    .send({
      name: "Mariam Al Suwaidi",
      phone_number: "0501230000",
      street: "Corniche Road",
      building_name: "Tower 5",
      floor_apartment_no: "8, 804",
      area_district: "Al Khalidiya",
      city: "Abu Dhabi",
    })
    .expect(201);
  await agent.post(`/api/add_to_cart/${productId}/`).expect(200);
  return { user, agent };
}

async function stateOf(userId: number, couponId: number) {
  return {
    stock: (await ctx.prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock,
    cartLines: await ctx.prisma.cartItem.count({ where: { userId } }),
    orders: await ctx.prisma.order.count({ where: { userId } }),
    redemptions: (await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: couponId } })).redemptionCount,
  };
}

describe("a coupon's start and end, to the millisecond", () => {
  it("when apply_coupon is asked at startsAt or 1 ms before endsAt, then it applies; 1 ms before startsAt, at endsAt or after, it is refused", async () => {
    const { agent } = await shopper();
    const now = stopClock();
    const c = await couponsAround(now);

    const apply = (code: string) => agent.post("/api/apply_coupon").send({ code });
    for (const coupon of [c.startsNow, c.endsInOneMs]) {
      const applied = AppliedCouponSchema.parse((await apply(coupon.code).expect(200)).body);
      expect(applied, coupon.code).toMatchObject({ discount: 10, grand_total: 110 });
    }
    const refusals: [string, RegExp][] = [
      [c.startsInOneMs.code, NOT_YET],
      [c.endsNow.code, EXPIRED],
      [c.endedOneMsAgo.code, EXPIRED],
    ];
    for (const [code, reason] of refusals) {
      const res = await apply(code);
      expect(res.status, code).toBe(400);
      expect(res.body.message, code).toMatch(reason);
    }
  });

  it("when the carousel's list is read at that instant, then it offers exactly the two that apply", async () => {
    const now = stopClock();
    const c = await couponsAround(now);

    const res = await request(ctx.app).get("/api/view_coupons").expect(200);

    const listed = CouponsResponseSchema.parse(res.body).coupon.map((coupon) => coupon.coupon_code);
    const around = Object.values(c).map((coupon) => coupon.code);
    expect(listed.filter((code) => around.includes(code)).sort()).toEqual(
      [c.startsNow.code, c.endsInOneMs.code].sort(),
    );
  });

  it("when place_order uses a coupon at startsAt or 1 ms before endsAt, then the order gets the discount", async () => {
    const first = await shopper();
    const second = await shopper();
    const now = stopClock();
    const c = await couponsAround(now);

    for (const [{ user, agent }, coupon] of [
      [first, c.startsNow],
      [second, c.endsInOneMs],
    ] as const) {
      const res = await agent.post("/api/place_order").send({ coupon: { coupon_code: coupon.code } });
      expect(res.status, coupon.code).toBe(201);
      const order = PlaceOrderResponseSchema.parse(res.body).order_details;
      expect(order, coupon.code).toMatchObject({
        total_price: 100,
        discount: 10,
        grand_total: 110,
        coupon: { coupon_code: coupon.code, discount_percentage: 10 },
      });
      expect(await stateOf(user.id, coupon.id), coupon.code).toMatchObject({
        cartLines: 0,
        orders: 1,
        redemptions: 1,
      });
    }
  });

  it("when place_order uses a coupon 1 ms before startsAt, at endsAt or after, then it is refused and nothing changes", async () => {
    const { user, agent } = await shopper();
    const now = stopClock();
    const c = await couponsAround(now);

    const refusals: [{ id: number; code: string }, RegExp][] = [
      [c.startsInOneMs, NOT_YET],
      [c.endsNow, EXPIRED],
      [c.endedOneMsAgo, EXPIRED],
    ];
    for (const [coupon, reason] of refusals) {
      const before = await stateOf(user.id, coupon.id);
      const res = await agent.post("/api/place_order").send({ coupon: { coupon_code: coupon.code } });
      expect(res.status, coupon.code).toBe(400);
      expect(res.body.message, coupon.code).toMatch(reason);
      expect(await stateOf(user.id, coupon.id), coupon.code).toEqual(before);
      expect(before, coupon.code).toMatchObject({ cartLines: 1, orders: 0, redemptions: 0 });
    }
  });
});
