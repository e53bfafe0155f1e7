import {
  MyOrdersSchema,
  NOT_AUTHENTICATED_DETAIL,
  PlaceOrderResponseSchema,
  salePriceFils,
} from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";

let ctx: TestContext;
let brandId: number;
let categoryId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  brandId = (await ctx.prisma.brand.create({ data: { name: "OrderTest Brand" } })).id;
  categoryId = (await ctx.prisma.category.create({ data: { name: "OrderTest Category" } })).id;
});
afterAll(() => ctx.close());

async function product(priceFils: number, discountPercentage = 0, stock = 50) {
  seq += 1;
  return ctx.prisma.product.create({
    data: {
      sku: `ORD-${seq}`,
      name: `Order test product ${seq}`,
      brandId,
      categoryId,
      priceFils,
      discountPercentage,
      salePriceFils: salePriceFils(priceFils, discountPercentage),
      stock,
      image: `/img/products/p${seq}.svg`,
    },
  });
}

async function coupon(data: {
  pct: number;
  maxRedemptions?: number;
  startsAt?: Date;
  endsAt?: Date;
  code?: string;
}) {
  seq += 1;
  return ctx.prisma.coupon.create({
    data: {
      code: data.code ?? `SAVE${seq}`,
      name: `Save ${data.pct}`,
      discountPercentage: data.pct,
      startsAt: data.startsAt ?? new Date(Date.now() - 86_400_000),
      endsAt: data.endsAt ?? new Date(Date.now() + 86_400_000),
      maxRedemptions: data.maxRedemptions ?? null,
    },
  });
}

/** A logged-in customer with a default address and the given cart lines. */
async function shopper(cart: { productId: number; quantity: number }[], withAddress = true) {
  const user = await createCustomer(ctx.prisma);
  if (withAddress) {
    const address = await ctx.prisma.address.create({
      data: {
        userId: user.id,
        name: "Khalid Ahmed",
        phoneNumber: "+971501110000",
        street: "Airport Road",
        buildingName: "Villa 3",
        floorApartmentNo: "G",
        areaDistrict: "Khalifa City",
        city: "Abu Dhabi",
        state: "Abu Dhabi",
      },
    });
    await ctx.prisma.user.update({ where: { id: user.id }, data: { defaultAddressId: address.id } });
  }
  for (const line of cart) await ctx.prisma.cartItem.create({ data: { userId: user.id, ...line } });
  return { user, agent: await loginAgent(ctx.app, user) };
}

async function snapshot(productIds: number[], userId: number) {
  return {
    stock: (
      await ctx.prisma.product.findMany({ where: { id: { in: productIds } }, orderBy: { id: "asc" } })
    ).map((p) => p.stock),
    cart: await ctx.prisma.cartItem.count({ where: { userId } }),
    orders: await ctx.prisma.order.count({ where: { userId } }),
  };
}

