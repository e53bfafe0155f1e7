// `reports low-stock|sales`: what to reorder, and what was sold per day and product with its VAT,
// through the store's own rules (@carcare/operations lowStockReport, salesReport).
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  LOW_STOCK_SOLD_DAYS,
  lowStockReport,
  SALE_STATUSES,
  type SaleAmounts,
  type SaleItem,
  type SalesReport,
  salesReport,
} from "@carcare/operations";
import { type Command, InvalidArgumentError } from "commander";
import { type CommandContext, UsageError } from "../context.js";
import { aed } from "../entities.js";
import { renderRows } from "../files.js";
import { aedText, json, renderTable } from "../output.js";
import { calendarDayArg } from "./parsers.js";

/** Option parser: a whole number of 0 or more. */
function countArg(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError("use a whole number of 0 or more.");
  return Number(value);
}

/** "confirmed, shipped or delivered". */
const STATUS_TEXT = `${SALE_STATUSES.slice(0, -1).join(", ")} or ${SALE_STATUSES.at(-1)}`;

/** How a sales row names what was sold. */
function itemCells(item: SaleItem): { sku: string; item: string } {
  if (item.kind === "delivery") return { sku: "", item: "(delivery fees)" };
  if (item.kind === "cod_fee") return { sku: "", item: "(pay-on-delivery fees)" };
  return { sku: item.sku ?? "", item: item.sku === null ? `${item.name} (product deleted)` : item.name };
}

const amountCells = (amounts: SaleAmounts) => ({
  net: aedText(amounts.netFils),
  vat: aedText(amounts.vatFils),
  gross: aedText(amounts.grossFils),
});

const AMOUNT_COLUMNS = [
  { key: "net", title: "net", right: true },
  { key: "vat", title: "VAT", right: true },
  { key: "gross", title: "gross", right: true },
];

export const SALES_CSV_COLUMNS = ["day", "sku", "item", "units", "net", "vat", "gross"] as const;

function salesCsv(report: SalesReport): string {
  return renderRows(
    "csv",
    SALES_CSV_COLUMNS,
    report.rows.map((row) => ({
      day: row.day,
      ...itemCells(row.item),
      units: row.item.kind === "product" ? row.units : null,
      net: aed(row.netFils, "csv"),
      vat: aed(row.vatFils, "csv"),
      gross: aed(row.grossFils, "csv"),
    })),
  );
}

function salesJson(report: SalesReport) {
  const amounts = (a: SaleAmounts) => ({
    units: a.units,
    net: a.netFils / 100,
    vat: a.vatFils / 100,
    gross: a.grossFils / 100,
  });
  return {
    from: report.from,
    to: report.to,
    statuses: SALE_STATUSES,
    rows: report.rows.map((row) => ({ day: row.day, ...itemCells(row.item), ...amounts(row) })),
    orders: report.orders.map((order) => ({
      order_number: order.orderNumber,
      invoice: order.invoiceNumber,
      day: order.day,
      gross: order.grossFils / 100,
      vat: order.vatFils / 100,
    })),
    total: amounts(report.total),
  };
}

/** Sums rows into one per key, in the order keys first appear. */
function sumBy<T extends SaleAmounts>(rows: T[], key: (row: T) => string) {
  const sums = new Map<string, { first: T; amounts: SaleAmounts }>();
  for (const row of rows) {
    const k = key(row);
    const entry = sums.get(k) ?? { first: row, amounts: { units: 0, netFils: 0, vatFils: 0, grossFils: 0 } };
    entry.amounts.units += row.units;
    entry.amounts.netFils += row.netFils;
    entry.amounts.vatFils += row.vatFils;
    entry.amounts.grossFils += row.grossFils;
    sums.set(k, entry);
  }
  return [...sums.values()];
}

