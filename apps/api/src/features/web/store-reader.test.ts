import { ProductListQuerySchema, ProductListResponseSchema } from "@carcare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCategory, createProduct } from "../../../test/factories-catalog.js";
import { createStoreReaderFactory } from "./store-reader.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PAGE_CACHE_SECONDS: "60" });
});
afterAll(() => ctx.close());

const shelfOf = (category: string, extra: Record<string, string> = {}) =>
  ProductListQuerySchema.parse({ category, limit: "9", ...extra });
const idsOf = (answer: unknown) => ProductListResponseSchema.parse(answer).products.map((p) => p.id);

describe("the store reader's listings for visitors", () => {
  it("when a visitor's listing is read again within PAGE_CACHE_SECONDS, then the first answer is reused, and a customer's read is fresh", async () => {
    const category = await createCategory(ctx.prisma);
    const first = await createProduct(ctx.prisma, { categoryId: category.id });
    const storeFor = createStoreReaderFactory(ctx.deps);

    const before = await storeFor(null).listProducts(shelfOf(category.name));
    expect(idsOf(before)).toEqual([first.id]);
    const added = await createProduct(ctx.prisma, { categoryId: category.id });
    expect(await ctx.prisma.product.count({ where: { categoryId: category.id } })).toBe(2);

    // Another visitor's request (a reader of its own) shares what the first one read.
    const again = await storeFor(null).listProducts(shelfOf(category.name));
    expect(again).toBe(before);
    const customer = await storeFor(1).listProducts(shelfOf(category.name));
    expect(idsOf(customer)).toEqual([added.id, first.id]);
    expect(customer.total).toBe(2);
  });

  it("when a visitor's listing has search text or leaves a product out, then it is read every time", async () => {
    const category = await createCategory(ctx.prisma);
    const named = await createProduct(ctx.prisma, { categoryId: category.id, name: "Shelfcheck Wax" });
    const storeFor = createStoreReaderFactory(ctx.deps);
    const searched = shelfOf(category.name, { search: "Shelfcheck" });
    const excluding = shelfOf(category.name, { exclude: String(named.id) });

    expect(idsOf(await storeFor(null).listProducts(searched))).toEqual([named.id]);
    expect(idsOf(await storeFor(null).listProducts(excluding))).toEqual([]);
    const other = await createProduct(ctx.prisma, { categoryId: category.id, name: "Shelfcheck Polish" });

    expect(idsOf(await storeFor(null).listProducts(searched))).toEqual([other.id, named.id]);
    expect(idsOf(await storeFor(null).listProducts(excluding))).toEqual([other.id]);
  });

  it("when PAGE_CACHE_SECONDS is 0, then a visitor's listing is read every time", async () => {
    const uncached = await createTestContext({ PAGE_CACHE_SECONDS: "0" });
    try {
      const category = await createCategory(uncached.prisma);
      const first = await createProduct(uncached.prisma, { categoryId: category.id });
      const storeFor = createStoreReaderFactory(uncached.deps);

      expect(idsOf(await storeFor(null).listProducts(shelfOf(category.name)))).toEqual([first.id]);
      const added = await createProduct(uncached.prisma, { categoryId: category.id });
      expect(idsOf(await storeFor(null).listProducts(shelfOf(category.name)))).toEqual([added.id, first.id]);
    } finally {
      await uncached.close();
    }
  });
});
