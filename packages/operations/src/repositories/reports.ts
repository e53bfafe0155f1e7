// What the operators' search and reports read: orders by what a caller remembers of them, products
// short of stock, and the lines of the orders that count as sales.
import type { OrderStatus } from "@carcare/contracts";
import { Prisma } from "@carcare/db";
import { customerFields } from "./customers.js";
import { type Db, prismaOf, queryRows } from "./db.js";

/** What an order search asks for; every field optional, all given ones must hold. */
export interface OrderSearchQuery {
  /** Part of the order number, letters and digits only (upper case): "CC-7KQ2" is CC7KQ2. */
  orderNumberPart?: string;
  /** A normalised phone (+971…): the customer's account phone or the order's contact phone. */
  phone?: string;
  /** The customer's email (compared regardless of case). */
  email?: string;
  /** A product's SKU (any case), or words all found in a line's product name. */
  product?: { sku: string; words: string[] };
  placedFrom?: Date;
  placedBefore?: Date;
}

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchConditions(query: OrderSearchQuery): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (query.orderNumberPart !== undefined) {
    where.push(
      Prisma.sql`regexp_replace(upper(o.order_number), '[^A-Z0-9]', '', 'g') LIKE ${containing(query.orderNumberPart)}`,
    );
  }
  if (query.phone !== undefined) {
    where.push(Prisma.sql`(u.phone = ${query.phone} OR o.contact_phone = ${query.phone})`);
  }
  if (query.email !== undefined) where.push(Prisma.sql`u.email = ${query.email}::citext`);
  if (query.product !== undefined) {
    const { sku, words } = query.product;
    const named = (column: Prisma.Sql) =>
      words.length === 0
        ? Prisma.sql`false`
        : Prisma.join(
            words.map((word) => Prisma.sql`${column} ILIKE ${containing(word)}`),
            " AND ",
          );
    where.push(Prisma.sql`EXISTS (
      SELECT 1 FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
      WHERE l.order_id = o.id
        AND (lower(p.sku) = lower(${sku}) OR (${named(Prisma.sql`l.product_name`)})
             OR (${named(Prisma.sql`p.name`)}))
    )`);
  }
  if (query.placedFrom) where.push(Prisma.sql`o.created_at >= ${query.placedFrom}`);
  if (query.placedBefore) where.push(Prisma.sql`o.created_at < ${query.placedBefore}`);
  return where;
}

const foundOrderInclude = {
  user: { select: customerFields },
  lines: {
    orderBy: { id: "asc" },
    select: { productName: true, quantity: true, product: { select: { sku: true } } },
  },
} as const satisfies Prisma.OrderInclude;

export type FoundOrderRow = Prisma.OrderGetPayload<{ include: typeof foundOrderInclude }>;

/** The newest `limit` orders that match, and how many match in all. */
export async function searchOrders(
  db: Db,
  query: OrderSearchQuery,
  limit: number,
): Promise<{ orders: FoundOrderRow[]; total: number }> {
  const conditions = searchConditions(query);
  const where = conditions.length === 0 ? Prisma.sql`true` : Prisma.join(conditions, " AND ");
  const found = await queryRows<{ id: number; total: number }>(
    db,
    Prisma.sql`
    SELECT o.id, (count(*) OVER ())::int AS total
    FROM orders o JOIN users u ON u.id = o.user_id
    WHERE ${where}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${limit}`,
    { prepare: false },
  );
  if (found.length === 0) return { orders: [], total: 0 };
  const rows = await prismaOf(db).order.findMany({
    where: { id: { in: found.map((row) => row.id) } },
    include: foundOrderInclude,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    orders: found.flatMap((row) => byId.get(row.id) ?? []),
    total: found[0]!.total,
  };
}

export interface LowStockRow {
  sku: string;
  name: string;
  stock: number;
  /** Units in orders of `statuses` placed since `soldSince`. */
  sold: number;
}

/**
 * Products on sale with at most `threshold` in stock, fewest first, with their recent sales. Hidden
 * products (`products hide`) are left out: nobody can buy them, so they are nothing to reorder.
 */
export function lowStockProducts(
  db: Db,
  threshold: number,
  soldSince: Date,
  statuses: readonly OrderStatus[],
): Promise<LowStockRow[]> {
  return queryRows<LowStockRow>(
    db,
    Prisma.sql`
    SELECT p.sku, p.name, p.stock, COALESCE(s.units, 0)::int AS sold
    FROM products p
    LEFT JOIN (
      SELECT l.product_id, sum(l.quantity) AS units
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.status::text = ANY(${[...statuses]}::text[]) AND o.created_at >= ${soldSince}
      GROUP BY l.product_id
    ) s ON s.product_id = p.id
    WHERE p.stock <= ${threshold} AND NOT p.hidden
    ORDER BY p.stock ASC, p.sku ASC`,
  );
}

/** One line of an order that counts as a sale, with its order's kept totals. */
export interface SaleLineRow {
  orderId: number;
  orderNumber: string;
  /** The sale's moment: when its invoice was issued, else (an order from before invoices) placed. */
  soldAt: Date;
  invoiceNumber: string | null;
  grandTotalFils: number;
  vatFils: number;
  vatRatePercent: number;
  deliveryFeeFils: number;
  codFeeFils: number;
  lineId: number;
  productId: number | null;
  sku: string | null;
  productName: string;
  quantity: number;
  lineTotalFils: number;
}

/** Every line of the orders in `statuses` sold in [from, before), by moment, order and line. */
export function saleLines(
  db: Db,
  from: Date,
  before: Date,
  statuses: readonly OrderStatus[],
): Promise<SaleLineRow[]> {
  return queryRows<SaleLineRow>(
    db,
    Prisma.sql`
    SELECT o.id AS "orderId", o.order_number AS "orderNumber",
           COALESCE(i.issued_at, o.created_at) AS "soldAt", i.number AS "invoiceNumber",
           o.grand_total_fils AS "grandTotalFils", o.vat_fils AS "vatFils",
           o.vat_rate_percent AS "vatRatePercent", o.delivery_fee_fils AS "deliveryFeeFils",
           o.cod_fee_fils AS "codFeeFils", l.id AS "lineId", l.product_id AS "productId", p.sku,
           l.product_name AS "productName", l.quantity, l.line_total_fils AS "lineTotalFils"
    FROM orders o
    LEFT JOIN invoices i ON i.order_id = o.id
    JOIN order_lines l ON l.order_id = o.id
    LEFT JOIN products p ON p.id = l.product_id
    WHERE o.status::text = ANY(${[...statuses]}::text[])
      AND COALESCE(i.issued_at, o.created_at) >= ${from}
      AND COALESCE(i.issued_at, o.created_at) < ${before}
    ORDER BY "soldAt", o.id, l.id`,
  );
}
