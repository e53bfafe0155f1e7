import { orderChatMessage, PlaceOrderResponseSchema } from "@carcare/contracts";
import { moveOrder, sendInvoice } from "@carcare/operations";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { orderFactories } from "../../../test/factories-orders.js";
import { partOf, type ReceivedEmail, startSmtpReceiver } from "../../../test/smtp.js";
import { createLogger } from "../../lib/logger.js";
import { createMailer } from "../../lib/mailer.js";
import { businessContacts } from "../store-info/service.js";

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let make: ReturnType<typeof orderFactories>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  make = orderFactories(ctx.prisma, ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const WHATSAPP = "971501234567";
const mail = () => ({ mailer: ctx.deps.mailer, store: businessContacts(ctx.env.BUSINESS_WHATSAPP_NUMBER) });
const emailsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to.toLowerCase()));
const subjectOf = (email: ReceivedEmail) => /^Subject: (.*)$/m.exec(email.decoded)?.[1]?.trim();

/** An order of two lines with a 15% coupon: 3 x 9.97 + 2 x 199.99 = 429.89, -64.48, +20 = 385.41. */
async function placeCouponOrder() {
  const wax = await make.product({ priceFils: 10_50, discountPercentage: 5, name: "Wax & Polish <Pro>" });
  const pads = await make.product({ priceFils: 199_99, name: "Brake pads" });
  const coupon = await make.coupon({ pct: 15 });
  const { user, agent } = await make.shopper(
    [
      { productId: wax.id, quantity: 3 },
      { productId: pads.id, quantity: 2 },
    ],
    { firstName: "Khalid" },
  );
  const res = await agent
    .post("/api/place_order")
    .set("Idempotency-Key", `emails-${user.id}-0001`)
    .send({ coupon: { coupon_code: coupon.code } })
    .expect(201);
  const placed = PlaceOrderResponseSchema.parse(res.body);
  return { user, agent, coupon, placed, orderNumber: placed.order_details.order_number };
}

const ADDRESS_LINES = [
  "Khalid Ahmed",
  "Villa 3, G",
  "Airport Road",
  "Near the mosque",
  "Khalifa City, Abu Dhabi",
  "Abu Dhabi, United Arab Emirates",
  "Phone: +971501110000",
];

