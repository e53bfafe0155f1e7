import { createServer } from "node:net";
import { type OrderStatus, salePriceFils, vatPartFils } from "@carcare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createOpsTestContext, type OpsTestContext } from "./helpers.js";

let ctx: OpsTestContext;
let brandId: number;
let categoryId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await createOpsTestContext();
  brandId = (await ctx.prisma.brand.create({ data: { name: "Ops CLI Brand" } })).id;
  categoryId = (await ctx.prisma.category.create({ data: { name: "Ops CLI Category" } })).id;
});
afterAll(() => ctx.close());

async function product(stock: number) {
  seq += 1;
  return ctx.prisma.product.create({
    data: {
      sku: `CLI-ORD-${seq}`,
      name: `CLI order product ${seq}`,
      brandId,
      categoryId,
      priceFils: 12000,
      discountPercentage: 0,
      salePriceFils: salePriceFils(12000, 0),
      stock,
      image: `/img/cli-${seq}.jpg`,
    },
  });
}

/** An order as the store would have placed it (stock already taken, coupon use recorded). */
async function order(
  userId: number,
  lines: { productId: number; quantity: number }[],
  options: { status?: OrderStatus; couponId?: number; createdAt?: Date } = {},
) {
  seq += 1;
  const subtotal = lines.reduce((sum, line) => sum + 12000 * line.quantity, 0);
  const created = await ctx.prisma.order.create({
    data: {
      orderNumber: `CC-CLI${String(seq).padStart(4, "0")}`,
      userId,
      status: options.status ?? "pending_payment",
      subtotalFils: subtotal,
      deliveryFeeFils: 2000,
      grandTotalFils: subtotal + 2000,
      vatFils: vatPartFils(subtotal + 2000, 5),
      couponId: options.couponId ?? null,
      couponCode: options.couponId ? "CLI10" : null,
      couponName: options.couponId ? "CLI 10%" : null,
      couponPercentage: options.couponId ? 10 : null,
      contactName: "Fatima Al Mansoori",
      contactPhone: "+971502223344",
      address: {
        building_name: "Villa 12",
        street: "Al Falah St",
        area_district: "Al Bateen",
        city: "Abu Dhabi",
      },
      createdAt: options.createdAt ?? new Date(),
      lines: {
        create: lines.map((line) => ({
          productId: line.productId,
          productName: `Line product ${line.productId}`,
          unitPriceFils: 12000,
          quantity: line.quantity,
          lineTotalFils: 12000 * line.quantity,
        })),
      },
      events: {
        create: { fromStatus: null, toStatus: options.status ?? "pending_payment", actor: "customer" },
      },
    },
  });
  if (options.couponId) {
    await ctx.prisma.couponRedemption.create({
      data: { couponId: options.couponId, userId, orderId: created.id },
    });
  }
  return created;
}

