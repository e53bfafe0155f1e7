// The order page's endpoints (issue 29, decision 023): the customer's own order by its reference, the
// customer's cancel while pending, and nobody else's order, through real HTTP on a real database.
import {
  CancelOrderResponseSchema,
  NOT_AUTHENTICATED_DETAIL,
  OrderPageResponseSchema,
  PlaceOrderResponseSchema,
} from "@carcare/contracts";
import { cancelOrder, moveOrder } from "@carcare/operations";
import request, { type Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { AppError, toHttp } from "../../lib/errors.js";
import { getOwnDocument } from "./order-page-service.js";
import { orderFactories } from "../../../test/factories-orders.js";

let ctx: TestContext;
let make: ReturnType<typeof orderFactories>;

beforeAll(async () => {
  ctx = await createTestContext();
  make = orderFactories(ctx.prisma, ctx.app);
});
afterAll(() => ctx.close());

/** A customer's placed order: 2 x AED 40.00 of a product with 5 in stock (3 left after the order). */
async function placed(options: { coupon?: boolean } = {}) {
  const product = await make.product({ priceFils: 40_00, stock: 5, name: "Microfibre towels" });
  const coupon = options.coupon ? await make.coupon({ pct: 10 }) : null;
  const shopper = await make.shopper([{ productId: product.id, quantity: 2 }]);
  const res = await shopper.agent
    .post("/api/place_order")
    .send(coupon ? { coupon: { coupon_code: coupon.code } } : {})
    .expect(201);
  const order = PlaceOrderResponseSchema.parse(res.body).order_details;
  return { ...shopper, product, coupon, order, orderNumber: order.order_number };
}

const stockOf = async (productId: number) =>
  (await ctx.prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock;
const statusOf = async (orderNumber: string) =>
  (await ctx.prisma.order.findUniqueOrThrow({ where: { orderNumber } })).status;

describe("GET /api/orders/:reference", () => {
  it("when the customer opens their pending order, then it has its lines, totals, history and may be cancelled", async () => {
    const { agent, order, orderNumber } = await placed();
    const res = await agent.get(`/api/orders/${orderNumber}`).expect(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const page = OrderPageResponseSchema.parse(res.body).order;
    expect(page).toMatchObject({
      order_id: order.order_id,
      order_number: orderNumber,
      status: "pending_payment",
      total_price: 80,
      delivery_fee: 20,
      grand_total: 100,
      payment_method: "whatsapp",
      vat_rate_percent: order.vat_rate_percent,
      vat: order.vat,
      paid_at: null,
      invoice: null,
      credit_note: null,
      can_cancel: true,
    });
    expect(page.items.map((item) => [item.name, item.quantity, item.price, item.total])).toEqual([
      ["Microfibre towels", 2, 40, 80],
    ]);
    expect(page.timeline).toEqual([{ status: "pending_payment", at: page.created_at }]);
  });

  it("when the reference is typed in lower case, then it is the same order", async () => {
    const { agent, orderNumber } = await placed();
    const res = await agent.get(`/api/orders/${orderNumber.toLowerCase()}`).expect(200);
    expect(OrderPageResponseSchema.parse(res.body).order.order_number).toBe(orderNumber);
  });

  it("when the order is asked for in Arabic, then its lines carry the products' Arabic names", async () => {
    const { agent, product, orderNumber } = await placed();
    await ctx.prisma.product.update({ where: { id: product.id }, data: { nameAr: "مناشف مايكروفايبر" } });
    const res = await agent.get(`/api/orders/${orderNumber}`).set("Accept-Language", "ar").expect(200);
    expect(OrderPageResponseSchema.parse(res.body).order.items[0]!.name).toBe("مناشف مايكروفايبر");
  });

  it("when an operator confirms and ships it, then the timeline lists each move oldest first, with the invoice and the payment time", async () => {
    const { agent, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", "paid by card link");
    await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:fatima");

    const page = OrderPageResponseSchema.parse(
      (await agent.get(`/api/orders/${orderNumber}`).expect(200)).body,
    ).order;
    const events = await ctx.prisma.orderEvent.findMany({
      where: { order: { orderNumber } },
      orderBy: { id: "asc" },
    });
    expect(page.timeline).toEqual(
      events.map((event) => ({ status: event.toStatus, at: event.createdAt.toISOString() })),
    );
    expect(page.timeline.map((entry) => entry.status)).toEqual(["pending_payment", "confirmed", "shipped"]);
    expect(page.status).toBe("shipped");
    expect(page.can_cancel).toBe(false);

    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { orderNumber },
      include: { invoice: true },
    });
    expect(page.invoice).toEqual({
      number: stored.invoice!.number,
      issued_at: stored.invoice!.issuedAt.toISOString(),
      url: `/api/orders/${orderNumber}/invoice`,
    });
    expect(page.credit_note).toBeNull();
    // A WhatsApp order's payment came in when the operator confirmed it.
    expect(stored.paidAt).not.toBeNull();
    expect(page.paid_at).toBe(stored.paidAt!.toISOString());
  });

  it("when another customer asks for the order, then it is 404 exactly as for an order that does not exist", async () => {
    const { orderNumber } = await placed();
    const stranger = await make.shopper([]);
    const theirs = await stranger.agent.get(`/api/orders/${orderNumber}`).expect(404);
    const missing = await stranger.agent.get("/api/orders/CC-NOSUCH00").expect(404);
    expect(theirs.body).toEqual({ message: "Order not found", error: "Order not found" });
    expect(theirs.body).toEqual(missing.body);
  });

  it("when nobody is logged in, then it is 401 with the clients' detail", async () => {
    const { orderNumber } = await placed();
    const res = await request(ctx.app).get(`/api/orders/${orderNumber}`).expect(401);
    expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
  });
});

describe("POST /api/orders/:reference/cancel", () => {
  it("when the customer cancels their pending order, then it is cancelled by them, its stock and coupon use come back", async () => {
    const { agent, product, coupon, orderNumber } = await placed({ coupon: true });
    expect(await stockOf(product.id)).toBe(3);
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: coupon!.id } })).redemptionCount).toBe(
      1,
    );

    const res = await agent.post(`/api/orders/${orderNumber}/cancel`).send({}).expect(200);
    const body = CancelOrderResponseSchema.parse(res.body);
    expect(body.message).toBe("Your order has been cancelled.");
    expect(body.order).toMatchObject({ order_number: orderNumber, status: "cancelled", can_cancel: false });
    expect(body.order.timeline.map((entry) => entry.status)).toEqual(["pending_payment", "cancelled"]);

    expect(await stockOf(product.id)).toBe(5);
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: coupon!.id } })).redemptionCount).toBe(
      0,
    );
    expect(await ctx.prisma.couponRedemption.count({ where: { couponId: coupon!.id } })).toBe(0);
    const event = await ctx.prisma.orderEvent.findFirstOrThrow({
      where: { order: { orderNumber }, toStatus: "cancelled" },
    });
    expect(event).toMatchObject({ fromStatus: "pending_payment", actor: "customer" });
  });

  it("when the cancel is asked in Arabic, then the answer says so in Arabic", async () => {
    const { agent, orderNumber } = await placed();
    const res = await agent
      .post(`/api/orders/${orderNumber}/cancel`)
      .set("Accept-Language", "ar")
      .send({})
      .expect(200);
    expect(CancelOrderResponseSchema.parse(res.body).message).toBe("تم إلغاء طلبك.");
  });

  it("when the order has been shipped, then the cancel is refused (409) with the reason and nothing changes", async () => {
    const { agent, product, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester");

    const res = await agent.post(`/api/orders/${orderNumber}/cancel`).send({}).expect(409);
    const reason = "This order has been shipped and can no longer be cancelled.";
    expect(res.body).toEqual({ message: reason, error: reason });
    const arabic = await agent
      .post(`/api/orders/${orderNumber}/cancel`)
      .set("Accept-Language", "ar")
      .send({})
      .expect(409);
    expect(arabic.body.message).toBe("تم شحن هذا الطلب ولم يعد إلغاؤه ممكنًا.");

    expect(await statusOf(orderNumber)).toBe("shipped");
    expect(await stockOf(product.id)).toBe(3);
    expect(
      await ctx.prisma.orderEvent.count({ where: { order: { orderNumber }, toStatus: "cancelled" } }),
    ).toBe(0);
  });

  it("when the order is confirmed, delivered or already cancelled, then each refusal names its own reason", async () => {
    const confirmed = await placed();
    await moveOrder(ctx.deps.db, confirmed.orderNumber, "confirmed", "ops:tester");
    const refusedConfirmed = await confirmed.agent
      .post(`/api/orders/${confirmed.orderNumber}/cancel`)
      .send({})
      .expect(409);
    expect(refusedConfirmed.body.message).toBe(
      "This order is confirmed and can no longer be cancelled online. Please contact us on WhatsApp or by phone to cancel it.",
    );
    expect(await statusOf(confirmed.orderNumber)).toBe("confirmed");

    await moveOrder(ctx.deps.db, confirmed.orderNumber, "shipped", "ops:tester");
    await moveOrder(ctx.deps.db, confirmed.orderNumber, "delivered", "ops:tester");
    const refusedDelivered = await confirmed.agent
      .post(`/api/orders/${confirmed.orderNumber}/cancel`)
      .send({})
      .expect(409);
    expect(refusedDelivered.body.message).toBe(
      "This order has been delivered and can no longer be cancelled.",
    );

    const cancelled = await placed();
    await cancelled.agent.post(`/api/orders/${cancelled.orderNumber}/cancel`).send({}).expect(200);
    const again = await cancelled.agent
      .post(`/api/orders/${cancelled.orderNumber}/cancel`)
      .send({})
      .expect(409);
    expect(again.body.message).toBe("This order is already cancelled.");
    expect(await stockOf(cancelled.product.id)).toBe(5);
  });

  it("when the customer cancels twice at once, then one cancel wins and the stock comes back once", async () => {
    const { agent, product, coupon, orderNumber } = await placed({ coupon: true });
    const results = await Promise.all(
      [0, 1, 2].map(() => agent.post(`/api/orders/${orderNumber}/cancel`).send({})),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe("This order is already cancelled.");
    }
    expect(await stockOf(product.id)).toBe(5);
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: coupon!.id } })).redemptionCount).toBe(
      0,
    );
    expect(
      await ctx.prisma.orderEvent.count({ where: { order: { orderNumber }, toStatus: "cancelled" } }),
    ).toBe(1);
  });

  it("when the order was confirmed after the customer's page read it, then the customer's cancel rule refuses and nothing comes back", async () => {
    const { product, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    // The customer's cancel runs the operator's rule only from pending_payment, whatever it reads.
    await expect(
      cancelOrder(ctx.deps.db, orderNumber, "customer", undefined, undefined, {
        onlyFrom: "pending_payment",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await statusOf(orderNumber)).toBe("confirmed");
    expect(await stockOf(product.id)).toBe(3);
    expect(await ctx.prisma.creditNote.count({ where: { order: { orderNumber } } })).toBe(0);
  });

  it("when another customer tries to cancel the order, then it is 404 as for a missing one and nothing changes", async () => {
    const { product, orderNumber } = await placed();
    const stranger = await make.shopper([]);
    const res = await stranger.agent.post(`/api/orders/${orderNumber}/cancel`).send({}).expect(404);
    expect(res.body).toEqual({ message: "Order not found", error: "Order not found" });
    expect(await statusOf(orderNumber)).toBe("pending_payment");
    expect(await stockOf(product.id)).toBe(3);
  });
});

/** Reads a binary answer (a PDF) whole. */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

describe("GET /api/orders/:reference/invoice and /credit_note", () => {
  it("when the order is confirmed, then its customer downloads the tax invoice as a PDF named by its number, never cached", async () => {
    const { agent, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    const invoice = await ctx.prisma.invoice.findFirstOrThrow({ where: { order: { orderNumber } } });

    const page = OrderPageResponseSchema.parse(
      (await agent.get(`/api/orders/${orderNumber}`).expect(200)).body,
    ).order;
    const res = await agent.get(page.invoice!.url).buffer(true).parse(binary).expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(res.headers["content-length"])).toBe(pdf.length);

    // Any case of the reference reaches the same document.
    await agent
      .get(`/api/orders/${orderNumber.toLowerCase()}/invoice`)
      .buffer(true)
      .parse(binary)
      .expect(200);
  });

  it("when the store runs in production without STORE_TRN, then no tax document is made: 503 with a message, not a PDF with the placeholder", async () => {
    const { orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    const { userId } = await ctx.prisma.order.findUniqueOrThrow({ where: { orderNumber } });
    const seller = { legalName: "CarCare Trading L.L.C.", address: "Abu Dhabi", trn: null };
    const refused = await getOwnDocument(
      { db: ctx.deps.db, seller, production: true },
      userId,
      orderNumber,
      "invoice",
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "UNAVAILABLE" });
    expect(toHttp(refused as AppError).status).toBe(503);
    // Outside production the same order's invoice is made, with the placeholder where the TRN goes.
    const made = await getOwnDocument(
      { db: ctx.deps.db, seller, production: false },
      userId,
      orderNumber,
      "invoice",
    );
    expect(made.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // With a TRN, production makes it.
    const withTrn = await getOwnDocument(
      { db: ctx.deps.db, seller: { ...seller, trn: "100234567800003" }, production: true },
      userId,
      orderNumber,
      "invoice",
    );
    expect(withTrn.filename).toMatch(/^INV-\d{4}-\d{6,}\.pdf$/);
  });

  it("when an operator cancels the confirmed order, then its customer downloads the credit note named by its number", async () => {
    const { agent, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    await moveOrder(ctx.deps.db, orderNumber, "cancelled", "ops:tester");
    const creditNote = await ctx.prisma.creditNote.findFirstOrThrow({ where: { order: { orderNumber } } });

    const page = OrderPageResponseSchema.parse(
      (await agent.get(`/api/orders/${orderNumber}`).expect(200)).body,
    ).order;
    expect(page.credit_note).toEqual({
      number: creditNote.number,
      issued_at: creditNote.issuedAt.toISOString(),
      url: `/api/orders/${orderNumber}/credit_note`,
    });
    const res = await agent.get(page.credit_note!.url).buffer(true).parse(binary).expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${creditNote.number}.pdf"`);
    expect((res.body as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The invoice it reverses stays downloadable.
    await agent.get(page.invoice!.url).buffer(true).parse(binary).expect(200);
  });

  it("when a document is not issued yet, then it is 404 saying when it will be", async () => {
    const { agent, orderNumber } = await placed();
    const noInvoice = await agent.get(`/api/orders/${orderNumber}/invoice`).expect(404);
    expect(noInvoice.body.message).toBe(
      "This order has no tax invoice yet: it is issued when the order is confirmed.",
    );
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    const noCreditNote = await agent.get(`/api/orders/${orderNumber}/credit_note`).expect(404);
    expect(noCreditNote.body.message).toBe(
      "This order has no credit note: one is issued when a confirmed order is cancelled.",
    );
    const arabic = await agent
      .get(`/api/orders/${orderNumber}/credit_note`)
      .set("Accept-Language", "ar")
      .expect(404);
    expect(arabic.body.message).toBe("لا يوجد إشعار دائن لهذا الطلب: يصدر الإشعار عند إلغاء طلب مؤكد.");
  });

  it("when another customer asks for the order's documents, then both are 404 as for a missing order", async () => {
    const { orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    const stranger = await make.shopper([]);
    for (const path of ["invoice", "credit_note"]) {
      const res = await stranger.agent.get(`/api/orders/${orderNumber}/${path}`).expect(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: "Order not found", error: "Order not found" });
    }
    await request(ctx.app).get(`/api/orders/${orderNumber}/invoice`).expect(401);
  });
});
