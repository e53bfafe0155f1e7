import { type CartItem, Prisma, type Product, SHOPPER_VISIBLE, shopperVisible } from "@carcare/db";
import { type Db, execute, prismaOf, queryRows, type Tx } from "../../lib/database.js";

/** One cart line with its product, typed from the schema's models (the SQL aliases their fields). */
export interface CartLineRow {
  cartItemId: CartItem["id"];
  quantity: CartItem["quantity"];
  productId: Product["id"];
  productName: Product["name"];
  /** The Arabic name, for Arabic answers (null: the English name); orders keep the English one. */
  productNameAr: Product["nameAr"];
  productImage: Product["image"];
  /** The product's current sale price (what the customer pays). */
  unitPriceFils: Product["salePriceFils"];
  /** The product's list price before its own discount. */
  listPriceFils: Product["priceFils"];
  /** The product's own discount, whole percent (0: none). */
  discountPercentage: Product["discountPercentage"];
  stock: Product["stock"];
}

/**
 * The customer's cart lines with their products, oldest line first, in one query: on the pool as a
 * prepared statement (display_cart), or inside a checkout's transaction. A product an operator hid
 * stays in the cart with a stock of 0, shown and refused at checkout as out of stock.
 */
export const listCartLines = (db: Db | Tx, userId: number) =>
  queryRows<CartLineRow>(
    db,
    Prisma.sql`
    SELECT ci.id AS "cartItemId", p.id AS "productId", p.name AS "productName", p.name_ar AS "productNameAr",
           p.image AS "productImage",
           p.sale_price_fils AS "unitPriceFils", p.price_fils AS "listPriceFils",
           p.discount_percentage AS "discountPercentage", ci.quantity,
           CASE WHEN ${shopperVisible("p")} THEN p.stock ELSE 0 END AS stock
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    WHERE ci.user_id = ${userId}
    ORDER BY ci.created_at, ci.id`,
  );

/**
 * Adds one of a product in a single statement: a new line of 1, or one more on the existing line,
 * only while the line stays within `maxQuantity` and the product's stock. Returns the line, or null
 * when nothing changed (no product, no stock, or a limit reached).
 *
 * The statement is its own transaction and commits asynchronously (`synchronous_commit` off for that
 * transaction only, through `set_config(..., true)`): it does not wait for the WAL flush. A cart line
 * is not money: a crash of the database server may lose the last fraction of a second of adds, never
 * an order, and an order's own synchronous commit flushes every add before it. Hence a `Db` only,
 * never a `Tx`: inside a larger transaction the setting would make that whole transaction asynchronous.
 * docs/decisions/004-cart-adds-commit-asynchronously.md has the measurements.
 */
export async function addOne(
  db: Db,
  input: { userId: number; productId: number; maxQuantity: number },
): Promise<Pick<CartItem, "id" | "quantity"> | null> {
  const rows = await queryRows<Pick<CartItem, "id" | "quantity">>(
    db,
    Prisma.sql`
    WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))
    INSERT INTO cart_items (user_id, product_id, quantity, updated_at)
    SELECT ${input.userId}, p.id, 1, now()
    FROM products p, async_commit
    WHERE p.id = ${input.productId} AND p.stock >= 1 AND ${shopperVisible("p")}
    ON CONFLICT (user_id, product_id) DO UPDATE
      SET quantity = cart_items.quantity + 1, updated_at = now()
      WHERE cart_items.quantity < ${input.maxQuantity}
        AND cart_items.quantity < (SELECT stock FROM products WHERE id = ${input.productId})
    RETURNING id, quantity`,
  );
  return rows[0] ?? null;
}

/**
 * Why an add changed nothing: the product's stock (null: no product, or one hidden from shoppers)
 * and the line's quantity.
 */
export async function findAddState(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ stock: number | null; quantity: number }> {
  const prisma = prismaOf(db);
  const [product, line] = await Promise.all([
    prisma.product.findFirst({ where: { id: productId, ...SHOPPER_VISIBLE }, select: { stock: true } }),
    prisma.cartItem.findUnique({
      where: { userId_productId: { userId, productId } },
      select: { quantity: true },
    }),
  ]);
  return { stock: product?.stock ?? null, quantity: line?.quantity ?? 0 };
}

/** Sets a line's quantity if the line is the customer's and the stock covers it; false otherwise. */
export async function setQuantity(
  db: Db,
  input: { userId: number; cartItemId: number; quantity: number },
): Promise<boolean> {
  const updated = await execute(
    db,
    Prisma.sql`
    UPDATE cart_items ci SET quantity = ${input.quantity}, updated_at = now()
    FROM products p
    WHERE ci.id = ${input.cartItemId} AND ci.user_id = ${input.userId}
      AND p.id = ci.product_id AND p.stock >= ${input.quantity} AND ${shopperVisible("p")}`,
  );
  return updated === 1;
}

/**
 * The customer's own line and its product's stock (0 for a product hidden from shoppers); null for
 * another customer's or no line.
 */
export async function findOwnLine(db: Db, userId: number, cartItemId: number) {
  const line = await prismaOf(db).cartItem.findFirst({
    where: { id: cartItemId, userId },
    select: { id: true, quantity: true, product: { select: { stock: true, hidden: true } } },
  });
  return line && { ...line, product: { stock: line.product.hidden ? 0 : line.product.stock } };
}

/** Deletes the customer's own line; false when there is no such line of theirs. */
export async function removeOwnLine(db: Db, userId: number, cartItemId: number): Promise<boolean> {
  const deleted = await prismaOf(db).cartItem.deleteMany({ where: { id: cartItemId, userId } });
  return deleted.count === 1;
}
