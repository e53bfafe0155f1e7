import { createServer } from "node:net";
import { type OrderStatus, type PaymentMethod, vatPartFils } from "@carcare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createOpsTestContext, type OpsTestContext } from "./helpers.js";

// The payment method in `orders list|show`, `orders paid` for pay on delivery, and the customer's
// emails about shipped, delivered and cancelled as an operator's moves send them (issue 29, decision
// 023). No SMTP_URL: the store's dev outbox keeps the emails, as the server's mailer does.
let ctx: OpsTestContext;
let seq = 0;
const SITE = { publicUrl: "https://shop.example" };

beforeAll(async () => {
  ctx = await createOpsTestContext();
});
afterAll(() => ctx.close());

/** An order of 1 x AED 120.00 + AED 20.00 delivery (+ AED 5.00 for pay on delivery), placed by a new customer. */
async function order(options: { method?: PaymentMethod; status?: OrderStatus } = {}) {
  seq += 1;
  const customer = await createCustomer(ctx.prisma);
  const method = options.method ?? "whatsapp";
  const codFee = method === "pay_on_delivery" ? 500 : 0;
  const status = options.status ?? "pending_payment";
  return ctx.prisma.order.create({
    data: {
      orderNumber: `CC-PAY${String(seq).padStart(4, "0")}`,
      userId: customer.id,
      status,
      paymentMethod: method,
      codFeeFils: codFee,
      subtotalFils: 12000,
      deliveryFeeFils: 2000,
      grandTotalFils: 14000 + codFee,
      vatFils: vatPartFils(14000 + codFee, 5),
      contactName: "Fatima Al Mansoori",
      contactPhone: "+971502223344",
      address: { building_name: "Villa 12", street: "Al Falah St", city: "Abu Dhabi" },
      lines: {
        create: [{ productName: "Foam cannon", unitPriceFils: 12000, quantity: 1, lineTotalFils: 12000 }],
      },
      events: { create: { fromStatus: null, toStatus: status, actor: "customer" } },
    },
    include: { user: true },
  });
}

const outboxTo = (email: string) =>
  ctx.prisma.outboxEmail.findMany({ where: { to: email }, orderBy: { id: "asc" } });

describe("the payment method in orders list and show", () => {
  it("when orders are listed and shown, then each says how it is paid and when it was paid", async () => {
    const cod = await order({ method: "pay_on_delivery" });
    const list = await ctx.ops(["orders", "list", "--customer", cod.user.email]);
    expect(list.code).toBe(0);
    const [header, , row] = list.stdout.split("\n");
    expect(header).toMatch(/\bstatus\s+payment\s+paid \(Abu Dhabi\)\s+lines\b/);
    expect(row).toMatch(/pending_payment\s+on delivery\s+1\s+AED 145\.00/);

    const shown = await ctx.ops(["orders", "show", cod.orderNumber]);
    expect(shown.stdout).toContain("payment:   on delivery (fee AED 5.00), not paid yet");
    const json = JSON.parse((await ctx.ops(["orders", "show", cod.orderNumber, "--json"])).stdout) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({ payment_method: "pay_on_delivery", cod_fee: 5, paid_at: null });

    // A WhatsApp order is paid when an operator confirms it.
    const whatsapp = await order();
    expect((await ctx.ops(["orders", "move", whatsapp.orderNumber, "confirmed"])).code).toBe(0);
    const paidAt = (await ctx.prisma.order.findUniqueOrThrow({ where: { id: whatsapp.id } })).paidAt!;
    expect(paidAt).not.toBeNull();
    const listed = JSON.parse(
      (await ctx.ops(["orders", "list", "--customer", whatsapp.user.email, "--json"])).stdout,
    ) as { payment_method: string; paid_at: string }[];
    expect(listed).toEqual([
      expect.objectContaining({ payment_method: "whatsapp", paid_at: paidAt.toISOString() }),
    ]);
    expect((await ctx.ops(["orders", "show", whatsapp.orderNumber])).stdout).toMatch(
      /payment: {3}WhatsApp link, paid \d{4}-\d{2}-\d{2} \d{2}:\d{2} Abu Dhabi time/,
    );
  });
});

