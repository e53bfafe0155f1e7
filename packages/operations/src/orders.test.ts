import { type OrderStatus, salePriceFils } from "@carcare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, openTestDatabase, type TestDatabase } from "../test/database.js";
import { findCustomer } from "./customers.js";
import { OperationError } from "./errors.js";
import { cancelOrder, getOrder, listOrders, moveOrder } from "./orders.js";

let ctx: TestDatabase;
let brandId: number;
let categoryId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await openTestDatabase();
  brandId = (await ctx.prisma.brand.create({ data: { name: "OpsOrders Brand" } })).id;
  categoryId = (await ctx.prisma.category.create({ data: { name: "OpsOrders Category" } })).id;
});
afterAll(() => ctx.close());

async function product(stock: number) {
  seq += 1;
  return ctx.prisma.product.create({
    data: {
      sku: `OPS-ORD-${seq}`,
      name: `Ops order product ${seq}`,
      brandId,
      categoryId,
      priceFils: 5000,
      discountPercentage: 10,
      salePriceFils: salePriceFils(5000, 10),
      stock,
      image: `/img/products/ops${seq}.svg`,
    },
  });
}

async function coupon(redemptionCount: number) {
  seq += 1;
  return ctx.prisma.coupon.create({
    data: {
      code: `OPSCANCEL${seq}`,
      name: "Ops cancel test",
      discountPercentage: 10,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      redemptionCount,
    },
  });
}

/** An order straight in the database, as the store would have placed it (stock already taken). */
async function order(options: {
  userId: number;
  status?: OrderStatus;
  lines: { productId: number | null; quantity: number }[];
  couponId?: number;
  createdAt?: Date;
}) {
  seq += 1;
  const created = await ctx.prisma.order.create({
    data: {
      orderNumber: `CC-OPS${String(seq).padStart(5, "0")}`,
      userId: options.userId,
      status: options.status ?? "pending_payment",
      subtotalFils: 9000,
      deliveryFeeFils: 2000,
      grandTotalFils: 11000,
      couponId: options.couponId ?? null,
      couponCode: options.couponId ? `OPSCANCEL` : null,
      contactName: "Khalid Ahmed",
      contactPhone: "+971501110000",
      address: { city: "Abu Dhabi" },
      createdAt: options.createdAt ?? new Date(),
      lines: {
        create: options.lines.map((line, index) => ({
          productId: line.productId,
          productName: `Line ${index + 1}`,
          unitPriceFils: 4500,
          quantity: line.quantity,
          lineTotalFils: 4500 * line.quantity,
        })),
      },
    },
  });
  if (options.couponId) {
    await ctx.prisma.couponRedemption.create({
      data: { couponId: options.couponId, userId: options.userId, orderId: created.id },
    });
  }
  return created;
}

async function refusalOf(promise: Promise<unknown>): Promise<OperationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OperationError);
  return error as OperationError;
}

