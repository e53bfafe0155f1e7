import { Prisma, type PrismaClient } from "@carcare/db";
import { queryRows, type SqlRunner } from "../../lib/sql.js";

type Db = PrismaClient | Prisma.TransactionClient;

export const orderInclude = { lines: { orderBy: { id: "asc" } } } as const satisfies Prisma.OrderInclude;
export type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

export const findOrderByIdempotencyKey = (db: Db, userId: number, idempotencyKey: string) =>
  db.order.findUnique({
    where: { userId_idempotencyKey: { userId, idempotencyKey } },
    include: orderInclude,
  });

export const findOwnOrder = (db: Db, userId: number, id: number) =>
  db.order.findFirst({ where: { id, userId }, include: orderInclude });

export const listOwnOrders = (db: Db, userId: number) =>
  db.order.findMany({
    where: { userId },
    include: orderInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });

/**
 * The customer's row, locked for this transaction: their email and first name (for the order email),
 * default address and address count.
 */
export interface CustomerForOrder {
  email: string;
  first_name: string;
  address_count: number;
  default_address_id: number | null;
  name: string | null;
  phone_number: string | null;
  street: string | null;
  building_name: string | null;
  floor_apartment_no: string | null;
  landmark: string | null;
  area_district: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
}

/**
 * Locks the customer (one order at a time per customer: makes idempotency replays and per-customer
 * coupon limits exact) and reads their default address in the same statement.
 */
export async function lockCustomerForOrder(tx: SqlRunner, userId: number): Promise<CustomerForOrder | null> {
  const rows = await queryRows<CustomerForOrder>(
    tx,
    Prisma.sql`
    SELECT u.email, u.first_name, (SELECT count(*)::int FROM addresses WHERE user_id = u.id) AS address_count,
           u.default_address_id,
           a.name, a.phone_number, a.street, a.building_name, a.floor_apartment_no, a.landmark,
           a.area_district, a.city, a.state, a.zip_code, a.country
    FROM users u LEFT JOIN addresses a ON a.id = u.default_address_id
    WHERE u.id = ${userId}
    FOR UPDATE OF u`,
  );
  return rows[0] ?? null;
}

