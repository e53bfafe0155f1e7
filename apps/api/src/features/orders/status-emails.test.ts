// The customer's emails about an order being shipped, delivered or cancelled (issue 29, decision 023):
// one per change, in the order's language, linking to the order page; claimed on the change's history
// row, so never twice; a failed send never undoes the change. Through a real SMTP receiver.
import { PlaceOrderResponseSchema } from "@carcare/contracts";
import { LANGUAGE_COOKIE } from "@carcare/contracts/constants";
import { cancelOrder, type InvoiceMail, moveOrder, sendStatusEmail } from "@carcare/operations";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { orderFactories } from "../../../test/factories-orders.js";
import {
  attachmentOf,
  decodedPartOf,
  decodedSubjectOf,
  partOf,
  type ReceivedEmail,
  startSmtpReceiver,
} from "../../../test/smtp.js";
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

const SITE = "https://shop.example";
const mail = (): InvoiceMail => ({
  mailer: ctx.deps.mailer,
  store: businessContacts(ctx.env.BUSINESS_WHATSAPP_NUMBER),
  siteUrl: SITE,
});
const subjectOf = (email: ReceivedEmail) => /^Subject: (.*)$/m.exec(email.decoded)?.[1]?.trim();
/** The emails to `to` whose subject starts with `start`. */
const emailsTo = (to: string, start: string) =>
  smtp.messages.filter((m) => m.to.includes(to.toLowerCase()) && subjectOf(m)?.startsWith(start));
