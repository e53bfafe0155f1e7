// The operators' order search and reports (`pnpm ops orders find`, `reports low-stock|sales`): which
// orders count as sales, and how a sale's kept figures (the ones its invoice prints) are shared out
// over its products, so a report's totals are always the sum of the invoices'.
import { addDaysToDay, parseCalendarDay, startOfStoreDay, storeDay } from "@carcare/calendar";
import { normalisePhone, type OrderStatus } from "@carcare/contracts";
import { badRequest } from "./errors.js";
import type { Db } from "./repositories/db.js";
import * as repo from "./repositories/reports.js";
import type { FoundOrderRow, LowStockRow, OrderSearchQuery, SaleLineRow } from "./repositories/reports.js";

export type { FoundOrderRow, LowStockRow } from "./repositories/reports.js";

/**
 * The orders that count as sales: paid for (or, paying on delivery, accepted) with a tax invoice,
 * and not cancelled. A pending order is not sold yet; a cancelled one was reversed (its invoice, if
 * any, by a credit note in full), so it counts nowhere.
 */
export const SALE_STATUSES: readonly OrderStatus[] = ["confirmed", "shipped", "delivered"];

export const DEFAULT_FIND_LIMIT = 50;
/** Products with at most this many in stock are low (`reports low-stock` without --below). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** The days of recent sales `reports low-stock` shows beside the stock (today included). */
export const LOW_STOCK_SOLD_DAYS = 30;

function checkDay(day: string, option: string): string {
  if (!parseCalendarDay(day)) throw badRequest(`${option} must be a date as YYYY-MM-DD, got "${day}".`);
  return day;
}

/** [start of `from`, start of the day after `to`) in the store's days; refused when reversed. */
function dayRange(from: string | undefined, to: string | undefined): { start?: Date; before?: Date } {
  const start = from === undefined ? undefined : startOfStoreDay(checkDay(from, "from"));
  const before = to === undefined ? undefined : startOfStoreDay(addDaysToDay(checkDay(to, "to"), 1));
  if (start && before && start >= before) throw badRequest("from must be on or before to.");
  return { ...(start && { start }), ...(before && { before }) };
}

export interface FindOrdersFilter {
  /** All or part of the order number as the store shows it (any case; "CC-", spaces, "#" optional). */
  ref?: string | undefined;
  /** The customer's or the order contact's phone, in any form the store accepts (050…, +97150…). */
  phone?: string | undefined;
  /** The customer's email, any case. */
  email?: string | undefined;
  /** A product's SKU (any case) or words of its name (all of them, any case, any order). */
  product?: string | undefined;
  /** First and last Abu Dhabi day the orders were placed on, both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
  limit?: number | undefined;
}

export interface FoundOrders {
  /** The newest `limit` matching orders, newest first. */
  orders: FoundOrderRow[];
  /** How many orders match in all. */
  total: number;
}

/** Orders matching every filter given; at least one filter is needed. */
export async function findOrders(db: Db, filter: FindOrdersFilter): Promise<FoundOrders> {
  const query: OrderSearchQuery = {};
  if (filter.ref !== undefined) {
    const part = filter.ref.toUpperCase().replace(/[^A-Z0-9]/g, "");
    if (part === "")
      throw badRequest("ref must have letters or digits of an order number, like CC-7KQ2M9XA.");
    query.orderNumberPart = part;
  }
  if (filter.phone !== undefined) {
    const phone = normalisePhone(filter.phone);
    if (!phone) throw badRequest(`"${filter.phone.trim()}" is not a phone number.`);
    query.phone = phone;
  }
  if (filter.email !== undefined) {
    const email = filter.email.trim();
    if (!email.includes("@")) throw badRequest(`"${email}" is not an email address.`);
    query.email = email;
  }
  if (filter.product !== undefined) {
    const text = filter.product.trim();
    if (text === "") throw badRequest("product must be a SKU or words of a product's name.");
    query.product = { sku: text, words: text.split(/\s+/) };
  }
  const { start, before } = dayRange(filter.from, filter.to);
  if (start) query.placedFrom = start;
  if (before) query.placedBefore = before;
  if (Object.keys(query).length === 0) {
    throw badRequest("Give at least one of ref, phone, email, product, from or to.");
  }
  const limit = filter.limit ?? DEFAULT_FIND_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw badRequest("limit must be a positive whole number.");
  return repo.searchOrders(db, query, limit);
}

export interface LowStockReport {
  threshold: number;
  /** The first day whose sales are counted in `sold` (Abu Dhabi), today being the last. */
  soldSince: string;
  products: LowStockRow[];
}

/** Products with at most `threshold` units in stock, fewest first, with units sold in the last 30 days. */
export async function lowStockReport(
  db: Db,
  threshold: number = DEFAULT_LOW_STOCK_THRESHOLD,
  now: Date = new Date(),
): Promise<LowStockReport> {
  if (!Number.isInteger(threshold) || threshold < 0) {
    throw badRequest("the threshold must be a whole number of 0 or more.");
  }
  const soldSince = addDaysToDay(storeDay(now), -(LOW_STOCK_SOLD_DAYS - 1));
  const products = await repo.lowStockProducts(db, threshold, startOfStoreDay(soldSince), SALE_STATUSES);
  return { threshold, soldSince, products };
}

