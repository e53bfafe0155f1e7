import {
  aedToFils,
  MyOrdersSchema,
  ORDER_MESSAGES,
  PlaceOrderResponseSchema,
  vatPartFils,
} from "@carcare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { orderFactories } from "../../../test/factories-orders.js";
import { decodedPartOf, partOf, startSmtpReceiver } from "../../../test/smtp.js";

// Pay on delivery (issue 29, decision 023) with a fee of AED 7.50 and a limit of AED 300 (fee included).
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let make: ReturnType<typeof orderFactories>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestContext({ SMTP_URL: smtp.url, COD_FEE_AED: "7.50", COD_MAX_AED: "300" });
  make = orderFactories(ctx.prisma, ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

/** What a refused order must leave as it was: stock, the cart, the customer's orders, the coupon's uses. */
async function state(productId: number, userId: number, couponId?: number) {
  return {
    stock: (await ctx.prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock,
    cart: await ctx.prisma.cartItem.count({ where: { userId } }),
    orders: await ctx.prisma.order.count({ where: { userId } }),
    couponUses:
      couponId === undefined
        ? null
        : (await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: couponId } })).redemptionCount,
  };
}

describe("pay on delivery", () => {
  it("when a customer chooses pay on delivery, then the order keeps the method, the fee as its own line in the grand total and its VAT, and every answer says so", async () => {
    const p = await make.product({ priceFils: 100_00, stock: 10 });
    const { user, agent } = await make.shopper([{ productId: p.id, quantity: 2 }], { firstName: "Khalid" });
    const res = await agent
      .post("/api/place_order")
      .send({ totalPrice: 200, payment_method: "pay_on_delivery", cod_fee: 7.5 })
      .expect(201);
    const placed = PlaceOrderResponseSchema.parse(res.body);
    // 200.00 + 20.00 delivery + 7.50 fee = 227.50; VAT 227.50 x 5 / 105 = 10.833 -> 10.83.
    expect(placed.order_details).toMatchObject({
      total_price: 200,
      delivery_fee: 20,
      discount: 0,
      payment_method: "pay_on_delivery",
      cod_fee: 7.5,
      grand_total: 227.5,
      vat_rate_percent: 5,
      vat: 10.83,
      status: "pending_payment",
    });
    expect(aedToFils(placed.order_details.vat)).toBe(vatPartFils(227_50, 5));

    const stored = await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.order_id } });
    expect(stored).toMatchObject({
      paymentMethod: "pay_on_delivery",
      codFeeFils: 7_50,
      grandTotalFils: 227_50,
      vatRatePercent: 5,
      vatFils: 10_83,
      paidAt: null,
    });
    expect(await state(p.id, user.id)).toEqual({ stock: 8, cart: 0, orders: 1, couponUses: null });

    // The confirm page's and My Orders' answers read the same kept figures.
    const figures = ({
      payment_method,
      cod_fee,
      grand_total,
      vat,
      vat_rate_percent,
    }: typeof placed.order_details) => ({
      payment_method,
      cod_fee,
      grand_total,
      vat,
      vat_rate_percent,
    });
    const view = await agent.get(`/api/view_order/${placed.order_id}/`).expect(200);
    expect(figures(view.body.order_details)).toEqual(figures(placed.order_details));
    const mine = MyOrdersSchema.parse((await agent.get("/api/my_orders").expect(200)).body);
    expect(figures(mine.orders[0]!)).toEqual(figures(placed.order_details));

    // The order-received email: the fee row, the grand total incl. VAT with the kept VAT part, paid on
    // delivery, and no WhatsApp payment link.
    const number = placed.order_details.order_number;
    const email = await smtp.waitFor(user.email, (m) => m.decoded.includes(number));
    const text = partOf(email, "text/plain");
    expect(text).toContain(
      [
        "Total: AED 200.00",
        "Delivery: AED 20.00",
        "Pay on delivery fee: AED 7.50",
        "Grand total (incl. VAT): AED 227.50",
        "of which VAT 5%: AED 10.83",
      ].join("\n"),
    );
    expect(text).toContain("How to pay: you pay AED 227.50 on delivery, in cash or by card");
    expect(text).not.toContain("wa.me");
    const html = partOf(email, "text/html");
    expect(html).toContain("Pay on delivery fee");
    expect(html).toContain("of which VAT 5%");
    expect(html).toContain("<strong>AED 227.50</strong> on delivery, in cash or by card");
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("Pay on WhatsApp");
  });

  it("when a pay-on-delivery order is placed in Arabic, then its email says so in Arabic: the fee row, the grand total incl. VAT, the VAT part, cash or card at the door, no link", async () => {
    const p = await make.product({ priceFils: 100_00, stock: 10 });
    const { user, agent } = await make.shopper([{ productId: p.id, quantity: 2 }]);
    const res = await agent
      .post("/api/place_order")
      .set("Accept-Language", "ar")
      .send({ payment_method: "pay_on_delivery", cod_fee: 7.5 })
      .expect(201);
    const number = res.body.order_details.order_number as string;
    const email = await smtp.waitFor(user.email, (m) => m.decoded.includes(number));
    const text = decodedPartOf(email, "text/plain");
    expect(text).toContain(
      [
        "رسوم الدفع عند الاستلام: 7.50 د.إ",
        "الإجمالي المستحق (شامل ضريبة القيمة المضافة): 227.50 د.إ",
        "منها ضريبة القيمة المضافة 5%: 10.83 د.إ",
      ].join("\n"),
    );
    expect(text).toContain("طريقة الدفع: تدفع 227.50 د.إ عند الاستلام، نقدًا أو بالبطاقة");
    expect(text).not.toMatch(/wa\.me|AED|Pay on delivery/);
    const html = decodedPartOf(email, "text/html");
    expect(html).toContain('dir="rtl"');
    expect(html).not.toContain("wa.me");
  });

  it("when the grand total with the fee is above the limit, then 409 names the limit and nothing changes; at the limit it is accepted", async () => {
    // 150.00 x 2 + 20.00 + 7.50 = 327.50 > 300.00, with a coupon that would have taken 0.
    const p = await make.product({ priceFils: 150_00, stock: 10 });
    const coupon = await make.coupon({ pct: 1 });
    const { user, agent } = await make.shopper([{ productId: p.id, quantity: 2 }]);
    const before = await state(p.id, user.id, coupon.id);
    const refused = await agent
      .post("/api/place_order")
      .send({ payment_method: "pay_on_delivery", cod_fee: "7.50", coupon: { coupon_code: coupon.code } })
      .expect(409);
    // 1% of 300.00 = 3.00 off: 300.00 + 20.00 - 3.00 + 7.50 = 324.50.
    expect(refused.body.message).toBe(
      "Pay on delivery is available for orders up to AED 300.00, and this order comes to AED 324.50. Please choose Pay by WhatsApp link.",
    );
    expect(await state(p.id, user.id, coupon.id)).toEqual(before);

    const arabic = await agent
      .post("/api/place_order")
      .set("Accept-Language", "ar")
      .send({ payment_method: "pay_on_delivery" })
      .expect(409);
    expect(arabic.body.message).toContain("300.00 د.إ");
    expect(arabic.body.message).toContain("327.50 د.إ");
    expect(await state(p.id, user.id, coupon.id)).toEqual(before);

    // The same cart by WhatsApp has no limit and no fee.
    const byWhatsapp = await agent.post("/api/place_order").send({ coupon: { coupon_code: coupon.code } });
    expect(byWhatsapp.status).toBe(201);
    expect(byWhatsapp.body.order_details).toMatchObject({
      payment_method: "whatsapp",
      cod_fee: 0,
      grand_total: 317,
    });

    // 136.25 x 2 + 20.00 + 7.50 = 300.00 exactly: accepted.
    const edge = await make.product({ priceFils: 136_25, stock: 10 });
    const other = await make.shopper([{ productId: edge.id, quantity: 2 }]);
    const accepted = await other.agent
      .post("/api/place_order")
      .send({ payment_method: "pay_on_delivery", cod_fee: 7.5 })
      .expect(201);
    expect(accepted.body.order_details).toMatchObject({ grand_total: 300, cod_fee: 7.5 });
  });

  it("when the fee the customer was shown differs from the store's, then 409 as for a changed price and nothing changes", async () => {
    const p = await make.product({ priceFils: 40_00, stock: 5 });
    const { user, agent } = await make.shopper([{ productId: p.id, quantity: 1 }]);
    const before = await state(p.id, user.id);
    const stale = await agent
      .post("/api/place_order")
      .send({ payment_method: "pay_on_delivery", cod_fee: 0 })
      .expect(409);
    expect(stale.body.message).toBe(ORDER_MESSAGES.pricesChanged);
    await agent
      .post("/api/place_order")
      .send({ payment_method: "pay_on_delivery", cod_fee: "5" })
      .expect(409);
    const bad = await agent
      .post("/api/place_order")
      .send({ payment_method: "pay_on_delivery", cod_fee: "seven" })
      .expect(400);
    expect(bad.body.message).toMatch(/cod_fee/);
    await agent.post("/api/place_order").send({ payment_method: "cash" }).expect(400);
    expect(await state(p.id, user.id)).toEqual(before);
  });

  it("when an existing client sends no payment method, then it places a WhatsApp order without the fee, as before, with its VAT kept", async () => {
    const p = await make.product({ priceFils: 100_00, stock: 5 });
    const { user, agent } = await make.shopper([{ productId: p.id, quantity: 2 }]);
    const cart = await agent.get("/api/display_cart").expect(200);
    const res = await agent
      .post("/api/place_order")
      .send({ cartItems: cart.body.cart_items, totalPrice: cart.body.total_price, cod_fee: 99 })
      .expect(201);
    // 200.00 + 20.00 = 220.00; VAT 220 x 5 / 105 = 10.476 -> 10.48.
    expect(res.body.order_details).toMatchObject({
      payment_method: "whatsapp",
      cod_fee: 0,
      grand_total: 220,
      vat_rate_percent: 5,
      vat: 10.48,
    });
    expect(aedToFils(res.body.order_details.vat)).toBe(vatPartFils(220_00, 5));
    const stored = await ctx.prisma.order.findUniqueOrThrow({ where: { id: res.body.order_id } });
    expect(stored).toMatchObject({ paymentMethod: "whatsapp", codFeeFils: 0, vatFils: 10_48 });
    const email = await smtp.waitFor(user.email, (m) =>
      m.decoded.includes(res.body.order_details.order_number),
    );
    const text = partOf(email, "text/plain");
    expect(text).toContain("Grand total (incl. VAT): AED 220.00\nof which VAT 5%: AED 10.48");
    expect(text).not.toContain("Pay on delivery fee");
    expect(text).toMatch(/https:\/\/wa\.me\/\d+\?text=/);
  });
});

describe("another VAT rate", () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext({ VAT_RATE_PERCENT: "10", COD_FEE_AED: "0" });
  });
  afterAll(() => other.close());

  it("when the store's rate is 10%, then the order keeps 10% and the VAT part of its grand total at 10%", async () => {
    const shop = orderFactories(other.prisma, other.app);
    const p = await shop.product({ priceFils: 33_33, stock: 5 });
    const { agent } = await shop.shopper([{ productId: p.id, quantity: 1 }]);
    const res = await agent
      .post("/api/place_order")
      .send({ payment_method: "pay_on_delivery", cod_fee: 0 })
      .expect(201);
    // 33.33 + 20.00 = 53.33; x 10 / 110 = 4.848 -> 4.85; no fee row at 0.
    expect(res.body.order_details).toMatchObject({
      payment_method: "pay_on_delivery",
      cod_fee: 0,
      grand_total: 53.33,
      vat_rate_percent: 10,
      vat: 4.85,
    });
    expect(aedToFils(res.body.order_details.vat)).toBe(vatPartFils(53_33, 10));
  });
});