describe("place_order", () => {
  it("when the cart and a coupon are valid, then the order is stored exactly and stock, coupon and cart change with it", async () => {
    const a = await product(10_50, 5, 10); // AED 10.50 at 5% off = 9.97 (997 fils, half a fils rounded up in the discount)
    const b = await product(199_99, 0, 3);
    const c = await coupon({ pct: 15 });
    const { user, agent } = await shopper([
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 2 },
    ]);
    const res = await agent
      .post("/api/place_order")
      .send({
        totalPrice: 429.89,
        coupon: { name: c.name, coupon_code: c.code.toLowerCase(), discount_percentage: 15 },
      })
      .expect(201);
    const body = PlaceOrderResponseSchema.parse(res.body);
    expect(body.message).toBe("Successfully Placed Order");
    // items 3 x 9.97 + 2 x 199.99 = 429.89; discount 15% = 64.4835 -> 64.48; grand = 429.89 + 20 - 64.48 = 385.41
    expect(body.order_details).toMatchObject({
      total_price: 429.89,
      delivery_fee: 20,
      discount: 64.48,
      grand_total: 385.41,
      // No method sent: WhatsApp, no fee; VAT 385.41 x 5 / 105 = 18.353 -> 18.35 (prices include it).
      payment_method: "whatsapp",
      cod_fee: 0,
      vat_rate_percent: 5,
      vat: 18.35,
      status: "pending_payment",
      coupon: { coupon_code: c.code, discount_percentage: 15 },
      name: "Khalid Ahmed",
      contact: "+971501110000",
      address: {
        street: "Airport Road",
        city: "Abu Dhabi",
        state: "Abu Dhabi",
        zip_code: "",
        country: "United Arab Emirates",
      },
    });
    expect(body.order_details.items.map((i) => [i.name, i.quantity, i.price, i.total])).toEqual([
      [a.name, 3, 9.97, 29.91],
      [b.name, 2, 199.99, 399.98],
    ]);

    const order = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: body.order_id },
      include: { lines: true, events: true },
    });
    expect(order).toMatchObject({
      subtotalFils: 42989,
      deliveryFeeFils: 2000,
      discountFils: 6448,
      grandTotalFils: 38541,
      paymentMethod: "whatsapp",
      codFeeFils: 0,
      vatRatePercent: 5,
      vatFils: 1835,
      userId: user.id,
    });
    expect(order.lines.map((l) => l.unitPriceFils).sort((x, y) => x - y)).toEqual([997, 19999]);
    expect(order.events).toHaveLength(1);
    expect(await snapshot([a.id, b.id], user.id)).toEqual({ stock: [7, 1], cart: 0, orders: 1 });
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).redemptionCount).toBe(1);
    expect(
      await ctx.prisma.couponRedemption.count({
        where: { couponId: c.id, userId: user.id, orderId: order.id },
      }),
    ).toBe(1);

    // A later price change does not touch the order's snapshot.
    await ctx.prisma.product.update({
      where: { id: b.id },
      data: { priceFils: 1, salePriceFils: 1, name: "Renamed" },
    });
    const view = await agent.get(`/api/view_order/${body.order_id}/`).expect(200);
    expect(view.body.order_details.items[1]).toMatchObject({ name: b.name, price: 199.99 });
  });

  it("when the old client sends its whole payload, then it is accepted as it is", async () => {
    const p = await product(50_00);
    const { agent } = await shopper([{ productId: p.id, quantity: 2 }]);
    const cart = await agent.get("/api/display_cart").expect(200);
    const res = await agent
      .post("/api/place_order")
      .send({
        username: "Khalid",
        contact: "971501110000",
        address: {
          id: 1,
          street: "Airport Road",
          city: "Abu Dhabi",
          state: "",
          zip_code: "",
          country: "United Arab Emirates",
        },
        cartItems: cart.body.cart_items,
        totalPrice: cart.body.total_price,
      })
      .expect(201);
    expect(res.body.order_details.grand_total).toBe(120);
  });

  it("when a 100% coupon applies, then the grand total is the delivery fee, never less", async () => {
    const p = await product(80_00);
    const c = await coupon({ pct: 100 });
    const { agent } = await shopper([{ productId: p.id, quantity: 1 }]);
    const res = await agent
      .post("/api/place_order")
      .send({ coupon: { coupon_code: c.code } })
      .expect(201);
    expect(res.body.order_details).toMatchObject({ total_price: 80, discount: 80, grand_total: 20 });
  });

  it("when the client's total or line prices differ from the server's, then 409 and nothing changes", async () => {
    const p = await product(100_00, 0, 5);
    const { user, agent } = await shopper([{ productId: p.id, quantity: 1 }]);
    const cart = (await agent.get("/api/display_cart").expect(200)).body;
    await ctx.prisma.product.update({
      where: { id: p.id },
      data: { priceFils: 120_00, salePriceFils: 120_00 },
    });
    const stale = await agent
      .post("/api/place_order")
      .send({ cartItems: cart.cart_items, totalPrice: cart.total_price })
      .expect(409);
    expect(stale.body.message).toMatch(/Prices have changed/);
    await agent.post("/api/place_order").send({ totalPrice: "1.00" }).expect(409);
    await agent
      .post("/api/place_order")
      .send({ coupon: { coupon_code: (await coupon({ pct: 10 })).code, discount_percentage: 50 } })
      .expect(409);
    expect(await snapshot([p.id], user.id)).toEqual({ stock: [5], cart: 1, orders: 0 });
  });

  it("when there is no address, or none is the default, then the spec's messages and nothing changes", async () => {
    const p = await product(10_00, 0, 5);
    const none = await shopper([{ productId: p.id, quantity: 1 }], false);
    expect((await none.agent.post("/api/place_order").send({}).expect(400)).body.message).toBe(
      "Please Add an Address",
    );
    const unset = await shopper([{ productId: p.id, quantity: 1 }]);
    await ctx.prisma.user.update({ where: { id: unset.user.id }, data: { defaultAddressId: null } });
    expect((await unset.agent.post("/api/place_order").send({}).expect(400)).body.message).toBe(
      "Please Select an Address",
    );
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(5);
  });

  it("when the cart is empty, then 400", async () => {
    const { agent } = await shopper([]);
    expect((await agent.post("/api/place_order").send({}).expect(400)).body.message).toMatch(/cart is empty/);
  });

  it("when a line wants more than is left, then 409 names the product and nothing changes", async () => {
    const plenty = await product(10_00, 0, 50);
    const scarce = await product(20_00, 0, 2);
    const { user, agent } = await shopper([
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 3 },
    ]);
    const res = await agent.post("/api/place_order").send({}).expect(409);
    expect(res.body.message).toBe(
      `Sorry, only 2 left of ${scarce.name}. Please lower the quantity in your cart.`,
    );
    expect(await snapshot([plenty.id, scarce.id], user.id)).toEqual({ stock: [50, 2], cart: 2, orders: 0 });
  });

  it("when the coupon is expired or unknown, then 4xx with the reason and nothing changes", async () => {
    const p = await product(10_00, 0, 5);
    const expired = await coupon({
      pct: 10,
      startsAt: new Date(Date.now() - 10 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    const { user, agent } = await shopper([{ productId: p.id, quantity: 1 }]);
    const res = await agent.post("/api/place_order").send({ coupon: { coupon_code: expired.code } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/i);
    const unknown = await agent.post("/api/place_order").send({ coupon: { coupon_code: "NOPE-NOPE" } });
    expect(unknown.status).toBe(400);
    expect(await snapshot([p.id], user.id)).toEqual({ stock: [5], cart: 1, orders: 0 });
  });

  it("when the same Idempotency-Key is sent again, then the same order comes back and nothing is taken twice", async () => {
    const p = await product(10_00, 0, 10);
    const { user, agent } = await shopper([{ productId: p.id, quantity: 2 }]);
    const first = await agent
      .post("/api/place_order")
      .set("Idempotency-Key", "checkout-abc-123")
      .send({})
      .expect(201);
    const again = await agent
      .post("/api/place_order")
      .set("Idempotency-Key", "checkout-abc-123")
      .send({})
      .expect(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.order_id).toBe(first.body.order_id);
    expect(await snapshot([p.id], user.id)).toEqual({ stock: [8], cart: 0, orders: 1 });
    await agent.post("/api/place_order").set("Idempotency-Key", "x").send({}).expect(400);
  });

  it("when two identical requests with one Idempotency-Key arrive together, then one order is made", async () => {
    const p = await product(10_00, 0, 10);
    const { user, agent } = await shopper([{ productId: p.id, quantity: 1 }]);
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        agent.post("/api/place_order").set("Idempotency-Key", "double-click-0001").send({}),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.order_id)).size).toBe(1);
    expect(await snapshot([p.id], user.id)).toEqual({ stock: [9], cart: 0, orders: 1 });
  });
});