describe("order received email", () => {
  it("when an order is placed, then the customer gets its lines, totals, address and the WhatsApp payment link", async () => {
    const { user, coupon, placed, orderNumber } = await placeCouponOrder();
    const email = await smtp.waitFor(user.email, (m) => m.decoded.includes(orderNumber));
    expect(subjectOf(email)).toBe(`We received your order ${orderNumber}`);

    const text = partOf(email, "text/plain");
    expect(text).toContain(`Hello Khalid,`);
    expect(orderNumber).toMatch(/^CC-[A-Z0-9]{8}$/);
    expect(text).toContain(`Order ${orderNumber} was placed on`);
    // One reference for the customer: the numeric id is nowhere in the email.
    expect(text).not.toMatch(/order id/i);
    expect(text).toContain(`How to pay: your order waits for payment of AED 385.41.`);
    for (const line of [
      "- 3 × Wax & Polish <Pro>, AED 9.97 each = AED 29.91",
      "- 2 × Brake pads, AED 199.99 each = AED 399.98",
      "Total: AED 429.89",
      "Delivery: AED 20.00",
      `Discount (Save 15, ${coupon.code}, 15% off): -AED 64.48`,
      // 385.41 x 5 / 105 = 18.353 -> 18.35, kept with the order
      "Grand total (incl. VAT): AED 385.41\nof which VAT 5%: AED 18.35",
      ADDRESS_LINES.join("\n"),
    ]) {
      expect(text).toContain(line);
    }
    const link = /https:\/\/wa\.me\/(\d+)\?text=(\S+)/.exec(text);
    expect(link?.[1]).toBe(WHATSAPP);
    // The email's chat text is the confirm page's: the same reference and the grand total to pay.
    expect(decodeURIComponent(link![2]!)).toBe(
      [
        `Order number: ${orderNumber}`,
        "3 × Wax & Polish <Pro>, AED 9.97 each = AED 29.91",
        "2 × Brake pads, AED 199.99 each = AED 399.98",
        "Total: AED 429.89",
        "Delivery: AED 20.00",
        `Discount (Save 15, ${coupon.code}, 15% off): -AED 64.48`,
        "Grand total (incl. VAT): AED 385.41",
        "of which VAT 5%: AED 18.35",
        "Please proceed with my order.",
      ].join("\n"),
    );
    expect(decodeURIComponent(link![2]!)).toBe(orderChatMessage(placed.order_details));
    expect(placed.order_details.grand_total).toBe(385.41);

    const html = partOf(email, "text/html");
    expect(html).toContain("Wax &amp; Polish &lt;Pro&gt;");
    expect(html).not.toContain("<Pro>");
    expect(html).toContain("AED 385.41");
    expect(html).toContain(`href="https://wa.me/${WHATSAPP}?text=`);
    // It links to the order page, on the address the customer ordered at.
    expect(text).toMatch(new RegExp(`https?://[^\\s/]+/orders/${orderNumber}\\b`));
    expect(html).toMatch(new RegExp(`href="https?://[^"/]+/orders/${orderNumber}"`));

    // The email tells what the database keeps.
    const stored = await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.order_id } });
    expect(stored).toMatchObject({
      orderNumber,
      userId: user.id,
      subtotalFils: 42989,
      deliveryFeeFils: 2000,
      discountFils: 6448,
      grandTotalFils: 38541,
      paymentMethod: "whatsapp",
      codFeeFils: 0,
      vatRatePercent: 5,
      vatFils: 1835,
    });
  });

  it("when an order has no coupon, then the email and its chat text have no discount line and the grand total is total plus delivery", async () => {
    const wax = await make.product({ priceFils: 9_97, name: "Wax" });
    const { user, agent } = await make.shopper([{ productId: wax.id, quantity: 3 }]);
    const res = await agent.post("/api/place_order").send({}).expect(201);
    const placed = PlaceOrderResponseSchema.parse(res.body);
    const orderNumber = placed.order_details.order_number;
    const email = await smtp.waitFor(user.email, (m) => m.decoded.includes(orderNumber));
    const text = partOf(email, "text/plain");
    expect(text).toContain(
      [
        "- 3 × Wax, AED 9.97 each = AED 29.91",
        "",
        "Total: AED 29.91",
        "Delivery: AED 20.00",
        "Grand total (incl. VAT): AED 49.91",
        "of which VAT 5%: AED 2.38",
      ].join("\n"),
    );
    expect(text).not.toContain("Discount");
    expect(partOf(email, "text/html")).not.toContain("Discount");
    const chat = decodeURIComponent(/https:\/\/wa\.me\/\d+\?text=(\S+)/.exec(text)![1]!);
    expect(chat).toBe(orderChatMessage(placed.order_details));
    expect(chat).toContain(`Order number: ${orderNumber}\n`);
    expect(chat).toContain("Grand total (incl. VAT): AED 49.91\nof which VAT 5%: AED 2.38");
    expect(chat).not.toContain("Discount");
  });

  it("when the same Idempotency-Key is sent again, then no second email is sent", async () => {
    const { user, agent, placed, orderNumber } = await placeCouponOrder();
    await smtp.waitFor(user.email, (m) => m.decoded.includes(orderNumber));
    const again = await agent
      .post("/api/place_order")
      .set("Idempotency-Key", `emails-${user.id}-0001`)
      .send({})
      .expect(200);
    expect(again.body.order_id).toBe(placed.order_id);

    // A later order's email is the marker: the replay would have been sent before it.
    const p = await make.product({ priceFils: 5_00 });
    await ctx.prisma.cartItem.create({ data: { userId: user.id, productId: p.id, quantity: 1 } });
    const next = (await agent.post("/api/place_order").send({}).expect(201)).body.order_details.order_number;
    await smtp.waitFor(user.email, (m) => m.decoded.includes(next));
    expect(emailsTo(user.email).map(subjectOf)).toEqual([
      `We received your order ${orderNumber}`,
      `We received your order ${next}`,
    ]);
    expect(await ctx.prisma.order.count({ where: { userId: user.id } })).toBe(2);
  });
});

