import { type Address, Prisma, shopperVisible, type User } from "@carcare/db";
import { type Db, prismaOf, queryRows, type Tx } from "../../lib/database.js";

export const orderInclude = { lines: { orderBy: { id: "asc" } } } as const satisfies Prisma.OrderInclude;
/** An order with its lines, as the schema's models type it; the SQL below aliases to the same fields. */
export type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

// The order row and its lines (by id) as OrderRow: what writeOrder returns and an idempotent replay reads.
const ORDER_ROW = (o: string, lines: Prisma.Sql) => {
  const t = Prisma.raw(o);
  return Prisma.sql`
  ${t}.id, ${t}.order_number AS "orderNumber", ${t}.user_id AS "userId", ${t}.status,
  ${t}.subtotal_fils AS "subtotalFils", ${t}.delivery_fee_fils AS "deliveryFeeFils",
  ${t}.discount_fils AS "discountFils", ${t}.grand_total_fils AS "grandTotalFils",
  ${t}.payment_method AS "paymentMethod", ${t}.cod_fee_fils AS "codFeeFils",
  ${t}.vat_rate_percent AS "vatRatePercent", ${t}.vat_fils AS "vatFils", ${t}.paid_at AS "paidAt",
  ${t}.coupon_id AS "couponId", ${t}.coupon_code AS "couponCode", ${t}.coupon_name AS "couponName",
  ${t}.coupon_percentage AS "couponPercentage", ${t}.contact_name AS "contactName",
  ${t}.contact_phone AS "contactPhone", ${t}.address, ${t}.idempotency_key AS "idempotencyKey",
  ${t}.created_at AS "createdAt", ${t}.updated_at AS "updatedAt", ${t}.language,
  (SELECT coalesce(json_agg(json_build_object(
      'id', l.id, 'orderId', l.order_id, 'productId', l.product_id, 'productName', l.product_name,
      'productImage', l.product_image, 'unitPriceFils', l.unit_price_fils, 'quantity', l.quantity,
      'lineTotalFils', l.line_total_fils) ORDER BY l.id), '[]'::json)
   FROM ${lines} l WHERE l.order_id = ${t}.id) AS lines`;
};

/**
 * The Arabic names of the products behind some order lines (issue 27): an order keeps each line's
 * English name as bought; an Arabic answer shows the product's Arabic name where it has one.
 */
export async function arabicProductNames(db: Db, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; nameAr: string }>(
    db,
    Prisma.sql`SELECT id, name_ar AS "nameAr" FROM products
      WHERE id = ANY(${productIds}::int[]) AND name_ar IS NOT NULL AND btrim(name_ar) <> ''`,
  );
  return new Map(rows.map((row) => [row.id, row.nameAr]));
}

/** The customer's order placed with this Idempotency-Key, or null: on the pool or inside a checkout. */
export async function findOrderByIdempotencyKey(
  db: Db | Tx,
  userId: number,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const rows = await queryRows<OrderRow>(
    db,
    Prisma.sql`SELECT ${ORDER_ROW("o", Prisma.sql`order_lines`)}
    FROM orders o WHERE o.user_id = ${userId} AND o.idempotency_key = ${idempotencyKey}`,
  );
  return rows[0] ?? null;
}

export const findOwnOrder = (db: Db, userId: number, id: number) =>
  prismaOf(db).order.findFirst({ where: { id, userId }, include: orderInclude });

export const listOwnOrders = (db: Db, userId: number) =>
  prismaOf(db).order.findMany({
    where: { userId },
    include: orderInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });

/**
 * The customer's row, locked for this transaction: their email and first name (for the order email),
 * default address (all null without one) and address count. Typed from the schema's models.
 */
export type CustomerForOrder = Pick<User, "email" | "firstName" | "defaultAddressId"> & {
  addressCount: number;
  address: Omit<Address, "id" | "userId" | "addressType" | "createdAt"> | null;
};

/**
 * Locks the customer (one order at a time per customer: makes idempotency replays and per-customer
 * coupon limits exact) and reads their default address in the same statement.
 */
export async function lockCustomerForOrder(tx: Tx, userId: number): Promise<CustomerForOrder | null> {
  const rows = await queryRows<CustomerForOrder>(
    tx,
    Prisma.sql`
    SELECT u.email::text AS email, u.first_name AS "firstName", u.default_address_id AS "defaultAddressId",
           (SELECT count(*)::int FROM addresses WHERE user_id = u.id) AS "addressCount",
           CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object(
             'name', a.name, 'phoneNumber', a.phone_number, 'street', a.street,
             'buildingName', a.building_name, 'floorApartmentNo', a.floor_apartment_no,
             'landmark', a.landmark, 'areaDistrict', a.area_district, 'city', a.city,
             'state', a.state, 'zipCode', a.zip_code, 'country', a.country) END AS address
    FROM users u LEFT JOIN addresses a ON a.id = u.default_address_id
    WHERE u.id = ${userId}
    FOR UPDATE OF u`,
  );
  return rows[0] ?? null;
}

