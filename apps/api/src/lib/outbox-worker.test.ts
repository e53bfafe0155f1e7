import { PlaceOrderResponseSchema } from "@carcare/contracts";
import { MAX_SEND_ATTEMPTS, moveOrder } from "@carcare/operations";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { orderFactories } from "../../test/factories-orders.js";
import { attachmentOf, startSmtpReceiver } from "../../test/smtp.js";
import { businessContacts } from "../features/store-info/service.js";
import { createLogger } from "./logger.js";
import { startOutboxWorker } from "./outbox-worker.js";

// Issue 31 point 2: a send the mail server refuses is kept in the outbox and retried with backoff,
// sent once when the server takes it again, through a real SMTP receiver.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver({ refuse: true });
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const worker = () =>
  startOutboxWorker({ db: ctx.deps.db, mailer: ctx.deps.mailer, logger: createLogger("silent"), everyMs: 0 });
/** A minute passes (or more): the email's next try is due now. */
const due = (id: number) =>
  ctx.prisma.outboxEmail.update({ where: { id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
const received = (subject: string) => smtp.messages.filter((m) => m.raw.includes(subject));

async function placedOrder() {
  const shop = orderFactories(ctx.prisma, ctx.app);
  const p = await shop.product({ priceFils: 30_00 });
  const { user, agent } = await shop.shopper([{ productId: p.id, quantity: 1 }]);
  const res = await agent.post("/api/place_order").send({}).expect(201);
  return { user, orderNumber: PlaceOrderResponseSchema.parse(res.body).order_details.order_number };
}

describe("the outbox's retries", () => {
  it("when the mail server refuses the order-received email, then it is pending with the error, retried after each wait, and sent once when the server takes it", async () => {
    smtp.setRefusing(true);
    const { user, orderNumber } = await placedOrder();
    const subject = `We received your order ${orderNumber}`;
    const kept = await vi.waitFor(
      async () => {
        const row = await ctx.prisma.outboxEmail.findFirst({ where: { subject } });
        if (!row) throw new Error("not kept yet");
        return row;
      },
      { timeout: 5000, interval: 25 },
    );
    expect(kept).toMatchObject({ to: user.email, status: "pending", attempts: 1, sentAt: null });
    expect(kept.lastError).toMatch(/550/);
    const wait = kept.nextAttemptAt!.getTime() - kept.createdAt.getTime();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThan(65_000);

    // Not due yet: nothing is tried.
    expect(await worker().runOnce()).toEqual([]);

    // Due, and refused again: the next wait is longer (5 minutes).
    await due(kept.id);
    const [again] = await worker().runOnce();
    expect(again).toMatchObject({ id: kept.id, sent: false, error: expect.stringMatching(/550/) });
    const second = await ctx.prisma.outboxEmail.findUniqueOrThrow({ where: { id: kept.id } });
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    const secondWait = second.nextAttemptAt!.getTime() - Date.now();
    expect(secondWait).toBeGreaterThan(4 * 60_000);
    expect(secondWait).toBeLessThan(5 * 60_000 + 1000);

    // The server takes mail again; two store processes look at the same moment: one sends it.
    smtp.setRefusing(false);
    await due(kept.id);
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect([...a!, ...b!]).toEqual([expect.objectContaining({ id: kept.id, sent: true })]);
    await smtp.waitFor(user.email, (m) => m.raw.includes(orderNumber));
    expect(received(subject)).toHaveLength(1);
    const sent = await ctx.prisma.outboxEmail.findUniqueOrThrow({ where: { id: kept.id } });
    expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null, nextAttemptAt: null });
    expect(sent.sentAt).not.toBeNull();

    // Sent is final: a later look sends nothing.
    expect(await worker().runOnce()).toEqual([]);
    expect(received(subject)).toHaveLength(1);
  });

  it("when an invoice email is refused, then the claim stays, and the retry sends the invoice with its PDF attached", async () => {
    const { user, orderNumber } = await placedOrder();
    smtp.setRefusing(true);
    const moved = await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", undefined, {
      mailer: ctx.deps.mailer,
      store: businessContacts(ctx.env.BUSINESS_WHATSAPP_NUMBER),
    });
    expect(moved.invoice).toMatchObject({
      sent: false,
      kept: "pending",
      error: expect.stringMatching(/550/),
    });
    const invoice = await ctx.prisma.invoice.findFirstOrThrow({ where: { order: { orderNumber } } });
    // Claimed: `orders send-invoice` would not send it a second time beside the retry.
    expect(invoice.emailedAt).not.toBeNull();
    const kept = await ctx.prisma.outboxEmail.findFirstOrThrow({
      where: { subject: { startsWith: `Invoice ${invoice.number}` } },
    });
    expect(kept.status).toBe("pending");

    smtp.setRefusing(false);
    await due(kept.id);
    expect(await worker().runOnce()).toEqual([expect.objectContaining({ id: kept.id, sent: true })]);
    const email = await smtp.waitFor(user.email, (m) => m.raw.includes(invoice.number));
    const pdf = attachmentOf(email, `${invoice.number}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");
    // The text is the invoice email's own, without the outbox's list of files.
    expect(email.decoded).not.toContain("Attachments:");
  });

  it("when the last try fails too, then the email is failed and no longer tried", async () => {
    smtp.setRefusing(true);
    const row = await ctx.prisma.outboxEmail.create({
      data: {
        to: "late@example.com",
        subject: "Your login code",
        text: "t",
        html: "<p>t</p>",
        status: "pending",
        attempts: MAX_SEND_ATTEMPTS - 1,
        nextAttemptAt: new Date(Date.now() - 1000),
      },
    });
    expect(await worker().runOnce()).toEqual([
      expect.objectContaining({ id: row.id, sent: false, nextAttemptAt: null }),
    ]);
    const failed = await ctx.prisma.outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/550/);
    expect(await worker().runOnce()).toEqual([]);
  });
});