describe("orders commands", () => {
  it("when orders are listed with filters, then the table and --json show only the matching ones", async () => {
    const customer = await createCustomer(ctx.prisma, {
      phone: "+971502220001",
      email: "list.me@example.com",
    });
    const other = await createCustomer(ctx.prisma);
    const p = await product(10);
    const march = await order(customer.id, [{ productId: p.id, quantity: 2 }], {
      createdAt: new Date("2025-03-05T10:00:00Z"),
    });
    const april = await order(customer.id, [{ productId: p.id, quantity: 1 }], {
      status: "confirmed",
      createdAt: new Date("2025-04-02T10:00:00Z"),
    });
    await order(other.id, [{ productId: p.id, quantity: 1 }], {
      createdAt: new Date("2025-03-06T10:00:00Z"),
    });

    const table = await ctx.ops(["orders", "list", "--customer", "0502220001"]);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      /^order\s+id\s+placed \(Abu Dhabi\)\s+customer\s+phone\s+status\s+payment\s+paid \(Abu Dhabi\)\s+lines\s+total\s+coupon$/,
    );
    expect(lines.slice(2).map((line) => line.split(/\s+/)[0])).toEqual([
      april.orderNumber,
      march.orderNumber,
    ]);
    expect(lines[3]).toContain("2025-03-05 14:00");
    expect(lines[3]).toContain("AED 260.00");

    const json = await ctx.ops([
      "orders",
      "list",
      "--customer",
      "LIST.ME@example.com",
      "--from",
      "2025-03-01",
      "--to",
      "2025-03-31",
      "--json",
    ]);
    expect((JSON.parse(json.stdout) as { order_number: string }[]).map((o) => o.order_number)).toEqual([
      march.orderNumber,
    ]);
    const confirmed = await ctx.ops(["orders", "list", "--status", "confirmed", "--json"]);
    expect((JSON.parse(confirmed.stdout) as { id: number }[]).map((o) => o.id)).toEqual([april.id]);
  });

  it("when an order is shown, then its lines, totals and history are printed; --json gives the same facts", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order(customer.id, [{ productId: p.id, quantity: 3 }]);

    const text = await ctx.ops(["orders", "show", placed.orderNumber]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Order ${placed.orderNumber} (id ${placed.id})`);
    expect(text.stdout).toContain("status:    pending_payment (next: confirmed or cancelled)");
    expect(text.stdout).toContain("address:   Villa 12, Al Falah St, Al Bateen, Abu Dhabi");
    expect(text.stdout).toMatch(/Line product \d+\s+3\s+AED 120\.00\s+AED 360\.00/);
    expect(text.stdout).toContain("grand total:  AED 380.00");

    const json = await ctx.ops(["orders", "show", String(placed.id), "--json"]);
    const body = JSON.parse(json.stdout) as {
      order_number: string;
      grand_total: number;
      lines: unknown[];
      events: { to: string }[];
    };
    expect(body).toMatchObject({ order_number: placed.orderNumber, grand_total: 380 });
    expect(body.lines).toHaveLength(1);
    expect(body.events.map((e) => e.to)).toEqual(["pending_payment"]);

    const missing = await ctx.ops(["orders", "show", "CC-NOTHERE"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("error: Order CC-NOTHERE not found.\n");
  });

  it("when an order is moved along the allowed transitions, then each move is stored with the operator as actor", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order(customer.id, [{ productId: p.id, quantity: 1 }]);

    const confirm = await ctx.ops([
      "orders",
      "move",
      placed.orderNumber,
      "confirmed",
      "--note",
      "paid by card link",
    ]);
    expect(confirm.code).toBe(0);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.id } });
    // No SMTP_URL: the invoice is kept in the outbox, and the CLI says it was not sent (issue 31).
    expect(confirm.stdout).toBe(
      `order ${placed.orderNumber}: pending_payment -> confirmed\n` +
        `invoice ${invoice.number} for ${customer.email} stored, not sent (no SMTP_URL)\n`,
    );
    expect(
      (await ctx.ops(["orders", "move", placed.orderNumber, "shipped", "--actor", "ops:fatima"])).code,
    ).toBe(0);

    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: placed.id },
      include: { events: { orderBy: { id: "asc" } } },
    });
    expect(stored.status).toBe("shipped");
    expect(stored.events.map((e) => [e.fromStatus, e.toStatus, e.actor, e.note])).toEqual([
      [null, "pending_payment", "customer", null],
      ["pending_payment", "confirmed", "ops:test", "paid by card link"],
      ["confirmed", "shipped", "ops:fatima", null],
    ]);
  });

  it("when a move is not allowed, then it is refused with the allowed moves and nothing changes", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const shipped = await order(customer.id, [{ productId: p.id, quantity: 1 }], { status: "shipped" });

    const back = await ctx.ops(["orders", "move", shipped.orderNumber, "confirmed"]);
    expect(back.code).toBe(1);
    expect(back.stderr).toBe(
      `error: Order ${shipped.orderNumber} is shipped: it can move only to delivered, not to confirmed.\n`,
    );
    const cancel = await ctx.ops(["orders", "cancel", shipped.orderNumber]);
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain("not to cancelled");
    // Not a target at all (issue 31): refused with what this order's status allows, not every status.
    const unknown = await ctx.ops(["orders", "move", shipped.orderNumber, "lost"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      `error: "lost" is not a status order ${shipped.orderNumber} can move to: it is shipped; it can move only to delivered.\n`,
    );

    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: shipped.id },
      include: { events: true },
    });
    expect(stored.status).toBe("shipped");
    expect(stored.events).toHaveLength(1);
  });

  it("when move names pending_payment or a status the order's state does not allow, then it is refused with that state's targets (issue 31)", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const pending = await order(customer.id, [{ productId: p.id, quantity: 1 }]);
    const confirmed = await order(customer.id, [{ productId: p.id, quantity: 1 }], { status: "confirmed" });
    const delivered = await order(customer.id, [{ productId: p.id, quantity: 1 }], { status: "delivered" });

    // pending_payment is where orders start: never a target, from any state.
    const back = await ctx.ops(["orders", "move", confirmed.orderNumber, "pending_payment"]);
    expect(back.code).toBe(2);
    expect(back.stderr).toBe(
      `error: "pending_payment" is not a status order ${confirmed.orderNumber} can move to: it is confirmed; it can move only to shipped or cancelled.\n`,
    );
    const again = await ctx.ops(["orders", "move", pending.orderNumber, "PENDING_PAYMENT"]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("it is pending_payment; it can move only to confirmed or cancelled.");
    const skip = await ctx.ops(["orders", "move", pending.orderNumber, "delivered"]);
    expect(skip.code).toBe(1);
    expect(skip.stderr).toBe(
      `error: Order ${pending.orderNumber} is pending_payment: it can move only to confirmed or cancelled, not to delivered.\n`,
    );
    const final = await ctx.ops(["orders", "move", delivered.orderNumber, "shipped"]);
    expect(final.code).toBe(1);
    expect(final.stderr).toContain("is delivered: it cannot move any more, not to shipped.");

    for (const { id, status } of [pending, confirmed, delivered]) {
      const stored = await ctx.prisma.order.findUniqueOrThrow({ where: { id }, include: { events: true } });
      expect(stored.status).toBe(status);
      expect(stored.events).toHaveLength(1);
    }
  });

  it("when move's help is read, then it lists each status's own targets and never offers pending_payment", async () => {
    const help = await ctx.ops(["orders", "move", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/from pending_payment +confirmed, cancelled\n/);
    expect(help.stdout).toMatch(/from confirmed +shipped, cancelled\n/);
    expect(help.stdout).toMatch(/from shipped +delivered\n/);
    expect(help.stdout).toMatch(/from delivered +none \(final\)\n/);
    expect(help.stdout).toContain("the new status: confirmed, shipped, delivered, cancelled, as the order's");
    // The only place pending_payment appears is as a state moved from.
    expect(help.stdout.match(/pending_payment/g)).toHaveLength(1);
  });

  it("when an order is named by its numeric id, then list, show, move and cancel still lead with its CC- reference", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order(customer.id, [{ productId: p.id, quantity: 1 }]);
    expect(placed.orderNumber).toMatch(/^CC-/);

    const listed = await ctx.ops(["orders", "list", "--customer", customer.email]);
    const [header, , row] = listed.stdout.split("\n");
    expect(header!.split(/\s+/)[0]).toBe("order");
    expect(row!.split(/\s+/)[0]).toBe(placed.orderNumber);
    expect((await ctx.ops(["orders", "show", String(placed.id)])).stdout).toMatch(
      new RegExp(`^Order ${placed.orderNumber} `),
    );
    expect((await ctx.ops(["orders", "move", String(placed.id), "confirmed"])).stdout).toMatch(
      new RegExp(`^order ${placed.orderNumber}: pending_payment -> confirmed\n`),
    );
    expect((await ctx.ops(["orders", "cancel", String(placed.id)])).stdout).toMatch(
      new RegExp(`^order ${placed.orderNumber}: confirmed -> cancelled; `),
    );
  });

  it("when an order with a coupon is cancelled, then its stock and coupon use come back", async () => {
    const customer = await createCustomer(ctx.prisma);
    const a = await product(1);
    const b = await product(0);
    const coupon = await ctx.prisma.coupon.create({
      data: {
        code: "CLI10",
        name: "CLI 10%",
        discountPercentage: 10,
        startsAt: new Date("2025-01-01T00:00:00Z"),
        endsAt: new Date("2030-01-01T00:00:00Z"),
        redemptionCount: 5,
      },
    });
    const placed = await order(
      customer.id,
      [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 4 },
      ],
      {
        status: "confirmed",
        couponId: coupon.id,
      },
    );

    const result = await ctx.ops([
      "orders",
      "cancel",
      placed.orderNumber,
      "--note",
      "customer asked by WhatsApp",
    ]);

    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `order ${placed.orderNumber}: confirmed -> cancelled; 6 units back in stock (2 products); coupon CLI10 use given back\n` +
        `email to ${customer.email} that the order is cancelled stored, not sent (no SMTP_URL)\n`,
    );
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: a.id } })).stock).toBe(3);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: b.id } })).stock).toBe(4);
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(4);
    expect(await ctx.prisma.couponRedemption.count({ where: { orderId: placed.id } })).toBe(0);
    const event = await ctx.prisma.orderEvent.findFirstOrThrow({
      where: { orderId: placed.id, toStatus: "cancelled" },
    });
    expect(event).toMatchObject({
      fromStatus: "confirmed",
      actor: "ops:test",
      note: "customer asked by WhatsApp",
    });

    const again = await ctx.ops(["orders", "cancel", placed.orderNumber]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("is already cancelled");
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: a.id } })).stock).toBe(3);
  });

  it("when an order is confirmed, then its invoice goes through the store's mailer once (no SMTP_URL: stored, not sent), and a second confirm sends none", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order(customer.id, [{ productId: p.id, quantity: 2 }]);

    const confirm = await ctx.ops(["orders", "move", placed.orderNumber, "confirmed", "--json"]);
    expect(confirm.code).toBe(0);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.id } });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6,}$/);
    expect(invoice.emailedAt).not.toBeNull();
    expect(JSON.parse(confirm.stdout)).toEqual({
      order_number: placed.orderNumber,
      from: "pending_payment",
      to: "confirmed",
      invoice: {
        number: invoice.number,
        emailed_to: customer.email,
        sent: false,
        outbox: "stored",
        error: "no SMTP_URL",
      },
    });

    // No SMTP_URL: the store's dev outbox keeps the email, as the server's mailer does.
    const outbox = await ctx.prisma.outboxEmail.findMany({ where: { to: customer.email } });
    expect(outbox.map((email) => email.subject)).toEqual([
      `Invoice ${invoice.number} for your order ${placed.orderNumber}`,
    ]);
    const text = outbox[0]!.text;
    for (const line of [
      `Invoice number: ${invoice.number}`,
      "CarCare Abu Dhabi",
      "Phone and WhatsApp: +971501234567",
      `Order: ${placed.orderNumber}, placed on`,
      `- 2 × Line product ${p.id}, AED 120.00 each = AED 240.00`,
      // 260.00 x 5 / 105 = 12.381 -> 12.38
      "Subtotal: AED 240.00\nDelivery: AED 20.00\nGrand total (incl. VAT): AED 260.00\nof which VAT 5%: AED 12.38",
      "Villa 12\nAl Falah St\nAl Bateen, Abu Dhabi\nPhone: +971502223344",
    ]) {
      expect(text).toContain(line);
    }
    // No coupon: no discount row; the customer's one reference, never the numeric id.
    expect(text).not.toContain("Discount");
    expect(text).not.toMatch(/order id/i);
    expect(outbox[0]!.html).toContain(invoice.number);
    // The operator's view of the order carries the same reference and grand total as the invoice.
    const shown = await ctx.ops(["orders", "show", String(placed.id)]);
    expect(shown.stdout.split("\n")[0]).toBe(`Order ${placed.orderNumber} (id ${placed.id})`);
    expect(shown.stdout).toContain("grand total:  AED 260.00");
    // ... its VAT part and its invoice.
    expect(shown.stdout).toContain("VAT 5%:       AED 12.38 (included)");
    expect(shown.stdout).toContain(`invoice:      ${invoice.number}`);

    const again = await ctx.ops(["orders", "move", placed.orderNumber, "confirmed"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`error: Order ${placed.orderNumber} is already confirmed.\n`);
    const resend = await ctx.ops(["orders", "send-invoice", placed.orderNumber]);
    expect(resend.code).toBe(1);
    expect(resend.stderr).toContain(
      `Invoice ${invoice.number} of order ${placed.orderNumber} was already emailed`,
    );
    expect(await ctx.prisma.outboxEmail.count({ where: { to: customer.email } })).toBe(1);
    expect(await ctx.prisma.invoice.count({ where: { orderId: placed.id } })).toBe(1);
  });

  it("when the mail server cannot be reached, then the order is confirmed with a warning, and the invoice is kept for the store's retries, never sent twice by hand", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order(customer.id, [{ productId: p.id, quantity: 1 }]);
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    const smtpUrl = `smtp://127.0.0.1:${closedPort}`;

    const confirm = await ctx.ops(["orders", "move", placed.orderNumber, "confirmed"], { smtpUrl });
    expect(confirm.code).toBe(0);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.id } });
    expect(confirm.stdout).toBe(`order ${placed.orderNumber}: pending_payment -> confirmed\n`);
    expect(confirm.stderr).toContain(
      `warning: invoice ${invoice.number} to ${customer.email} was not sent yet (connect ECONNREFUSED`,
    );
    expect(confirm.stderr).toContain("it is kept in the outbox and the store retries it (pnpm ops emails)");
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.id } })).status).toBe("confirmed");
    const kept = await ctx.prisma.outboxEmail.findMany({ where: { to: customer.email } });
    expect(kept).toMatchObject([
      {
        subject: `Invoice ${invoice.number} for your order ${placed.orderNumber}`,
        status: "pending",
        attempts: 1,
      },
    ]);
    // Claimed: the retry sends it, so sending it by hand as well is refused.
    expect(invoice.emailedAt).not.toBeNull();
    const send = await ctx.ops(["orders", "send-invoice", placed.orderNumber], { smtpUrl });
    expect(send.code).toBe(1);
    expect(send.stderr).toContain("was already emailed or kept in the outbox");
    expect(await ctx.prisma.outboxEmail.count({ where: { to: customer.email } })).toBe(1);
  });

  it("when SMTP_URL is not an SMTP URL, then the confirm is refused as a usage error and nothing changes", async () => {
    const customer = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order(customer.id, [{ productId: p.id, quantity: 1 }]);
    const result = await ctx.ops(["orders", "move", placed.orderNumber, "confirmed"], {
      smtpUrl: "http://mail.example.com",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("error: SMTP_URL must be an smtp:// or smtps:// URL\n");
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.id } })).status).toBe(
      "pending_payment",
    );
    expect(await ctx.prisma.invoice.count({ where: { orderId: placed.id } })).toBe(0);
  });
});