describe("orders paid", () => {
  it("when a shipped pay-on-delivery order is paid at the door, then its payment time and a history note are recorded, once", async () => {
    const cod = await order({ method: "pay_on_delivery", status: "shipped" });
    const paid = await ctx.ops([
      "orders",
      "paid",
      cod.orderNumber,
      "--note",
      "card at the door",
      "--actor",
      "ops:driver",
    ]);
    expect(paid.code).toBe(0);
    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: cod.id },
      include: { events: { orderBy: { id: "asc" } } },
    });
    expect(stored.paidAt).not.toBeNull();
    expect(stored.status).toBe("shipped");
    expect(paid.stdout).toMatch(
      new RegExp(
        `^order ${cod.orderNumber} \\(shipped\\): paid on delivery, AED 145\\.00 at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} Abu Dhabi time\\n$`,
      ),
    );
    expect(stored.events.at(-1)).toMatchObject({
      fromStatus: "shipped",
      toStatus: "shipped",
      actor: "ops:driver",
      note: "paid on delivery: card at the door",
    });
    const shown = await ctx.ops(["orders", "show", cod.orderNumber]);
    expect(shown.stdout).toMatch(/payment: {3}on delivery \(fee AED 5\.00\), paid \d{4}-\d{2}-\d{2}/);
    expect(shown.stdout).toMatch(/\sshipped\s+ops:driver\s+paid on delivery: card at the door/);

    const again = await ctx.ops(["orders", "paid", cod.orderNumber]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `error: Order ${cod.orderNumber} was already marked paid (${stored.paidAt!.toISOString()}).\n`,
    );
    expect(await ctx.prisma.orderEvent.count({ where: { orderId: cod.id } })).toBe(2);
  });

  it("when a delivered pay-on-delivery order is paid, then --json tells the time recorded", async () => {
    const cod = await order({ method: "pay_on_delivery", status: "delivered" });
    const paid = await ctx.ops(["orders", "paid", cod.orderNumber, "--json"]);
    expect(paid.code).toBe(0);
    const stored = await ctx.prisma.order.findUniqueOrThrow({ where: { id: cod.id } });
    expect(JSON.parse(paid.stdout)).toEqual({
      order_number: cod.orderNumber,
      status: "delivered",
      paid_at: stored.paidAt!.toISOString(),
    });
  });

  it("when two operators record the same payment at once, then one wins and one note is kept", async () => {
    const cod = await order({ method: "pay_on_delivery", status: "delivered" });
    const results = await Promise.all([
      ctx.ops(["orders", "paid", cod.orderNumber, "--actor", "ops:one"]),
      ctx.ops(["orders", "paid", cod.orderNumber, "--actor", "ops:two"]),
    ]);
    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(
      await ctx.prisma.orderEvent.count({
        where: { orderId: cod.id, note: { startsWith: "paid on delivery" } },
      }),
    ).toBe(1);
  });

  it("when the order is not paid on delivery or has not left the store, then it is refused with the reason and nothing changes", async () => {
    const whatsapp = await order({ status: "shipped" });
    const refusedMethod = await ctx.ops(["orders", "paid", whatsapp.orderNumber]);
    expect(refusedMethod.code).toBe(1);
    expect(refusedMethod.stderr).toBe(
      `error: Order ${whatsapp.orderNumber} is paid by WhatsApp link, not on delivery: its payment is recorded when it is confirmed.\n`,
    );

    for (const status of ["pending_payment", "confirmed", "cancelled"] as const) {
      const cod = await order({ method: "pay_on_delivery", status });
      const refused = await ctx.ops(["orders", "paid", cod.orderNumber]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `error: Order ${cod.orderNumber} is ${status}: a pay-on-delivery order is marked paid once it is shipped or delivered.\n`,
      );
      const stored = await ctx.prisma.order.findUniqueOrThrow({
        where: { id: cod.id },
        include: { events: true },
      });
      expect(stored.paidAt).toBeNull();
      expect(stored.events).toHaveLength(1);
    }

    const missing = await ctx.ops(["orders", "paid", "CC-NOTHERE"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("error: Order CC-NOTHERE not found.\n");
  });
});