describe("invoice email", () => {
  it("when an operator confirms an order, then the customer gets its invoice, numbered and dated, with every figure", async () => {
    const { user, coupon, placed, orderNumber } = await placeCouponOrder();
    const result = await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", "paid", mail());

    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.order_id } });
    const year = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai", year: "numeric" }).format(
      invoice.issuedAt,
    );
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{6,}$`));
    expect(invoice.number).toBe(`INV-${year}-${String(invoice.id).padStart(6, "0")}`);
    expect(invoice.emailedAt).not.toBeNull();
    expect(result.invoice).toEqual({ number: invoice.number, to: user.email, sent: true });

    const email = await smtp.waitFor(user.email, (m) => m.decoded.includes(invoice.number));
    expect(subjectOf(email)).toBe(`Invoice ${invoice.number} for your order ${orderNumber}`);
    const date = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Dubai",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(invoice.issuedAt);
    const text = partOf(email, "text/plain");
    for (const line of [
      `Invoice number: ${invoice.number}`,
      `Invoice date: ${date}`,
      `Order: ${orderNumber}, placed on`,
      "CarCare Abu Dhabi\nPhone and WhatsApp: +971501234567\nEmail: support@carcare.ae",
      `${ADDRESS_LINES.join("\n")}\nEmail: ${user.email}`,
      "- 3 × Wax & Polish <Pro>, AED 9.97 each = AED 29.91",
      "- 2 × Brake pads, AED 199.99 each = AED 399.98",
      "Subtotal: AED 429.89",
      "Delivery: AED 20.00",
      `Discount (Save 15, ${coupon.code}, 15% off): -AED 64.48`,
      "Grand total (incl. VAT): AED 385.41\nof which VAT 5%: AED 18.35",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/order id/i);
    const html = partOf(email, "text/html");
    for (const fragment of [invoice.number, date, "AED 9.97", "AED 29.91", "-AED 64.48", "AED 385.41"]) {
      expect(html).toContain(fragment);
    }
    expect(html).toContain("Wax &amp; Polish &lt;Pro&gt;");
    // It links to the order page, where the invoice can be downloaded again.
    expect(text).toMatch(new RegExp(`https?://[^\\s/]+/orders/${orderNumber}\\b`));
    expect(html).toMatch(new RegExp(`href="https?://[^"/]+/orders/${orderNumber}"`));
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.order_id } })).status).toBe(
      "confirmed",
    );
  });

  it("when an order is confirmed a second time or its invoice sent again, then no second invoice is made or sent", async () => {
    const { user, orderNumber, placed } = await placeCouponOrder();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", undefined, mail());
    await expect(
      moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", undefined, mail()),
    ).rejects.toMatchObject({ code: "CONFLICT", message: `Order ${orderNumber} is already confirmed.` });
    await expect(sendInvoice(ctx.deps.db, orderNumber, mail())).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/was already emailed/),
    });
    // Moving on (shipped) issues nothing either.
    const shipped = await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester", undefined, mail());
    expect(shipped.invoice).toBeNull();

    expect(await ctx.prisma.invoice.count({ where: { orderId: placed.order_id } })).toBe(1);
    expect(emailsTo(user.email).filter((m) => subjectOf(m)?.startsWith("Invoice"))).toHaveLength(1);
  });

  it("when two operators confirm the same order at once, then one wins and exactly one invoice is sent", async () => {
    const { user, orderNumber, placed } = await placeCouponOrder();
    const results = await Promise.allSettled([
      moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:one", undefined, mail()),
      moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:two", undefined, mail()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await ctx.prisma.invoice.count({ where: { orderId: placed.order_id } })).toBe(1);
    expect(
      await ctx.prisma.orderEvent.count({ where: { orderId: placed.order_id, toStatus: "confirmed" } }),
    ).toBe(1);
    // moveOrder returns once the mail server has accepted the email: both have settled, so all is in.
    expect(emailsTo(user.email).filter((m) => subjectOf(m)?.startsWith("Invoice"))).toHaveLength(1);
  });

  it("when the invoice email fails, then the order stays confirmed and the invoice can be sent later, once", async () => {
    const { user, orderNumber, placed } = await placeCouponOrder();
    const refusing = await startSmtpReceiver({ refuse: true });
    const broken = createMailer({
      smtpUrl: refusing.url,
      from: ctx.env.MAIL_FROM,
      logger: createLogger("silent"),
      saveToOutbox: () => Promise.reject(new Error("not used")),
    });
    try {
      const result = await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", undefined, {
        mailer: broken,
        store: mail().store,
      });
      expect(result.invoice).toMatchObject({ sent: false, error: expect.stringMatching(/550/) });
    } finally {
      broken.close();
      await refusing.stop();
    }
    const unsent = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.order_id } });
    expect(unsent.emailedAt).toBeNull();
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.order_id } })).status).toBe(
      "confirmed",
    );

    expect(await sendInvoice(ctx.deps.db, orderNumber, mail())).toEqual({
      number: unsent.number,
      to: user.email,
      sent: true,
    });
    await expect(sendInvoice(ctx.deps.db, orderNumber, mail())).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(emailsTo(user.email).filter((m) => subjectOf(m)?.startsWith("Invoice"))).toHaveLength(1);
    expect(
      (await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.order_id } })).emailedAt,
    ).not.toBeNull();
  });

  it("when orders are confirmed one after another, then their invoice numbers increase", async () => {
    const first = await placeCouponOrder();
    const second = await placeCouponOrder();
    const a = await moveOrder(ctx.deps.db, first.orderNumber, "confirmed", "ops:tester", undefined, mail());
    const b = await moveOrder(ctx.deps.db, second.orderNumber, "confirmed", "ops:tester", undefined, mail());
    const running = (number: string) => Number(number.split("-")[2]);
    expect(running(b.invoice!.number)).toBeGreaterThan(running(a.invoice!.number));
  });
});

