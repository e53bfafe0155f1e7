// 'Lowest price in 7 days' (issue 25, decision 017): edit_product's lowest_price_in_7_days is true
// only when the product is discounted, its price history covers the whole last 7 days, and today's
// sale price is the lowest in effect at any moment of them. History rows are backdated here, the way
// a store that has run for weeks has them.
import { ProductDetailSchema, salePriceFils } from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createProduct } from "../../../test/factories-catalog.js";

const DAY_MS = 86_400_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface PricePoint {
  daysAgo: number;
  priceFils: number;
  discountPercentage: number;
}

/**
 * A product whose recorded prices are exactly `history` (oldest first); the last one is its price
 * today. The trigger's own rows are replaced by the backdated ones.
 */
async function productWithHistory(history: PricePoint[]) {
  const today = history.at(-1)!;
  const product = await createProduct(ctx.prisma, {
    priceFils: today.priceFils,
    discountPercentage: today.discountPercentage,
  });
  await ctx.prisma.productPriceChange.deleteMany({ where: { productId: product.id } });
  const now = Date.now();
  await ctx.prisma.productPriceChange.createMany({
    data: history.map((point) => ({
      productId: product.id,
      priceFils: point.priceFils,
      discountPercentage: point.discountPercentage,
      salePriceFils: salePriceFils(point.priceFils, point.discountPercentage),
      source: "import",
      actor: "ops:tester",
      changedAt: new Date(now - point.daysAgo * DAY_MS),
    })),
  });
  return product;
}

async function badgeOf(productId: number): Promise<boolean> {
  const res = await request(ctx.app).get(`/api/edit_product/${productId}/`).expect(200);
  return ProductDetailSchema.parse(res.body).lowest_price_in_7_days;
}

describe("edit_product lowest_price_in_7_days", () => {
  it("when the price dropped 3 days ago to its lowest, then the badge is true", async () => {
    const product = await productWithHistory([
      { daysAgo: 30, priceFils: 10_000, discountPercentage: 0 },
      { daysAgo: 3, priceFils: 10_000, discountPercentage: 20 },
    ]);
    expect(await badgeOf(product.id)).toBe(true);
  });

  it("when the price was raised yesterday after being lower, then the badge is false", async () => {
    const product = await productWithHistory([
      { daysAgo: 30, priceFils: 10_000, discountPercentage: 20 },
      { daysAgo: 1, priceFils: 10_000, discountPercentage: 10 },
    ]);
    expect(await badgeOf(product.id)).toBe(false);
  });

  it("when a lower price held for two days inside the window, then the badge is false", async () => {
    const product = await productWithHistory([
      { daysAgo: 30, priceFils: 10_000, discountPercentage: 10 },
      { daysAgo: 5, priceFils: 10_000, discountPercentage: 30 },
      { daysAgo: 3, priceFils: 10_000, discountPercentage: 10 },
    ]);
    expect(await badgeOf(product.id)).toBe(false);
  });

  it("when a lower price ended before the 7 days began, then the badge is true", async () => {
    const product = await productWithHistory([
      { daysAgo: 20, priceFils: 10_000, discountPercentage: 40 },
      { daysAgo: 10, priceFils: 10_000, discountPercentage: 15 },
    ]);
    expect(await badgeOf(product.id)).toBe(true);
  });

  it("when the product is 2 days old, then the badge is false: its history does not cover 7 days", async () => {
    const product = await productWithHistory([{ daysAgo: 2, priceFils: 10_000, discountPercentage: 25 }]);
    expect(await badgeOf(product.id)).toBe(false);
  });

  it("when the product has no discount, then the badge is false however long its price held", async () => {
    const product = await productWithHistory([{ daysAgo: 60, priceFils: 10_000, discountPercentage: 0 }]);
    expect(await badgeOf(product.id)).toBe(false);
  });

  it("when the price is raised now, then the trigger records it with its writer and the badge goes", async () => {
    const product = await productWithHistory([{ daysAgo: 30, priceFils: 10_000, discountPercentage: 20 }]);
    expect(await badgeOf(product.id)).toBe(true);

    await ctx.prisma.$transaction([
      ctx.prisma
        .$queryRaw`SELECT set_config('carcare.price_source', 'cli', true), set_config('carcare.price_actor', 'ops:tester', true)`,
      ctx.prisma.product.update({
        where: { id: product.id },
        data: { discountPercentage: 10, salePriceFils: salePriceFils(10_000, 10) },
      }),
    ]);

    expect(await badgeOf(product.id)).toBe(false);
    const history = await ctx.prisma.productPriceChange.findMany({
      where: { productId: product.id },
      orderBy: { changedAt: "asc" },
    });
    expect(history.map((h) => [h.source, h.actor, h.discountPercentage, h.salePriceFils])).toEqual([
      ["import", "ops:tester", 20, 8_000],
      ["cli", "ops:tester", 10, 9_000],
    ]);
  });

  it("when only the stock changes, then no price row is written", async () => {
    const product = await productWithHistory([{ daysAgo: 30, priceFils: 10_000, discountPercentage: 20 }]);
    await ctx.prisma.product.update({ where: { id: product.id }, data: { stock: { decrement: 1 } } });
    expect(await ctx.prisma.productPriceChange.count({ where: { productId: product.id } })).toBe(1);
  });
});
