// `orders list|show|move|cancel|paid|send-invoice|send-status-email|invoice|credit-note`: through the store's order rules (@carcare/operations).
import { writeFile } from "node:fs/promises";
import { filsToAed, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "@carcare/contracts";
import {
  cancelOrder,
  getOrder,
  listOrders,
  markPaidOnDelivery,
  MOVE_TARGETS,
  moveOrder,
  moveTargets,
  orderDocumentPdf,
  type OrderDetailRow,
  type OrderSummaryRow,
  sendInvoice,
  sendStatusEmail,
  whereNext,
  type InvoiceEmailResult,
  type StatusEmailResult,
} from "@carcare/operations";
import { type Command, Option } from "commander";
import { type CommandContext, OpsError, UsageError } from "../context.js";
import { abuDhabiTime, aedText, json, renderTable } from "../output.js";
import { customerJson, fullName } from "./order-json.js";
import { registerOrderFind } from "./order-find.js";
import { calendarDayArg, positiveIntArg } from "./parsers.js";

type OrderSummary = OrderSummaryRow;
type OrderDetail = OrderDetailRow;

/** How the order is paid, as the operator reads it. */
const PAYMENT_NAMES = { whatsapp: "WhatsApp link", pay_on_delivery: "on delivery" } as const;

/** The payment line of `show`: the method, its fee, and when it was paid (or not yet). */
function paymentText(order: OrderDetail): string {
  const fee = order.codFeeFils > 0 ? ` (fee ${aedText(order.codFeeFils)})` : "";
  const paid = order.paidAt ? `paid ${abuDhabiTime(order.paidAt)} Abu Dhabi time` : "not paid yet";
  return `${PAYMENT_NAMES[order.paymentMethod]}${fee}, ${paid}`;
}

/** What became of an email the command sent, for --json: `outbox` says where an unsent one waits. */
const emailFateJson = (email: InvoiceEmailResult | StatusEmailResult) => ({
  sent: email.sent,
  // stored: kept, never sent (no SMTP_URL, MAIL_DISABLED=true); pending: the store retries it.
  outbox: email.sent ? null : (email.kept ?? null),
  error: email.sent ? null : email.error,
});

/** The status email's fate for --json. */
const statusEmailJson = (email: StatusEmailResult | null | undefined) =>
  email ? { status: email.status, emailed_to: email.to, ...emailFateJson(email) } : null;

/** The invoice email's fate for --json. */
const invoiceJson = (invoice: InvoiceEmailResult) => ({
  number: invoice.number,
  emailed_to: invoice.to,
  ...emailFateJson(invoice),
});

/**
 * How a status email went, as the operator reads it (issue 31: "emailed" only when SMTP accepted it):
 * sent (said after a move to shipped or delivered; a cancel says nothing), stored and not sent, kept
 * for the store's retries, or not sent at all with how to send it later.
 */
function reportStatusEmail(
  ctx: CommandContext,
  orderNumber: string,
  email: StatusEmailResult | null | undefined,
  { sayWhenSent, json }: { sayWhenSent: boolean; json: boolean },
): void {
  if (!email) return;
  // With --json the fates are in the JSON: only the warnings are written, to stderr.
  if (email.sent) {
    if (sayWhenSent && !json) ctx.out(`customer ${email.to} emailed that the order is ${email.status}`);
  } else if (email.kept === "stored") {
    if (!json)
      ctx.out(`email to ${email.to} that the order is ${email.status} stored, not sent (${email.error})`);
  } else if (email.kept === "pending") {
    ctx.err(
      `warning: the email to ${email.to} about order ${orderNumber} being ${email.status} was not sent yet ` +
        `(${email.error}); it is kept in the outbox and the store retries it (pnpm ops emails)`,
    );
  } else {
    ctx.err(
      `warning: the email about order ${orderNumber} being ${email.status} was not sent (${email.error}); ` +
        `the order is ${email.status}. Send it with: pnpm ops orders send-status-email ${orderNumber}`,
    );
  }
}

/** The line saying an invoice was emailed, or stored and not sent; null when neither. */
function invoiceLine(invoice: InvoiceEmailResult): string | null {
  if (invoice.sent) return `invoice ${invoice.number} emailed to ${invoice.to}`;
  if (invoice.kept === "stored") {
    return `invoice ${invoice.number} for ${invoice.to} stored, not sent (${invoice.error})`;
  }
  return null;
}

/** How the invoice email went after a move (see reportStatusEmail); `state`: the order's status. */
function reportInvoiceEmail(
  ctx: CommandContext,
  orderNumber: string,
  state: string,
  invoice: InvoiceEmailResult,
  { json }: { json: boolean },
): void {
  if (invoice.sent || invoice.kept === "stored") {
    if (!json) ctx.out(invoiceLine(invoice)!);
  } else if (invoice.kept === "pending") {
    ctx.err(
      `warning: invoice ${invoice.number} to ${invoice.to} was not sent yet (${invoice.error}); it is kept ` +
        `in the outbox and the store retries it (pnpm ops emails); the order is ${state}.`,
    );
  } else {
    ctx.err(
      `warning: invoice ${invoice.number} was not emailed (${invoice.error}); the order is ${state}. ` +
        `Send it with: pnpm ops orders send-invoice ${orderNumber}`,
    );
  }
}

function summaryJson(order: OrderSummary) {
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    customer: customerJson(order.user),
    items: order._count.lines,
    grand_total: filsToAed(order.grandTotalFils),
    coupon_code: order.couponCode,
    payment_method: order.paymentMethod,
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

function detailJson(order: OrderDetail) {
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    next_statuses: ORDER_TRANSITIONS[order.status],
    created_at: order.createdAt.toISOString(),
    customer: customerJson(order.user),
    contact: { name: order.contactName, phone: order.contactPhone },
    address: order.address,
    lines: order.lines.map((line) => ({
      product_id: line.productId,
      name: line.productName,
      quantity: line.quantity,
      unit_price: filsToAed(line.unitPriceFils),
      total: filsToAed(line.lineTotalFils),
    })),
    subtotal: filsToAed(order.subtotalFils),
    delivery_fee: filsToAed(order.deliveryFeeFils),
    discount: filsToAed(order.discountFils),
    grand_total: filsToAed(order.grandTotalFils),
    payment_method: order.paymentMethod,
    cod_fee: filsToAed(order.codFeeFils),
    vat_rate_percent: order.vatRatePercent,
    vat: filsToAed(order.vatFils),
    invoice: order.invoice?.number ?? null,
    credit_note: order.creditNote?.number ?? null,
    paid_at: order.paidAt?.toISOString() ?? null,
    coupon: order.couponCode
      ? { code: order.couponCode, name: order.couponName, discount_percentage: order.couponPercentage }
      : null,
    events: order.events.map((event) => ({
      at: event.createdAt.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actor,
      note: event.note,
    })),
  };
}

function printDetail(ctx: CommandContext, order: OrderDetail): void {
  const next = ORDER_TRANSITIONS[order.status];
  ctx.out(`Order ${order.orderNumber} (id ${order.id})`);
  ctx.out(`  status:    ${order.status}${next.length > 0 ? ` (next: ${next.join(" or ")})` : ""}`);
  ctx.out(`  placed:    ${abuDhabiTime(order.createdAt)} Abu Dhabi time`);
  ctx.out(`  customer:  ${fullName(order.user)}, ${order.user.phone}, ${order.user.email}`);
  ctx.out(`  contact:   ${order.contactName}, ${order.contactPhone}`);
  const address = order.address as Record<string, unknown> | null;
  if (address && typeof address === "object") {
    const parts = ["building_name", "floor_apartment_no", "street", "area_district", "city"]
      .map((key) => address[key])
      .filter((part): part is string => typeof part === "string" && part !== "");
    ctx.out(`  address:   ${parts.join(", ")}`);
  }
  if (order.couponCode) ctx.out(`  coupon:    ${order.couponCode} (${order.couponPercentage ?? 0}% off)`);
  ctx.out(`  payment:   ${paymentText(order)}`);
  ctx.out("");
  ctx.stdout.write(
    renderTable(
      [
        { key: "name", title: "item" },
        { key: "quantity", title: "qty", right: true },
        { key: "unit", title: "unit price", right: true },
        { key: "total", title: "total", right: true },
      ],
      order.lines.map((line) => ({
        name: line.productId === null ? `${line.productName} (product deleted)` : line.productName,
        quantity: line.quantity,
        unit: aedText(line.unitPriceFils),
        total: aedText(line.lineTotalFils),
      })),
    ),
  );
  ctx.out("");
  const row = (label: string, value: string) => ctx.out(`  ${`${label}:`.padEnd(14)}${value}`);
  row("subtotal", aedText(order.subtotalFils));
  row("delivery", aedText(order.deliveryFeeFils));
  if (order.discountFils > 0) row("discount", `-${aedText(order.discountFils)}`);
  if (order.codFeeFils > 0) row("COD fee", aedText(order.codFeeFils));
  row("grand total", aedText(order.grandTotalFils));
  row(`VAT ${order.vatRatePercent}%`, `${aedText(order.vatFils)} (included)`);
  if (order.invoice) row("invoice", order.invoice.number);
  if (order.creditNote) row("credit note", order.creditNote.number);
  ctx.out("");
  ctx.out("History:");
  ctx.stdout.write(
    renderTable(
      [
        { key: "at", title: "when (Abu Dhabi)" },
        { key: "move", title: "status" },
        { key: "actor", title: "by" },
        { key: "note", title: "note" },
      ],
      order.events.map((event) => ({
        at: abuDhabiTime(event.createdAt),
        // A note without a change (orders paid) keeps the status on both sides.
        move:
          event.fromStatus && event.fromStatus !== event.toStatus
            ? `${event.fromStatus} -> ${event.toStatus}`
            : event.toStatus,
        actor: event.actor,
        note: event.note,
      })),
    ),
  );
}

export function registerOrderCommands(program: Command, ctx: CommandContext): void {
  const orders = program
    .command("orders")
    .summary("list, show, move and cancel orders")
    .description(
      "List, show, move and cancel orders. Allowed moves:\n" +
        ORDER_STATUSES.map(
          (status) => `  ${status.padEnd(16)} -> ${ORDER_TRANSITIONS[status].join(", ") || "(final)"}`,
        ).join("\n") +
        "\nCancelling returns every line's quantity to stock and gives back the coupon use; cancelling a\n" +
        "confirmed order issues its tax credit note. Confirming (payment received) issues the tax invoice\n" +
        "and emails it to the customer with the PDF attached, once, through SMTP_URL; without it (or with\n" +
        'MAIL_DISABLED=true) it is kept in the outbox and not sent, and the command says "stored, not sent";\n' +
        "a send the mail server refuses waits in the outbox for the store's retries (pnpm ops emails).\n" +
        "The seller on the documents: STORE_LEGAL_NAME, STORE_ADDRESS, STORE_TRN\n" +
        "(required to confirm when NODE_ENV=production). Shipped, delivered and cancelled each email the\n" +
        "customer once, linking to the order page at PUBLIC_URL (default http://localhost:3000). A\n" +
        "pay-on-delivery order is marked paid with `orders paid` once shipped or delivered.",
    )
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops orders list --status pending_payment --from 2025-03-01\n" +
        "  $ pnpm ops orders show CC-7KQ2M9XA\n" +
        "  $ pnpm ops orders move CC-7KQ2M9XA confirmed --note 'paid by card link'\n" +
        "  $ pnpm ops orders cancel CC-7KQ2M9XA --note 'customer asked by WhatsApp'\n" +
        "  $ pnpm ops orders paid CC-7KQ2M9XA --note 'card at the door'\n" +
        "  $ pnpm ops orders send-invoice CC-7KQ2M9XA\n" +
        "  $ pnpm ops orders invoice CC-7KQ2M9XA --out invoice.pdf\n" +
        "  $ pnpm ops orders credit-note CC-7KQ2M9XA --out credit-note.pdf",
    );

  orders
    .command("list")
    .description("orders newest first, with filters (dates are Abu Dhabi days, both included)")
    .addOption(new Option("--status <status>", "only orders in this status").choices(ORDER_STATUSES))
    .option("--from <YYYY-MM-DD>", "placed on or after this day", calendarDayArg)
    .option("--to <YYYY-MM-DD>", "placed on or before this day", calendarDayArg)
    .option("--customer <phone|email>", "only this customer's orders")
    .option("--limit <n>", "at most this many", positiveIntArg, 100)
    .option("--json", "machine-readable output")
    .action(
      async (options: {
        status?: OrderStatus;
        from?: string;
        to?: string;
        customer?: string;
        limit: number;
        json?: boolean;
      }) => {
        const found = await listOrders(await ctx.db(), options);
        if (options.json) {
          ctx.stdout.write(json(found.map(summaryJson)));
          return;
        }
        ctx.stdout.write(
          renderTable(
            [
              { key: "number", title: "order" },
              { key: "id", title: "id", right: true },
              { key: "placed", title: "placed (Abu Dhabi)" },
              { key: "customer", title: "customer" },
              { key: "phone", title: "phone" },
              { key: "status", title: "status" },
              { key: "payment", title: "payment" },
              { key: "paid", title: "paid (Abu Dhabi)" },
              { key: "items", title: "lines", right: true },
              { key: "total", title: "total", right: true },
              { key: "coupon", title: "coupon" },
            ],
            found.map((order) => ({
              number: order.orderNumber,
              id: order.id,
              placed: abuDhabiTime(order.createdAt),
              customer: fullName(order.user),
              phone: order.user.phone,
              status: order.status,
              payment: PAYMENT_NAMES[order.paymentMethod],
              paid: order.paidAt ? abuDhabiTime(order.paidAt) : null,
              items: order._count.lines,
              total: aedText(order.grandTotalFils),
              coupon: order.couponCode,
            })),
          ),
        );
        if (found.length === options.limit)
          ctx.err(`showing the newest ${options.limit}; use --limit for more`);
      },
    );

  registerOrderFind(orders, ctx);

  orders
    .command("show")
    .description("one order with its lines, totals and status history")
    .argument("<ref>", "order number (e.g. CC-7KQ2M9XA) or id")
    .option("--json", "machine-readable output")
    .action(async (ref: string, options: { json?: boolean }) => {
      const order = await getOrder(await ctx.db(), ref);
      if (options.json) ctx.stdout.write(json(detailJson(order)));
      else printDetail(ctx, order);
    });

  orders
    .command("move")
    .description(
      "move an order to a status its current one allows (cancelled cancels it). The targets:\n" +
        ORDER_STATUSES.map(
          (status) => `  from ${status.padEnd(16)} ${moveTargets(status).join(", ") || "none (final)"}`,
        ).join("\n") +
        "\nAnything else is refused with the targets of the order's current status.",
    )
    .argument("<ref>", "order number or id")
    .argument("<status>", `the new status: ${MOVE_TARGETS.join(", ")}, as the order's status allows`)
    .option("--note <text>", "why, kept in the order's history")
    .option("--actor <name>", "who is doing it (default ops:<your user name>)")
    .option("--json", "machine-readable output")
    .action(
      async (ref: string, target: string, options: { note?: string; actor?: string; json?: boolean }) => {
        const status = target.trim().toLowerCase();
        // Only a status some order can be moved to is a target (never pending_payment, where orders
        // start); anything else is refused with what this order's status allows.
        if (!(MOVE_TARGETS as readonly string[]).includes(status)) {
          const order = await getOrder(await ctx.db(), ref);
          throw new UsageError(
            `"${target}" is not a status order ${order.orderNumber} can move to: it is ${order.status}; ` +
              `${whereNext(order.status)}.`,
          );
        }
        const result = await moveOrder(
          await ctx.db(),
          ref,
          status,
          options.actor ?? ctx.actor,
          options.note,
          // Confirming emails the invoice; shipped, delivered and cancelled email the customer too.
          await ctx.invoiceMail(),
        );
        const invoice = result.invoice ?? null;
        const statusEmail = result.statusEmail ?? null;
        if (options.json)
          ctx.stdout.write(
            json({
              order_number: result.order.orderNumber,
              from: result.from,
              to: result.to,
              invoice: invoice && invoiceJson(invoice),
              // Only a move that emails the customer (shipped, delivered, cancelled) reports it.
              ...(statusEmail && { status_email: statusEmailJson(statusEmail) }),
            }),
          );
        else ctx.out(`order ${result.order.orderNumber}: ${result.from} -> ${result.to}`);
        const quiet = options.json ?? false;
        if (invoice) reportInvoiceEmail(ctx, result.order.orderNumber, result.to, invoice, { json: quiet });
        reportStatusEmail(ctx, result.order.orderNumber, statusEmail, {
          sayWhenSent: result.to !== "cancelled",
          json: quiet,
        });
      },
    );

  orders
    .command("send-invoice")
    .description("email a confirmed order's invoice that has not been emailed yet (never a second time)")
    .argument("<ref>", "order number or id")
    .option("--json", "machine-readable output")
    .action(async (ref: string, options: { json?: boolean }) => {
      const result = await sendInvoice(await ctx.db(), ref, await ctx.invoiceMail());
      if (result.sent || result.kept === "stored") {
        if (options.json) ctx.stdout.write(json({ invoice: result.number, ...invoiceJson(result) }));
        else ctx.out(invoiceLine(result)!);
        return;
      }
      throw new OpsError(
        `invoice ${result.number} was not emailed: ${result.error}` +
          (result.kept === "pending"
            ? "; it is kept in the outbox and the store retries it (pnpm ops emails)"
            : ""),
      );
    });

  orders
    .command("cancel")
    .description("cancel an order: stock and the coupon use come back (pending_payment or confirmed only)")
    .argument("<ref>", "order number or id")
    .option("--note <text>", "why, kept in the order's history")
    .option("--actor <name>", "who is doing it (default ops:<your user name>)")
    .option("--json", "machine-readable output")
    .action(async (ref: string, options: { note?: string; actor?: string; json?: boolean }) => {
      const result = await cancelOrder(
        await ctx.db(),
        ref,
        options.actor ?? ctx.actor,
        options.note,
        await ctx.invoiceMail(),
      );
      // After the cancel's own lines: how the customer's email went (a sent one goes unsaid).
      const reportEmail = () =>
        reportStatusEmail(ctx, result.order.orderNumber, result.statusEmail, {
          sayWhenSent: false,
          json: options.json ?? false,
        });
      const units = result.restocked.reduce((sum, line) => sum + line.quantity, 0);
      if (options.json) {
        ctx.stdout.write(
          json({
            order_number: result.order.orderNumber,
            from: result.from,
            to: result.to,
            restocked: result.restocked.map((line) => ({
              product_id: line.productId,
              quantity: line.quantity,
            })),
            coupon_released: result.couponReleased?.code ?? null,
            credit_note: result.creditNote?.number ?? null,
            status_email: statusEmailJson(result.statusEmail),
          }),
        );
        reportEmail();
        return;
      }
      ctx.out(
        `order ${result.order.orderNumber}: ${result.from} -> cancelled; ${units} unit${units === 1 ? "" : "s"} ` +
          `back in stock (${result.restocked.length} product${result.restocked.length === 1 ? "" : "s"})` +
          (result.couponReleased
            ? `; coupon ${result.couponReleased.code ?? `#${result.couponReleased.couponId}`} use given back`
            : ""),
      );
      if (result.creditNote) {
        ctx.out(
          `credit note ${result.creditNote.number} issued (reverses invoice ${result.order.invoice?.number ?? "?"}); ` +
            `save it with: pnpm ops orders credit-note ${result.order.orderNumber} --out ${result.creditNote.number}.pdf`,
        );
      }
      reportEmail();
    });

  orders
    .command("send-status-email")
    .description(
      "email the customer about the order being shipped, delivered or cancelled, when that email was not sent (never a second time)",
    )
    .argument("<ref>", "order number or id")
    .option("--json", "machine-readable output")
    .action(async (ref: string, options: { json?: boolean }) => {
      const order = await getOrder(await ctx.db(), ref);
      const result = await sendStatusEmail(await ctx.db(), order.id, await ctx.invoiceMail());
      if (!result.sent && result.kept !== "stored") {
        throw new OpsError(
          `the email about order ${order.orderNumber} being ${result.status} was not sent: ${result.error}` +
            (result.kept === "pending"
              ? "; it is kept in the outbox and the store retries it (pnpm ops emails)"
              : ""),
        );
      }
      if (options.json)
        ctx.stdout.write(json({ order_number: order.orderNumber, ...statusEmailJson(result) }));
      else if (result.sent)
        ctx.out(`customer ${result.to} emailed that order ${order.orderNumber} is ${result.status}`);
      else
        ctx.out(
          `email to ${result.to} that order ${order.orderNumber} is ${result.status} stored, not sent (${result.error})`,
        );
    });

  orders
    .command("paid")
    .description(
      "record a pay-on-delivery order as paid on delivery (once it is shipped or delivered; once only)",
    )
    .argument("<ref>", "order number or id")
    .option("--note <text>", "e.g. how it was paid, kept in the order's history")
    .option("--actor <name>", "who is doing it (default ops:<your user name>)")
    .option("--json", "machine-readable output")
    .action(async (ref: string, options: { note?: string; actor?: string; json?: boolean }) => {
      const result = await markPaidOnDelivery(await ctx.db(), ref, options.actor ?? ctx.actor, options.note);
      if (options.json) {
        ctx.stdout.write(
          json({
            order_number: result.order.orderNumber,
            status: result.order.status,
            paid_at: result.paidAt.toISOString(),
          }),
        );
        return;
      }
      ctx.out(
        `order ${result.order.orderNumber} (${result.order.status}): paid on delivery, ` +
          `${aedText(result.order.grandTotalFils)} at ${abuDhabiTime(result.paidAt)} Abu Dhabi time`,
      );
    });

  // The tax documents as PDF files, as the customer downloads them from the order page.
  for (const [name, kind, what] of [
    ["invoice", "invoice", "tax invoice (issued when the order was confirmed)"],
    ["credit-note", "credit_note", "tax credit note (issued when a confirmed order was cancelled)"],
  ] as const) {
    orders
      .command(name)
      .description(`write an order's ${what} as a PDF file`)
      .argument("<ref>", "order number or id")
      .requiredOption("--out <file>", "the PDF file to write (replaced if it exists)")
      .option("--json", "machine-readable output")
      .action(async (ref: string, options: { out: string; json?: boolean }) => {
        const seller = ctx.seller();
        const document = await orderDocumentPdf(await ctx.db(), ref, kind, seller);
        const path = ctx.resolvePath(options.out);
        try {
          await writeFile(path, document.content);
        } catch (error) {
          throw new OpsError(`cannot write ${options.out}: ${(error as Error).message}`);
        }
        if (options.json) {
          ctx.stdout.write(json({ number: document.number, file: path, bytes: document.content.length }));
          return;
        }
        ctx.out(`${document.number} written to ${options.out} (${document.content.length} bytes)`);
        if (!seller.trn) ctx.err("warning: STORE_TRN is not set: the document says so where the TRN goes.");
      });
  }
}