describe("order operations", () => {
  it("when an order moves along the allowed path, then each move is stored with an event naming the actor", async () => {
    const user = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order({ userId: user.id, lines: [{ productId: p.id, quantity: 1 }] });

    await moveOrder(ctx.db, placed.orderNumber, "confirmed", "ops:tester", "paid by bank transfer");
    await moveOrder(ctx.db, String(placed.id), "shipped", "ops:tester");
    const result = await moveOrder(ctx.db, placed.orderNumber.toLowerCase(), "delivered", "ops:other");

    expect(result.from).toBe("shipped");
    expect(result.to).toBe("delivered");
    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: placed.id },
      include: { events: { orderBy: { id: "asc" } } },
    });
    expect(stored.status).toBe("delivered");
    expect(stored.events.map((e) => [e.fromStatus, e.toStatus, e.actor, e.note])).toEqual([
      ["pending_payment", "confirmed", "ops:tester", "paid by bank transfer"],
      ["confirmed", "shipped", "ops:tester", null],
      ["shipped", "delivered", "ops:other", null],
    ]);
  });

  it("when a move is not in ORDER_TRANSITIONS, then it is refused with a conflict and nothing changes", async () => {
    const user = await createCustomer(ctx.prisma);
    const p = await product(10);
    const pending = await order({ userId: user.id, lines: [{ productId: p.id, quantity: 1 }] });
    const delivered = await order({
      userId: user.id,
      status: "delivered",
      lines: [{ productId: p.id, quantity: 1 }],
    });

    const skip = await refusalOf(moveOrder(ctx.db, pending.orderNumber, "shipped", "ops:tester"));
    expect(skip.code).toBe("CONFLICT");
    expect(skip.message).toBe(
      `Order ${pending.orderNumber} is pending_payment: it can move only to confirmed or cancelled, not to shipped.`,
    );
    const back = await refusalOf(moveOrder(ctx.db, delivered.id, "shipped", "ops:tester"));
    expect(back.message).toContain("it cannot move any more");
    const same = await refusalOf(moveOrder(ctx.db, pending.id, "pending_payment", "ops:tester"));
    expect(same.message).toContain("is already pending_payment");
    const unknown = await refusalOf(moveOrder(ctx.db, pending.id, "lost", "ops:tester"));
    expect(unknown.code).toBe("BAD_REQUEST");

    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe(
      "pending_payment",
    );
    expect(
      await ctx.prisma.orderEvent.count({ where: { orderId: { in: [pending.id, delivered.id] } } }),
    ).toBe(0);
  });

  it("when a confirmed order with a coupon is cancelled, then stock and the coupon use come back in one go", async () => {
    const user = await createCustomer(ctx.prisma);
    const a = await product(3);
    const b = await product(0);
    const gone = await product(5);
    const c = await coupon(4);
    const placed = await order({
      userId: user.id,
      status: "confirmed",
      couponId: c.id,
      lines: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
        { productId: a.id, quantity: 1 },
        { productId: gone.id, quantity: 7 },
      ],
    });
    await ctx.prisma.product.delete({ where: { id: gone.id } });

    const result = await cancelOrder(ctx.db, placed.orderNumber, "ops:tester", "customer changed mind");

    expect(result.from).toBe("confirmed");
    expect(result.restocked).toEqual([
      { productId: a.id, productName: "Line 1", quantity: 3 },
      { productId: b.id, productName: "Line 2", quantity: 1 },
    ]);
    expect(result.couponReleased).toEqual({ couponId: c.id, code: "OPSCANCEL" });
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: a.id } })).stock).toBe(6);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: b.id } })).stock).toBe(1);
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).redemptionCount).toBe(3);
    expect(await ctx.prisma.couponRedemption.count({ where: { orderId: placed.id } })).toBe(0);
    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: placed.id },
      include: { events: true },
    });
    expect(stored.status).toBe("cancelled");
    expect(stored.events.map((e) => [e.fromStatus, e.toStatus, e.note])).toEqual([
      ["confirmed", "cancelled", "customer changed mind"],
    ]);
  });

  it("when a shipped order is cancelled, then it is refused and stock, coupon and status stay as they were", async () => {
    const user = await createCustomer(ctx.prisma);
    const p = await product(2);
    const c = await coupon(1);
    const shipped = await order({
      userId: user.id,
      status: "shipped",
      couponId: c.id,
      lines: [{ productId: p.id, quantity: 2 }],
    });

    const error = await refusalOf(cancelOrder(ctx.db, shipped.id, "ops:tester"));

    expect(error.code).toBe("CONFLICT");
    expect(error.message).toContain("it can move only to delivered, not to cancelled");
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(2);
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).redemptionCount).toBe(1);
    expect(await ctx.prisma.couponRedemption.count({ where: { orderId: shipped.id } })).toBe(1);
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: shipped.id } })).status).toBe("shipped");
  });

  it("when an order is moved to cancelled, then it is a full cancellation that returns the stock", async () => {
    const user = await createCustomer(ctx.prisma);
    const p = await product(1);
    const placed = await order({ userId: user.id, lines: [{ productId: p.id, quantity: 4 }] });

    await moveOrder(ctx.db, placed.id, "cancelled", "ops:tester");

    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(5);
    const again = await refusalOf(cancelOrder(ctx.db, placed.id, "ops:tester"));
    expect(again.message).toContain("is already cancelled");
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(5);
  });

  it("when two cancellations of one order race, then stock comes back exactly once", async () => {
    const user = await createCustomer(ctx.prisma);
    const p = await product(0);
    const placed = await order({ userId: user.id, lines: [{ productId: p.id, quantity: 3 }] });

    const results = await Promise.allSettled([
      cancelOrder(ctx.db, placed.id, "ops:a"),
      cancelOrder(ctx.db, placed.id, "ops:b"),
    ]);

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(3);
    expect(await ctx.prisma.orderEvent.count({ where: { orderId: placed.id } })).toBe(1);
  });

  it("when orders are listed with filters, then only the matching ones come back, newest first", async () => {
    const user = await createCustomer(ctx.prisma, {
      email: "Ops.Lister@Example.com",
      phone: "+971509998877",
    });
    const other = await createCustomer(ctx.prisma);
    const p = await product(10);
    const jan = await order({
      userId: user.id,
      lines: [{ productId: p.id, quantity: 1 }],
      createdAt: new Date("2024-01-10T08:00:00Z"),
    });
    // 21:30 UTC on 31 Jan is 01:30 on 1 Feb in Abu Dhabi.
    const feb = await order({
      userId: user.id,
      status: "confirmed",
      lines: [{ productId: p.id, quantity: 1 }],
      createdAt: new Date("2024-01-31T21:30:00Z"),
    });
    await order({
      userId: other.id,
      lines: [{ productId: p.id, quantity: 1 }],
      createdAt: new Date("2024-01-15T08:00:00Z"),
    });

    const byCustomer = await listOrders(ctx.db, { customer: "ops.lister@example.com" });
    expect(byCustomer.map((o) => o.id)).toEqual([feb.id, jan.id]);
    expect(byCustomer[0]!._count.lines).toBe(1);
    const byPhone = await listOrders(ctx.db, {
      customer: "050 999 8877",
      from: "2024-02-01",
      to: "2024-02-29",
    });
    expect(byPhone.map((o) => o.id)).toEqual([feb.id]);
    const january = await listOrders(ctx.db, { from: "2024-01-01", to: "2024-01-31" });
    expect(january.map((o) => o.orderNumber)).toHaveLength(2);
    expect(january.map((o) => o.id)).toContain(jan.id);
    const confirmed = await listOrders(ctx.db, { status: "confirmed", customer: "+971509998877" });
    expect(confirmed.map((o) => o.id)).toEqual([feb.id]);

    expect((await refusalOf(listOrders(ctx.db, { customer: "nobody@example.com" }))).code).toBe("NOT_FOUND");
    expect((await refusalOf(listOrders(ctx.db, { from: "2024-13-01" }))).code).toBe("BAD_REQUEST");
  });

  it("when an order is looked up by id or number, then it comes with lines, events and customer; unknown refs are not found", async () => {
    const user = await createCustomer(ctx.prisma);
    const p = await product(10);
    const placed = await order({ userId: user.id, lines: [{ productId: p.id, quantity: 2 }] });

    const byNumber = await getOrder(ctx.db, placed.orderNumber);
    const byId = await getOrder(ctx.db, String(placed.id));
    expect(byNumber.id).toBe(placed.id);
    expect(byId.orderNumber).toBe(placed.orderNumber);
    expect(byId.lines).toHaveLength(1);
    expect(byId.user.phone).toBe(user.phone);
    expect((await refusalOf(getOrder(ctx.db, "CC-NOPE"))).code).toBe("NOT_FOUND");
    expect((await refusalOf(getOrder(ctx.db, "99999999999"))).code).toBe("NOT_FOUND");
    expect((await findCustomer(ctx.db, user.email.toUpperCase())).id).toBe(user.id);
  });
});