const storeDay = (instant: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Dubai",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
const eventOf = (orderNumber: string, toStatus: "shipped" | "delivered" | "cancelled") =>
  ctx.prisma.orderEvent.findFirstOrThrow({ where: { order: { orderNumber }, toStatus } });

/** A placed order of 2 x AED 40.00 (+ AED 20 delivery = AED 100.00), with `headers` and `body`. */
async function placed(headers: Record<string, string> = {}, body: object = {}) {
  const product = await make.product({ priceFils: 40_00, stock: 5, name: "Microfibre towels" });
  const shopper = await make.shopper([{ productId: product.id, quantity: 2 }], { firstName: "Khalid" });
  const res = await shopper.agent.post("/api/place_order").set(headers).send(body).expect(201);
  const order = PlaceOrderResponseSchema.parse(res.body).order_details;
  return { ...shopper, product, orderNumber: order.order_number };
}

describe("shipped and delivered emails", () => {
  it("when an operator ships and delivers an order, then its customer gets one email for each, linking to the order page", async () => {
    const { user, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", undefined, mail());

    const shipped = await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester", undefined, mail());
    expect(shipped.statusEmail).toEqual({ status: "shipped", to: user.email, sent: true });
    const shippedEvent = await eventOf(orderNumber, "shipped");
    expect(shippedEvent.emailedAt).not.toBeNull();

    const email = await smtp.waitFor(
      user.email,
      (m) => subjectOf(m) === `Your order ${orderNumber} is on its way`,
    );
    const text = partOf(email, "text/plain");
    expect(text).toContain("Hello Khalid,");
    expect(text).toContain(
      `Good news: order ${orderNumber} was shipped on ${storeDay(shippedEvent.createdAt)} and is on its way to you.`,
    );
    expect(text).toContain(`See your order: ${SITE}/orders/${orderNumber}`);
    // A WhatsApp order was paid when it was confirmed: nothing to have ready at the door.
    expect(text).not.toContain("ready");
    expect(partOf(email, "text/html")).toContain(`href="${SITE}/orders/${orderNumber}"`);

    const delivered = await moveOrder(ctx.deps.db, orderNumber, "delivered", "ops:tester", undefined, mail());
    expect(delivered.statusEmail).toEqual({ status: "delivered", to: user.email, sent: true });
    const deliveredEmail = await smtp.waitFor(
      user.email,
      (m) => subjectOf(m) === `Your order ${orderNumber} was delivered`,
    );
    expect(partOf(deliveredEmail, "text/plain")).toContain(
      `Order ${orderNumber} was delivered on ${storeDay((await eventOf(orderNumber, "delivered")).createdAt)}.`,
    );

    expect(emailsTo(user.email, "Your order")).toHaveLength(2);
  });

  it("when the same move is run again or its email asked for again, then it is refused and nothing more is sent", async () => {
    const { user, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester", undefined, mail());
    await expect(
      moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester", undefined, mail()),
    ).rejects.toMatchObject({ code: "CONFLICT", message: `Order ${orderNumber} is already shipped.` });
    await expect(sendStatusEmail(ctx.deps.db, orderNumber, mail())).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining(`The email about order ${orderNumber} being shipped was already sent`),
    });
    expect(emailsTo(user.email, `Your order ${orderNumber} is on its way`)).toHaveLength(1);
  });

  it("when two operators ship the same order at once, then one wins and one email is sent", async () => {
    const { user, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    const results = await Promise.allSettled([
      moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:one", undefined, mail()),
      moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:two", undefined, mail()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(emailsTo(user.email, `Your order ${orderNumber} is on its way`)).toHaveLength(1);
  });

  it("when a pay-on-delivery order is shipped, then the email says how much to have ready at the door", async () => {
    const { user, orderNumber } = await placed({}, { payment_method: "pay_on_delivery" });
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester", undefined, mail());
    const email = await smtp.waitFor(
      user.email,
      (m) => subjectOf(m) === `Your order ${orderNumber} is on its way`,
    );
    expect(partOf(email, "text/plain")).toContain(
      "Please have AED 100.00 ready: you pay it on delivery, in cash or by card.",
    );
  });

  it("when the order was placed in Arabic, then its status email is Arabic and links to the Arabic order page", async () => {
    const { user, orderNumber } = await placed({ Cookie: `${LANGUAGE_COOKIE}=ar` });
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester", undefined, mail());
    const email = await smtp.waitFor(
      user.email,
      (m) => m.raw.includes(orderNumber) && !/invoice/i.test(m.raw),
    );
    expect(decodedSubjectOf(email)).toBe(`طلبك ${orderNumber} في الطريق إليك`);
    const text = decodedPartOf(email, "text/plain");
    expect(text).toContain(`أخبار سارة: تم شحن الطلب ${orderNumber} في`);
    expect(text).toContain(`اطّلع على طلبك: ${SITE}/ar/orders/${orderNumber}`);
    expect(decodedPartOf(email, "text/html")).toContain('<html lang="ar" dir="rtl">');
  });
});

describe("when the status email fails", () => {
  it("when the mail server refuses, then the order is shipped all the same, the claim is given back and the email can be sent later, once", async () => {
    const { user, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    const refusing = await startSmtpReceiver({ refuse: true });
    const broken = createMailer({
      smtpUrl: refusing.url,
      from: ctx.env.MAIL_FROM,
      logger: createLogger("silent"),
      saveToOutbox: () => Promise.reject(new Error("not used")),
    });
    try {
      const result = await moveOrder(ctx.deps.db, orderNumber, "shipped", "ops:tester", undefined, {
        ...mail(),
        mailer: broken,
      });
      expect(result.to).toBe("shipped");
      expect(result.statusEmail).toMatchObject({
        status: "shipped",
        sent: false,
        error: expect.stringMatching(/550/),
      });
    } finally {
      broken.close();
      await refusing.stop();
    }
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { orderNumber } })).status).toBe("shipped");
    expect((await eventOf(orderNumber, "shipped")).emailedAt).toBeNull();
    expect(emailsTo(user.email, `Your order ${orderNumber} is on its way`)).toHaveLength(0);

    expect(await sendStatusEmail(ctx.deps.db, orderNumber, mail())).toEqual({
      status: "shipped",
      to: user.email,
      sent: true,
    });
    await expect(sendStatusEmail(ctx.deps.db, orderNumber, mail())).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(emailsTo(user.email, `Your order ${orderNumber} is on its way`)).toHaveLength(1);
    expect((await eventOf(orderNumber, "shipped")).emailedAt).not.toBeNull();
  });
});

describe("cancellation emails", () => {
  it("when an operator cancels a pending order, then its customer is told, once, with nothing to pay", async () => {
    const { user, orderNumber } = await placed();
    const results = await Promise.allSettled([
      cancelOrder(ctx.deps.db, orderNumber, "ops:one", "out of stock", mail()),
      moveOrder(ctx.deps.db, orderNumber, "cancelled", "ops:two", undefined, mail()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const event = await eventOf(orderNumber, "cancelled");
    const email = await smtp.waitFor(
      user.email,
      (m) => subjectOf(m) === `Your order ${orderNumber} is cancelled`,
    );
    const text = partOf(email, "text/plain");
    expect(text).toContain(`Order ${orderNumber} was cancelled on ${storeDay(event.createdAt)}.`);
    expect(text).toContain("You have nothing to pay for this order.");
    expect(text).toContain(`See your order: ${SITE}/orders/${orderNumber}`);
    expect(emailsTo(user.email, `Your order ${orderNumber} is cancelled`)).toHaveLength(1);
  });

  it("when an operator cancels a confirmed order, then the email carries its credit note as a PDF and promises the refund", async () => {
    const { user, orderNumber } = await placed();
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester");
    const result = await cancelOrder(ctx.deps.db, orderNumber, "ops:tester", undefined, mail());
    expect(result.statusEmail).toEqual({ status: "cancelled", to: user.email, sent: true });
    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { orderNumber },
      include: { invoice: true, creditNote: true },
    });
    const creditNote = stored.creditNote!.number;
    const email = await smtp.waitFor(
      user.email,
      (m) => subjectOf(m) === `Your order ${orderNumber} is cancelled`,
    );
    const text = partOf(email, "text/plain");
    expect(text).toContain(
      `Credit note ${creditNote}, attached, reverses invoice ${stored.invoice!.number} in full (AED 100.00).`,
    );
    // A WhatsApp order is paid when confirmed: its money goes back.
    expect(text).toContain("We will refund the AED 100.00 you paid and contact you about it.");
    const pdf = attachmentOf(email, `${creditNote}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("when the customer cancels on the order page, then the email comes after the answer, says it was at their request and links to the store they used", async () => {
    const { user, agent, orderNumber } = await placed();
    await agent.post(`/api/orders/${orderNumber}/cancel`).send({}).expect(200);
    const email = await smtp.waitFor(
      user.email,
      (m) => subjectOf(m) === `Your order ${orderNumber} is cancelled`,
    );
    const text = partOf(email, "text/plain");
    expect(text).toContain(`Order ${orderNumber} was cancelled at your request on`);
    // No PUBLIC_URL here: the address the request came in on.
    expect(text).toMatch(new RegExp(`See your order: http://127\\.0\\.0\\.1:\\d+/orders/${orderNumber}\\n`));
    await vi.waitFor(async () => expect((await eventOf(orderNumber, "cancelled")).emailedAt).not.toBeNull());
    expect(emailsTo(user.email, `Your order ${orderNumber} is cancelled`)).toHaveLength(1);
  });
});

describe("when the mail server refuses the customer's cancellation email", () => {
  let failing: TestContext;
  let refusing: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    refusing = await startSmtpReceiver({ refuse: true });
    failing = await createTestContext({ SMTP_URL: refusing.url, PUBLIC_URL: "http://localhost:3000" });
  });
  afterAll(async () => {
    await failing.close();
    await refusing.stop();
  });

  it("when the email fails, then the order is cancelled all the same, the failure is logged and the email kept in the outbox for a retry", async () => {
    const shop = orderFactories(failing.prisma, failing.app);
    const p = await shop.product({ priceFils: 30_00, stock: 4 });
    const { agent } = await shop.shopper([{ productId: p.id, quantity: 1 }]);
    const placedRes = await agent.post("/api/place_order").send({}).expect(201);
    const orderNumber = PlaceOrderResponseSchema.parse(placedRes.body).order_details.order_number;

    const res = await agent.post(`/api/orders/${orderNumber}/cancel`).send({}).expect(200);
    expect(res.body.order.status).toBe("cancelled");
    const subject = `Your order ${orderNumber} is cancelled`;
    const logged = await vi.waitFor(
      () => {
        const lines = failing.logs.map(
          (l) => JSON.parse(l) as { level: number; msg: string; subject?: string; err?: { message: string } },
        );
        const line = lines.find((l) => l.msg.startsWith("email failed") && l.subject === subject);
        if (!line) throw new Error("not logged yet");
        return line;
      },
      { timeout: 5000, interval: 25 },
    );
    expect(logged.level).toBe(50);
    expect(logged.err?.message).toMatch(/550/);
    // Issue 31: kept for the store's retries, and claimed, so nobody sends it a second time by hand.
    const kept = await failing.prisma.outboxEmail.findMany({ where: { subject } });
    expect(kept).toMatchObject([{ status: "pending", attempts: 1, lastError: expect.stringMatching(/550/) }]);
    expect(kept[0]!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    const stored = await failing.prisma.order.findUniqueOrThrow({
      where: { orderNumber },
      include: { events: { where: { toStatus: "cancelled" } } },
    });
    expect(stored.status).toBe("cancelled");
    expect(stored.events[0]!.emailedAt).not.toBeNull();
    expect((await failing.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(4);
  });
});