function printSales(ctx: CommandContext, report: SalesReport): void {
  const count = report.orders.length;
  ctx.out(
    `Sales ${report.from} to ${report.to} (Abu Dhabi days, by invoice date): ${count} order${count === 1 ? "" : "s"} ` +
      `${STATUS_TEXT}.`,
  );
  if (count === 0) {
    ctx.out("no sales in these days");
    return;
  }
  ctx.out(
    "Amounts in AED: gross includes VAT, as on the invoices; a coupon's discount is shared over the order's products.",
  );
  const ordersPerDay = new Map<string, number>();
  for (const order of report.orders) ordersPerDay.set(order.day, (ordersPerDay.get(order.day) ?? 0) + 1);
  const totalRow = { ...amountCells(report.total), units: report.total.units };

  ctx.out("");
  ctx.out("By day");
  ctx.stdout.write(
    renderTable(
      [
        { key: "day", title: "day" },
        { key: "orders", title: "orders", right: true },
        { key: "units", title: "units", right: true },
        ...AMOUNT_COLUMNS,
      ],
      [
        ...sumBy(report.rows, (row) => row.day).map(({ first, amounts }) => ({
          day: first.day,
          orders: ordersPerDay.get(first.day) ?? 0,
          units: amounts.units,
          ...amountCells(amounts),
        })),
        { day: "total", orders: count, ...totalRow },
      ],
    ),
  );

  ctx.out("");
  ctx.out("By product");
  const byItem = sumBy(report.rows, (row) => JSON.stringify(itemCells(row.item)));
  const order = { product: 0, delivery: 1, cod_fee: 2 } as const;
  byItem.sort(
    (a, b) =>
      order[a.first.item.kind] - order[b.first.item.kind] ||
      itemCells(a.first.item).item.localeCompare(itemCells(b.first.item).item),
  );
  ctx.stdout.write(
    renderTable(
      [
        { key: "sku", title: "sku" },
        { key: "item", title: "product" },
        { key: "units", title: "units", right: true },
        ...AMOUNT_COLUMNS,
      ],
      [
        ...byItem.map(({ first, amounts }) => ({
          ...itemCells(first.item),
          units: first.item.kind === "product" ? amounts.units : null,
          ...amountCells(amounts),
        })),
        { sku: "total", item: "", ...totalRow },
      ],
    ),
  );
}

export function registerReportCommands(program: Command, ctx: CommandContext): void {
  const reports = program
    .command("reports")
    .summary("low stock, and sales per day and product")
    .description(
      `Reports on the store's stock and sales. Sales are the orders ${STATUS_TEXT}: pending ones are\n` +
        "not paid yet, and cancelled ones were reversed by a credit note.",
    )
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops reports low-stock\n" +
        "  $ pnpm ops reports low-stock --below 10\n" +
        "  $ pnpm ops reports sales --from 2025-03-01 --to 2025-03-31\n" +
        "  $ pnpm -s ops reports sales --from 2025-03-01 --to 2025-03-31 --csv > march.csv",
    );

  reports
    .command("low-stock")
    .description(
      `products with at most N in stock (default ${DEFAULT_LOW_STOCK_THRESHOLD}), fewest first, with the units ` +
        `sold in the last ${LOW_STOCK_SOLD_DAYS} days`,
    )
    .option("--below <n>", "at or under this many in stock", countArg, DEFAULT_LOW_STOCK_THRESHOLD)
    .option("--json", "machine-readable output")
    .action(async (options: { below: number; json?: boolean }) => {
      const report = await lowStockReport(await ctx.db(), options.below, ctx.now());
      if (options.json) {
        ctx.stdout.write(
          json({
            threshold: report.threshold,
            sold_since: report.soldSince,
            products: report.products.map((p) => ({
              sku: p.sku,
              name: p.name,
              stock: p.stock,
              [`sold_${LOW_STOCK_SOLD_DAYS}_days`]: p.sold,
            })),
          }),
        );
        return;
      }
      if (report.products.length === 0) {
        ctx.out(`no product has ${report.threshold} or fewer in stock`);
        return;
      }
      ctx.stdout.write(
        renderTable(
          [
            { key: "sku", title: "sku" },
            { key: "name", title: "name" },
            { key: "stock", title: "stock", right: true },
            { key: "sold", title: `sold ${LOW_STOCK_SOLD_DAYS} days`, right: true },
          ],
          report.products.map((p) => ({ sku: p.sku, name: p.name, stock: p.stock, sold: p.sold })),
        ),
      );
      const n = report.products.length;
      ctx.out(
        `${n} product${n === 1 ? "" : "s"} with ${report.threshold} or fewer in stock; sold: units in ` +
          `${STATUS_TEXT} orders placed since ${report.soldSince} (Abu Dhabi)`,
      );
    });

  reports
    .command("sales")
    .description(
      "units, net, VAT and gross per day and per product, as the invoices print them (days are Abu Dhabi " +
        "days of the invoice, both included)",
    )
    .requiredOption("--from <YYYY-MM-DD>", "first day", calendarDayArg)
    .requiredOption("--to <YYYY-MM-DD>", "last day", calendarDayArg)
    .option("--csv", `one CSV row per day and product: ${SALES_CSV_COLUMNS.join(",")}`)
    .option("--json", "machine-readable output")
    .action(async (options: { from: string; to: string; csv?: boolean; json?: boolean }) => {
      if (options.csv && options.json) throw new UsageError("give --csv or --json, not both");
      if (options.from > options.to) throw new UsageError("--from must be on or before --to");
      const report = await salesReport(await ctx.db(), options.from, options.to);
      if (options.csv) ctx.stdout.write(salesCsv(report));
      else if (options.json) ctx.stdout.write(json(salesJson(report)));
      else printSales(ctx, report);
    });
}