export async function findOrderIdByIdempotencyKey(
  tx: SqlRunner,
  userId: number,
  key: string,
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    Prisma.sql`SELECT id FROM orders WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
  return rows[0]?.id ?? null;
}

/**
 * Takes stock for every line in one statement, only where enough is left, in product-id order (so
 * concurrent checkouts lock rows in the same order and cannot deadlock). Returns the ids of the
 * products that did not have enough (empty when all lines were taken).
 */
export async function takeStock(
  tx: SqlRunner,
  lines: { productId: number; quantity: number }[],
): Promise<number[]> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  const ids = sorted.map((line) => line.productId);
  const quantities = sorted.map((line) => line.quantity);
  const taken = await queryRows<{ id: number }>(
    tx,
    Prisma.sql`
    UPDATE products p SET stock = p.stock - w.quantity, updated_at = now()
    FROM unnest(${ids}::int[], ${quantities}::int[]) AS w(product_id, quantity)
    WHERE p.id = w.product_id AND p.stock >= w.quantity
    RETURNING p.id`,
  );
  const takenIds = new Set(taken.map((row) => row.id));
  return ids.filter((id) => !takenIds.has(id));
}

export async function currentStock(
  tx: SqlRunner,
  productId: number,
): Promise<{ stock: number; name: string } | null> {
  const rows = await queryRows<{ stock: number; name: string }>(
    tx,
    Prisma.sql`SELECT stock, name FROM products WHERE id = ${productId}`,
  );
  return rows[0] ?? null;
}

/** Counts one use of a coupon, only while it is under its total limit; false when used up. */
export async function redeemCoupon(tx: SqlRunner, couponId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    Prisma.sql`
    UPDATE coupons SET redemption_count = redemption_count + 1
    WHERE id = ${couponId} AND (max_redemptions IS NULL OR redemption_count < max_redemptions)
    RETURNING id`,
  );
  return rows.length === 1;
}

export interface NewOrder {
  orderNumber: string;
  userId: number;
  subtotalFils: number;
  deliveryFeeFils: number;
  discountFils: number;
  grandTotalFils: number;
  coupon: { id: number; code: string; name: string; percentage: number } | null;
  contactName: string;
  contactPhone: string;
  address: object;
  idempotencyKey: string | null;
  lines: {
    productId: number;
    name: string;
    image: string;
    unitPriceFils: number;
    quantity: number;
    lineTotalFils: number;
  }[];
  cartItemIds: number[];
}

/**
 * Writes the order, its lines, its first event and the coupon redemption, and removes the ordered
 * cart lines, in one statement. Returns the new ids and the order's time.
 */
export async function writeOrder(
  tx: SqlRunner,
  order: NewOrder,
): Promise<{ id: number; createdAt: Date; lineIds: { id: number; product_id: number }[] }> {
  const coupon = order.coupon;
  const rows = await queryRows<{ id: number; created_at: Date; lines: { id: number; product_id: number }[] }>(
    tx,
    Prisma.sql`
    WITH o AS (
      INSERT INTO orders (order_number, user_id, status, subtotal_fils, delivery_fee_fils, discount_fils,
                          grand_total_fils, coupon_id, coupon_code, coupon_name, coupon_percentage,
                          contact_name, contact_phone, address, idempotency_key, updated_at)
      VALUES (${order.orderNumber}, ${order.userId}, 'pending_payment', ${order.subtotalFils}, ${order.deliveryFeeFils},
              ${order.discountFils}, ${order.grandTotalFils}, ${coupon?.id ?? null}::int, ${coupon?.code ?? null},
              ${coupon?.name ?? null}, ${coupon?.percentage ?? null}::int, ${order.contactName}, ${order.contactPhone},
              ${JSON.stringify(order.address)}::jsonb, ${order.idempotencyKey}, now())
      RETURNING id, created_at
    ), l AS (
      INSERT INTO order_lines (order_id, product_id, product_name, product_image, unit_price_fils, quantity, line_total_fils)
      SELECT o.id, x.product_id, x.name, x.image, x.unit, x.quantity, x.total
      FROM o, unnest(${order.lines.map((l) => l.productId)}::int[], ${order.lines.map((l) => l.name)}::text[],
                     ${order.lines.map((l) => l.image)}::text[], ${order.lines.map((l) => l.unitPriceFils)}::int[],
                     ${order.lines.map((l) => l.quantity)}::int[], ${order.lines.map((l) => l.lineTotalFils)}::int[])
             AS x(product_id, name, image, unit, quantity, total)
      RETURNING id, product_id
    ), e AS (
      INSERT INTO order_events (order_id, from_status, to_status, actor)
      SELECT o.id, NULL, 'pending_payment', 'customer' FROM o
    ), r AS (
      INSERT INTO coupon_redemptions (coupon_id, user_id, order_id)
      SELECT ${coupon?.id ?? null}::int, ${order.userId}, o.id FROM o WHERE ${coupon?.id ?? null}::int IS NOT NULL
    ), d AS (
      DELETE FROM cart_items WHERE user_id = ${order.userId} AND id = ANY(${order.cartItemIds}::int[])
    )
    SELECT o.id, o.created_at, (SELECT json_agg(json_build_object('id', l.id, 'product_id', l.product_id)) FROM l) AS lines
    FROM o`,
  );
  const row = rows[0]!;
  return { id: row.id, createdAt: row.created_at, lineIds: row.lines };
}

/** The unique (user, idempotency key) index refused a second order with the same key. */
export function isIdempotencyConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === "23505" && (constraint ?? "").includes("idempotency");
}
