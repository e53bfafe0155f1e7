import { Prisma, type PrismaClient } from "@carcare/db";

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
 * Takes stock for every line in one statement, only where enough is left. Returns the ids of the
 * products that did not have enough (empty when all lines were taken).
 */
export async function takeStock(
  tx: Prisma.TransactionClient,
  lines: { productId: number; quantity: number }[],
): Promise<number[]> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  const ids = sorted.map((line) => line.productId);
  const quantities = sorted.map((line) => line.quantity);
  const taken = await tx.$queryRaw<{ id: number }[]>`
    update products p set stock = p.stock - w.quantity, updated_at = now()
    from unnest(${ids}::int[], ${quantities}::int[]) as w(product_id, quantity)
    where p.id = w.product_id and p.stock >= w.quantity
    returning p.id`;
  const takenIds = new Set(taken.map((row) => row.id));
  return ids.filter((id) => !takenIds.has(id));
}

export const currentStock = (db: Db, productId: number) =>
  db.product.findUnique({ where: { id: productId }, select: { stock: true, name: true } });

/** Counts one use of a coupon, only while it is under its total limit; false when used up. */
export async function redeemCoupon(tx: Prisma.TransactionClient, couponId: number): Promise<boolean> {
  const updated = await tx.$executeRaw`
    update coupons set redemption_count = redemption_count + 1
    where id = ${couponId} and (max_redemptions is null or redemption_count < max_redemptions)`;
  return updated === 1;
}

export const createOrder = (tx: Prisma.TransactionClient, data: Prisma.OrderUncheckedCreateInput) =>
  tx.order.create({ data, include: orderInclude });

export const recordRedemption = (
  tx: Prisma.TransactionClient,
  data: { couponId: number; userId: number; orderId: number },
) => tx.couponRedemption.create({ data });

export const recordEvent = (tx: Prisma.TransactionClient, data: Prisma.OrderEventUncheckedCreateInput) =>
  tx.orderEvent.create({ data });

export const removeCartLines = (tx: Prisma.TransactionClient, userId: number, cartItemIds: number[]) =>
  tx.cartItem.deleteMany({ where: { userId, id: { in: cartItemIds } } });

export function isIdempotencyConflict(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    JSON.stringify(error.meta ?? {}).includes("idempotency")
  );
}