export async function findOrderIdByIdempotencyKey(
  tx: Tx,
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
export async function takeStock(tx: Tx, lines: { productId: number; quantity: number }[]): Promise<number[]> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  const ids = sorted.map((line) => line.productId);
  const quantities = sorted.map((line) => line.quantity);
  const taken = await queryRows<{ id: number }>(
    tx,
    Prisma.sql`
    UPDATE products p SET stock = p.stock - w.quantity, updated_at = now()
    FROM unnest(${ids}::int[], ${quantities}::int[]) AS w(product_id, quantity)
    WHERE p.id = w.product_id AND p.stock >= w.quantity AND ${shopperVisible("p")}
    RETURNING p.id`,
  );
  const takenIds = new Set(taken.map((row) => row.id));
  return ids.filter((id) => !takenIds.has(id));
}

export async function currentStock(
  tx: Tx,
  productId: number,
): Promise<{ stock: number; name: string } | null> {
  const rows = await queryRows<{ stock: number; name: string }>(
    tx,
    // A product hidden from shoppers is refused as out of stock (takeStock takes none of it).
    Prisma.sql`SELECT CASE WHEN ${shopperVisible("p")} THEN p.stock ELSE 0 END AS stock, p.name
      FROM products p WHERE p.id = ${productId}`,
  );
  return rows[0] ?? null;
}

/** Counts one use of a coupon, only while it is under its total limit; false when used up. */
export async function redeemCoupon(tx: Tx, couponId: number): Promise<boolean> {
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
  /** How the customer pays, the pay-on-delivery fee (0 for WhatsApp), and the VAT kept (issue 29). */
  paymentMethod: "whatsapp" | "pay_on_delivery";
  codFeeFils: number;
  vatRatePercent: number;
  vatFils: number;
  coupon: { id: number; code: string; name: string; percentage: number } | null;
  contactName: string;
  contactPhone: string;
  address: object;
  idempotencyKey: string | null;
  /** The customer's language when placing it: its emails are written in it (issue 27). */
  language: "en" | "ar";
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
 * cart lines, in one statement. Returns the stored order as the database wrote it (no second read).
 */
export async function writeOrder(tx: Tx, order: NewOrder): Promise<OrderRow> {
  const coupon = order.coupon;
  const rows = await queryRows<OrderRow>(
    tx,
    Prisma.sql`
    WITH o AS (
      INSERT INTO orders (order_number, user_id, status, subtotal_fils, delivery_fee_fils, discount_fils,
                          grand_total_fils, coupon_id, coupon_code, coupon_name, coupon_percentage,
                          contact_name, contact_phone, address, idempotency_key, language,
                          payment_method, cod_fee_fils, vat_rate_percent, vat_fils, updated_at)
      VALUES (${order.orderNumber}, ${order.userId}, 'pending_payment', ${order.subtotalFils}, ${order.deliveryFeeFils},
              ${order.discountFils}, ${order.grandTotalFils}, ${coupon?.id ?? null}::int, ${coupon?.code ?? null},
              ${coupon?.name ?? null}, ${coupon?.percentage ?? null}::int, ${order.contactName}, ${order.contactPhone},
              ${JSON.stringify(order.address)}::jsonb, ${order.idempotencyKey}, ${order.language},
              ${order.paymentMethod}::"PaymentMethod", ${order.codFeeFils}, ${order.vatRatePercent}, ${order.vatFils}, now())
      RETURNING *
    ), l AS (
      INSERT INTO order_lines (order_id, product_id, product_name, product_image, unit_price_fils, quantity, line_total_fils)
      SELECT o.id, x.product_id, x.name, x.image, x.unit, x.quantity, x.total
      FROM o, unnest(${order.lines.map((l) => l.productId)}::int[], ${order.lines.map((l) => l.name)}::text[],
                     ${order.lines.map((l) => l.image)}::text[], ${order.lines.map((l) => l.unitPriceFils)}::int[],
                     ${order.lines.map((l) => l.quantity)}::int[], ${order.lines.map((l) => l.lineTotalFils)}::int[])
             AS x(product_id, name, image, unit, quantity, total)
      RETURNING *
    ), e AS (
      INSERT INTO order_events (order_id, from_status, to_status, actor)
      SELECT o.id, NULL, 'pending_payment', 'customer' FROM o
    ), r AS (
      INSERT INTO coupon_redemptions (coupon_id, user_id, order_id)
      SELECT ${coupon?.id ?? null}::int, ${order.userId}, o.id FROM o WHERE ${coupon?.id ?? null}::int IS NOT NULL
    ), d AS (
      DELETE FROM cart_items WHERE user_id = ${order.userId} AND id = ANY(${order.cartItemIds}::int[])
    )
    SELECT ${ORDER_ROW("o", Prisma.sql`l`)} FROM o`,
  );
  return rows[0]!;
}

/** The unique (user, idempotency key) index refused a second order with the same key. */
export function isIdempotencyConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === "23505" && (constraint ?? "").includes("idempotency");
}