describe("when the mail server refuses", () => {
  let failing: TestContext;
  let refusing: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    refusing = await startSmtpReceiver({ refuse: true });
    failing = await createTestContext({ SMTP_URL: refusing.url });
  });
  afterAll(async () => {
    await failing.close();
    await refusing.stop();
  });

  it("when the order-received email fails, then the order is placed all the same and the failure is logged", async () => {
    const shop = orderFactories(failing.prisma, failing.app);
    const p = await shop.product({ priceFils: 30_00 });
    const { user, agent } = await shop.shopper([{ productId: p.id, quantity: 1 }]);
    const res = await agent.post("/api/place_order").send({}).expect(201);
    const placed = PlaceOrderResponseSchema.parse(res.body);
    expect(placed.order_details.grand_total).toBe(50);
    expect(await failing.prisma.order.count({ where: { userId: user.id } })).toBe(1);
    expect(await failing.prisma.cartItem.count({ where: { userId: user.id } })).toBe(0);

    const logged = await vi.waitFor(
      () => {
        const line = failing.logs.find((l) => l.includes("email failed"));
        if (!line) throw new Error("not logged yet");
        return JSON.parse(line) as { level: number; subject: string; err: { message: string } };
      },
      { timeout: 5000, interval: 25 },
    );
    expect(logged.level).toBe(50);
    expect(logged.subject).toBe(`We received your order ${placed.order_details.order_number}`);
    expect(logged.err.message).toMatch(/550/);
    expect(refusing.messages).toHaveLength(0);
  });
});
