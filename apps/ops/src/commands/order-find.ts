// `orders find`: orders by what a caller remembers of them (reference, phone, email, product, days),
// through the store's own search rules (@carcare/operations findOrders).
import { normalisePhone } from "@carcare/contracts";
import {
  DEFAULT_FIND_LIMIT,
  type FindOrdersFilter,
  findOrders,
  type FoundOrderRow,
} from "@carcare/operations";
import { type Command, InvalidArgumentError } from "commander";
import type { CommandContext } from "../context.js";
import { UsageError } from "../context.js";
import { abuDhabiTime, aedText, json, renderTable } from "../output.js";
import { customerJson, fullName } from "./order-json.js";
import { calendarDayArg, positiveIntArg } from "./parsers.js";

/** The items column is cut to this many characters ("…" at the end). */
const ITEMS_WIDTH = 48;

function phoneArg(value: string): string {
  if (!normalisePhone(value)) {
    throw new InvalidArgumentError("use a phone number, e.g. 0501234567 or +971501234567.");
  }
  return value;
}

function emailArg(value: string): string {
  if (!value.includes("@")) throw new InvalidArgumentError("use an email address, e.g. sara@example.com.");
  return value.trim();
}

function itemsText(order: FoundOrderRow): string {
  const text = order.lines.map((line) => `${line.quantity}x ${line.productName}`).join(", ");
  return text.length > ITEMS_WIDTH ? `${text.slice(0, ITEMS_WIDTH - 1)}…` : text;
}

/** What was asked, for the "no orders match" line. */
function filterText(options: FindOptions): string {
  const parts: string[] = [];
  if (options.ref) parts.push(`ref ${options.ref}`);
  if (options.phone) parts.push(`phone ${normalisePhone(options.phone) ?? options.phone}`);
  if (options.email) parts.push(`email ${options.email}`);
  if (options.product) parts.push(`product "${options.product}"`);
  if (options.from) parts.push(`from ${options.from}`);
  if (options.to) parts.push(`to ${options.to}`);
  return parts.join(", ");
}

interface FindOptions extends FindOrdersFilter {
  limit: number;
  json?: boolean;
}

function orderJson(order: FoundOrderRow) {
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    customer: customerJson(order.user),
    contact_phone: order.contactPhone,
    grand_total: order.grandTotalFils / 100,
    items: order.lines.map((line) => ({
      sku: line.product?.sku ?? null,
      name: line.productName,
      quantity: line.quantity,
    })),
  };
}

/** Adds `find` to the `orders` command group. */
export function registerOrderFind(orders: Command, ctx: CommandContext): void {
  orders
    .command("find")
    .description(
      "find orders by reference, phone, email, product or the days they were placed; every filter given " +
        "must match (dates are Abu Dhabi days, both included)",
    )
    .option("--ref <text>", "all or part of the order number, any case (CC-7KQ2M9XA, 7kq2)")
    .option(
      "--phone <phone>",
      "the customer's or the order's contact phone, any UAE form (050…, +97150…)",
      phoneArg,
    )
    .option("--email <email>", "the customer's email, any case", emailArg)
    .option("--product <sku|words>", "orders with a product of this SKU, or with all these words in its name")
    .option("--from <YYYY-MM-DD>", "placed on or after this day", calendarDayArg)
    .option("--to <YYYY-MM-DD>", "placed on or before this day", calendarDayArg)
    .option("--limit <n>", "show at most this many, newest first", positiveIntArg, DEFAULT_FIND_LIMIT)
    .option("--json", "machine-readable output: {total, orders}")
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops orders find --ref 7KQ2\n" +
        "  $ pnpm ops orders find --phone 0501234567\n" +
        "  $ pnpm ops orders find --email Sara@Example.com --from 2025-03-01 --to 2025-03-31\n" +
        '  $ pnpm ops orders find --product "brake pads"\n' +
        "  $ pnpm ops orders find --product ENG-5W30-4L --limit 10",
    )
    .action(async (options: FindOptions) => {
      const { ref, phone, email, product, from, to } = options;
      if ([ref, phone, email, product, from, to].every((value) => value === undefined)) {
        throw new UsageError("give at least one of --ref, --phone, --email, --product, --from or --to");
      }
      if (from && to && from > to) throw new UsageError("--from must be on or before --to");
      const found = await findOrders(await ctx.db(), options);
      if (options.json) {
        ctx.stdout.write(json({ total: found.total, orders: found.orders.map(orderJson) }));
        return;
      }
      if (found.total === 0) {
        ctx.out(`no orders match ${filterText(options)}`);
        return;
      }
      ctx.stdout.write(
        renderTable(
          [
            { key: "number", title: "order" },
            { key: "placed", title: "placed (Abu Dhabi)" },
            { key: "customer", title: "customer" },
            { key: "phone", title: "phone" },
            { key: "status", title: "status" },
            { key: "total", title: "total", right: true },
            { key: "items", title: "items" },
          ],
          found.orders.map((order) => ({
            number: order.orderNumber,
            placed: abuDhabiTime(order.createdAt),
            customer: fullName(order.user),
            phone: order.user.phone,
            status: order.status,
            total: aedText(order.grandTotalFils),
            items: itemsText(order),
          })),
        ),
      );
      ctx.out(
        found.total > found.orders.length
          ? `showing the newest ${found.orders.length} of ${found.total} matching orders; use --limit for more`
          : `${found.total} order${found.total === 1 ? "" : "s"} found`,
      );
    });
}