describe("concurrency", () => {
  it("when 30 customers order the last 5 units at once, then exactly 5 are sold and stock ends at 0", async () => {
    const p = await product(25_00, 0, 5);
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, () => shopper([{ productId: p.id, quantity: 1 }])),
    );
    const results = await Promise.all(shoppers.map(({ agent }) => agent.post("/api/place_order").send({})));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(0);
    const sold = await ctx.prisma.orderLine.aggregate({
      where: { productId: p.id },
      _sum: { quantity: true },
    });
    expect(sold._sum.quantity).toBe(5);
  });

  it("when 20 customers use a single-use coupon at once, then it is redeemed exactly once", async () => {
    const p = await product(10_00, 0, 100);
    const c = await coupon({ pct: 20, maxRedemptions: 1 });
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, () => shopper([{ productId: p.id, quantity: 1 }])),
    );
    const results = await Promise.all(
      shoppers.map(({ agent }) => agent.post("/api/place_order").send({ coupon: { coupon_code: c.code } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || (s >= 400 && s < 500))).toBe(true);
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).redemptionCount).toBe(1);
    expect(await ctx.prisma.couponRedemption.count({ where: { couponId: c.id } })).toBe(1);
    expect(await ctx.prisma.order.count({ where: { couponId: c.id } })).toBe(1);
  });
});

describe("reading orders", () => {
  it("when a customer lists orders, then they are theirs only, newest first, with the spec's fields", async () => {
    const p = await product(10_00, 0, 10);
    const { user, agent } = await shopper([{ productId: p.id, quantity: 1 }]);
    const first = (await agent.post("/api/place_order").send({}).expect(201)).body.order_id;
    await ctx.prisma.cartItem.create({ data: { userId: user.id, productId: p.id, quantity: 2 } });
    const second = (await agent.post("/api/place_order").send({}).expect(201)).body.order_id;
    const list = MyOrdersSchema.parse((await agent.get("/api/my_orders").expect(200)).body).orders;
    expect(list.map((o) => o.order_id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      status: "pending_payment",
      coupon: null,
      total_price: 20,
      grand_total: 40,
    });

    const other = await shopper([]);
    expect((await other.agent.get("/api/my_orders").expect(200)).body.orders).toEqual([]);
    await other.agent.get(`/api/view_order/${first}/`).expect(404);
  });

  it("when there is no session, then 401 with the exact detail", async () => {
    for (const call of [
      request(ctx.app).post("/api/place_order").send({}),
      request(ctx.app).get("/api/my_orders"),
    ]) {
      expect((await call.expect(401)).body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    }
  });
});