describe("status emails from the operator's moves", () => {
  it("when an operator ships and delivers an order, then the customer's email goes out once for each (no SMTP_URL: stored, not sent), linking to the order page at PUBLIC_URL", async () => {
    const placed = await order();
    expect((await ctx.ops(["orders", "move", placed.orderNumber, "confirmed"], SITE)).code).toBe(0);
    const shipped = await ctx.ops(["orders", "move", placed.orderNumber, "shipped"], SITE);
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toBe(
      `order ${placed.orderNumber}: confirmed -> shipped\n` +
        `email to ${placed.user.email} that the order is shipped stored, not sent (no SMTP_URL)\n`,
    );
    const emails = await outboxTo(placed.user.email);
    expect(emails.map((email) => email.subject)).toEqual([
      expect.stringMatching(/^Invoice /),
      `Your order ${placed.orderNumber} is on its way`,
    ]);
    expect(emails[1]!.text).toContain(`See your order: https://shop.example/orders/${placed.orderNumber}`);
    const event = await ctx.prisma.orderEvent.findFirstOrThrow({
      where: { orderId: placed.id, toStatus: "shipped" },
    });
    expect(event.emailedAt).not.toBeNull();

    // The same move again is refused and sends nothing.
    const again = await ctx.ops(["orders", "move", placed.orderNumber, "shipped"], SITE);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`error: Order ${placed.orderNumber} is already shipped.\n`);
    const resend = await ctx.ops(["orders", "send-status-email", placed.orderNumber], SITE);
    expect(resend.code).toBe(1);
    expect(resend.stderr).toContain(
      `The email about order ${placed.orderNumber} being shipped was already sent`,
    );

    const delivered = await ctx.ops(["orders", "move", placed.orderNumber, "delivered", "--json"], SITE);
    expect(JSON.parse(delivered.stdout)).toMatchObject({
      to: "delivered",
      status_email: {
        status: "delivered",
        emailed_to: placed.user.email,
        sent: false,
        outbox: "stored",
        error: "no SMTP_URL",
      },
    });
    expect((await outboxTo(placed.user.email)).map((email) => email.subject)).toEqual([
      expect.stringMatching(/^Invoice /),
      `Your order ${placed.orderNumber} is on its way`,
      `Your order ${placed.orderNumber} was delivered`,
    ]);
  });

  it("when an operator cancels an order, then the customer's email goes out once (stored, not sent) and the default address is the local store", async () => {
    const placed = await order();
    const cancel = await ctx.ops(["orders", "cancel", placed.orderNumber, "--json"]);
    expect(cancel.code).toBe(0);
    expect(JSON.parse(cancel.stdout)).toMatchObject({
      status_email: { status: "cancelled", emailed_to: placed.user.email, sent: false, outbox: "stored" },
    });
    const emails = await outboxTo(placed.user.email);
    expect(emails.map((email) => email.subject)).toEqual([`Your order ${placed.orderNumber} is cancelled`]);
    expect(emails[0]!.text).toContain(`See your order: http://localhost:3000/orders/${placed.orderNumber}`);
    expect((await ctx.ops(["orders", "cancel", placed.orderNumber])).code).toBe(1);
    expect(await outboxTo(placed.user.email)).toHaveLength(1);
  });

  it("when the mail server cannot be reached, then the order is shipped with a warning and the email is kept for the store's retries, never sent twice by hand", async () => {
    const placed = await order({ status: "confirmed" });
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    const smtpUrl = `smtp://127.0.0.1:${closedPort}`;
    const shipped = await ctx.ops(["orders", "move", placed.orderNumber, "shipped"], { smtpUrl });
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toBe(`order ${placed.orderNumber}: confirmed -> shipped\n`);
    expect(shipped.stderr).toContain(
      `warning: the email to ${placed.user.email} about order ${placed.orderNumber} being shipped was not sent yet (`,
    );
    expect(shipped.stderr).toContain("it is kept in the outbox and the store retries it (pnpm ops emails)");
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.id } })).status).toBe("shipped");
    const event = () =>
      ctx.prisma.orderEvent.findFirstOrThrow({ where: { orderId: placed.id, toStatus: "shipped" } });
    expect((await event()).emailedAt).not.toBeNull();
    expect(await outboxTo(placed.user.email)).toMatchObject([
      { subject: `Your order ${placed.orderNumber} is on its way`, status: "pending", attempts: 1 },
    ]);

    const send = await ctx.ops(["orders", "send-status-email", placed.orderNumber], { smtpUrl });
    expect(send.code).toBe(1);
    expect(send.stderr).toContain("was already sent or kept in the outbox");
    expect(await outboxTo(placed.user.email)).toHaveLength(1);
  });

  it("when the order is in a status without its own email, then send-status-email refuses", async () => {
    const placed = await order({ status: "confirmed" });
    const refused = await ctx.ops(["orders", "send-status-email", placed.orderNumber]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `error: Order ${placed.orderNumber} is confirmed: only shipped, delivered and cancelled orders are emailed about their status.\n`,
    );
  });

  it("when PUBLIC_URL is not the store's web address, then a move is refused as a usage error and nothing changes", async () => {
    const placed = await order({ status: "confirmed" });
    const result = await ctx.ops(["orders", "move", placed.orderNumber, "shipped"], {
      publicUrl: "ftp://shop.example/orders",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "error: PUBLIC_URL must be the store's http:// or https:// address, like https://shop.example\n",
    );
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.id } })).status).toBe("confirmed");
  });
});