/** Amounts in fils: net + VAT = gross. */
export interface SaleAmounts {
  units: number;
  netFils: number;
  vatFils: number;
  grossFils: number;
}

/** What a sales row is about: a product, or the delivery or pay-on-delivery fees orders carried. */
export type SaleItem =
  { kind: "product"; sku: string | null; name: string } | { kind: "delivery" } | { kind: "cod_fee" };

export interface SalesRow extends SaleAmounts {
  /** Abu Dhabi day of the sale (its invoice's date). */
  day: string;
  item: SaleItem;
}

export interface SalesReport {
  from: string;
  to: string;
  /** Per day and item, days in order, then products by name, then delivery, then the COD fee. */
  rows: SalesRow[];
  /** The orders counted, with their invoices' figures: what the rows add up to. */
  orders: {
    orderNumber: string;
    invoiceNumber: string | null;
    day: string;
    grossFils: number;
    vatFils: number;
  }[];
  total: SaleAmounts;
}

/**
 * Shares `total` out over `weights` in proportion, in whole fils, summing exactly to `total`: each
 * gets the floor of its share, and the fils left go one each to the largest remainders (first
 * ones first on a tie). All to the first when the weights add up to 0.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  // BigInt: amount x weight may pass 2^53 for large orders.
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((product) => product / sum - (product % sum < 0n ? 1n : 0n));
  let left = total - shares.reduce((a, b) => a + Number(b), 0);
  const byRemainder = exact
    .map((product, i) => ({ i, rest: product - shares[i]! * sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const result = shares.map(Number);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result;
}

interface OrderPart {
  item: SaleItem;
  units: number;
  grossFils: number;
}

/**
 * One sold order's grand total as parts: each line's share of the goods (the grand total less the
 * delivery and pay-on-delivery fees: a coupon's discount is shared over the lines by their amounts),
 * the delivery fee and the COD fee; then its VAT shared over the parts by their amounts. The parts
 * add up to the order's grand total and VAT, the figures its invoice prints.
 */
function orderParts(lines: SaleLineRow[]): (OrderPart & { vatFils: number })[] {
  const order = lines[0]!;
  const goodsFils = order.grandTotalFils - order.deliveryFeeFils - order.codFeeFils;
  const lineGross = shareOut(
    goodsFils,
    lines.map((line) => line.lineTotalFils),
  );
  const parts: OrderPart[] = lines.map((line, i) => ({
    item: { kind: "product", sku: line.sku, name: line.productName },
    units: line.quantity,
    grossFils: lineGross[i]!,
  }));
  if (order.deliveryFeeFils !== 0) {
    parts.push({ item: { kind: "delivery" }, units: 0, grossFils: order.deliveryFeeFils });
  }
  if (order.codFeeFils !== 0)
    parts.push({ item: { kind: "cod_fee" }, units: 0, grossFils: order.codFeeFils });
  const vat = shareOut(
    order.vatFils,
    parts.map((part) => part.grossFils),
  );
  return parts.map((part, i) => ({ ...part, vatFils: vat[i]! }));
}

const itemKey = (item: SaleItem) =>
  item.kind === "product" ? `p:${item.sku ?? `(deleted) ${item.name}`}` : item.kind;

const ITEM_ORDER = { product: 0, delivery: 1, cod_fee: 2 } as const;

function itemName(item: SaleItem): string {
  return item.kind === "product" ? item.name : item.kind;
}

/**
 * Sales per Abu Dhabi day and product between `from` and `to` (both included): the orders in
 * SALE_STATUSES, each on the day its invoice was issued (an order confirmed before the store issued
 * invoices: the day it was placed), with the amounts its invoice prints shared out by orderParts.
 */
export async function salesReport(db: Db, from: string, to: string): Promise<SalesReport> {
  const { start, before } = dayRange(from, to);
  const lines = await repo.saleLines(db, start!, before!, SALE_STATUSES);
  const byOrder = new Map<number, SaleLineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId);
    if (list) list.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  const rows = new Map<string, SalesRow>();
  const orders: SalesReport["orders"] = [];
  const total: SaleAmounts = { units: 0, netFils: 0, vatFils: 0, grossFils: 0 };
  for (const orderLines of byOrder.values()) {
    const first = orderLines[0]!;
    const day = storeDay(first.soldAt);
    orders.push({
      orderNumber: first.orderNumber,
      invoiceNumber: first.invoiceNumber,
      day,
      grossFils: first.grandTotalFils,
      vatFils: first.vatFils,
    });
    for (const part of orderParts(orderLines)) {
      const key = `${day}|${itemKey(part.item)}`;
      const row = rows.get(key) ?? { day, item: part.item, units: 0, netFils: 0, vatFils: 0, grossFils: 0 };
      row.units += part.units;
      row.grossFils += part.grossFils;
      row.vatFils += part.vatFils;
      row.netFils += part.grossFils - part.vatFils;
      rows.set(key, row);
      total.units += part.units;
      total.grossFils += part.grossFils;
      total.vatFils += part.vatFils;
      total.netFils += part.grossFils - part.vatFils;
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      ITEM_ORDER[a.item.kind] - ITEM_ORDER[b.item.kind] ||
      itemName(a.item).localeCompare(itemName(b.item)) ||
      itemKey(a.item).localeCompare(itemKey(b.item)),
  );
  return { from, to, rows: sorted, orders, total };
}
