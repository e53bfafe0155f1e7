import {
  BrandsResponseSchema,
  CategoriesResponseSchema,
  PLACEHOLDER_IMAGE,
  ProductDetailSchema,
  ProductListResponseSchema,
  PromotedBrandsProductsResponseSchema,
  PromotedProductsResponseSchema,
} from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer } from "../../../test/factories.js";
import { createBrand, createCategory, createProduct, uniqueName } from "../../../test/factories-catalog.js";
import { createTotalCache } from "./total-cache.js";

/** An image path as answers carry it: absolute on the address supertest called (127.0.0.1, any port). */
const servedAt = (path: string) =>
  expect.stringMatching(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (path: string) => request(ctx.app).get(path);

async function list(query: Record<string, string | number>) {
  const res = await get("/api/view_products").query(query).expect(200);
  return ProductListResponseSchema.parse(res.body);
}

/** A brand and category of this test's own, so listings filtered by them see only this test's data. */
async function shelf() {
  const brand = await createBrand(ctx.prisma);
  const category = await createCategory(ctx.prisma);
  return { brand, category, brandId: brand.id, categoryId: category.id };
}

describe("view_products", () => {
  it("when a product costs 10.50 at 5% off, then the listing shows 9.97 to pay, exact to the fils", async () => {
    const { brand, category, brandId, categoryId } = await shelf();
    const product = await createProduct(ctx.prisma, {
      brandId,
      categoryId,
      priceFils: 1050,
      discountPercentage: 5,
      stock: 7,
      name: "Microfibre Towel",
    });
    const body = await list({ brand: brand.name });
    expect(body).toMatchObject({ total: 1, pages: 1 });
    expect(body.products[0]).toEqual({
      id: product.id,
      name: "Microfibre Towel",
      brand: brand.name,
      category_name: category.name,
      image: servedAt(product.image),
      description: product.description,
      price: 9.97,
      original_price: 10.5,
      discounted_price: 9.97,
      discount_percentage: 5,
      average_rating: 0,
      review_count: 0,
      stock: 7,
    });
    const row = await ctx.prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.salePriceFils).toBe(997);
  });

  it("when the old web client reads `product` instead of `products`, then it finds the same list", async () => {
    const { brand, brandId, categoryId } = await shelf();
    await createProduct(ctx.prisma, { brandId, categoryId, name: "Tyre Shine" });
    await createProduct(ctx.prisma, { brandId, categoryId, name: "Glass Cleaner" });
    // The raw answer, as that client gets it: both keys, each with both products in the same order.
    const { body } = await get("/api/view_products").query({ brand: brand.name }).expect(200);
    expect(body.products).toHaveLength(2);
    expect(body.product).toEqual(body.products);
    const empty = await get("/api/view_products")
      .query({ brand: uniqueName("No such brand") })
      .expect(200);
    expect(empty.body).toMatchObject({ products: [], product: [] });
  });

  it("when there are more products than the limit, then pages and total count them and exclude drops one", async () => {
    const { category, brandId, categoryId } = await shelf();
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const created = await createProduct(ctx.prisma, {
        brandId,
        categoryId,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      ids.push(created.id);
    }
    const first = await list({ category: category.name, limit: 3, page: 1 });
    expect(first).toMatchObject({ total: 7, pages: 3 });
    // Default order: newest first.
    expect(first.products.map((p) => p.id)).toEqual([ids[6], ids[5], ids[4]]);
    const last = await list({ category: category.name, limit: 3, page: 3 });
    expect(last.products.map((p) => p.id)).toEqual([ids[0]]);
    const beyond = await list({ category: category.name, limit: 3, page: 9 });
    expect(beyond).toMatchObject({ products: [], total: 7, pages: 3 });

    const similar = await list({ category: category.name, exclude: ids[6]!, limit: 6 });
    expect(similar.total).toBe(6);
    expect(similar.pages).toBe(1);
    expect(similar.products.map((p) => p.id)).not.toContain(ids[6]);
    // A page shorter than the rest: the total is the shelf's count less the excluded product...
    expect(await list({ category: category.name, exclude: ids[0]!, limit: 2 })).toMatchObject({
      total: 6,
      pages: 3,
    });
    // ...and the whole shelf when the excluded product is not on it.
    const elsewhere = await createProduct(ctx.prisma);
    expect(await list({ category: category.name, exclude: elsewhere.id, limit: 2 })).toMatchObject({
      total: 7,
      pages: 4,
    });
  });

  it("when no parameters are given, then 6 products per page, at least one page, and empty values are ignored", async () => {
    await createProduct(ctx.prisma);
    const body = await list({
      search: "",
      category: "",
      brand: "",
      min_price: "",
      max_price: "",
      sort: "",
      page: 1,
      limit: 6,
    });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.pages).toBe(Math.max(1, Math.ceil(body.total / 6)));
    // Letters no product name is near (no digits: every test name carries the process's number).
    const gibberish = `qx${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")}zv`;
    const none = await list({ search: gibberish });
    expect(none).toEqual({ products: [], product: [], pages: 1, total: 0, search: { match: "none" } });
  });

  it("when searching in another case, then names and brand names both match, and punctuation is never a wildcard", async () => {
    const token = `zq${Math.random().toString(36).slice(2, 8)}`;
    const { brand, brandId, categoryId } = await shelf();
    const byName = await createProduct(ctx.prisma, { brandId, categoryId, name: `Ceramic ${token} Wax` });
    const tokenBrand = await createBrand(ctx.prisma, { name: `Brand ${token.toUpperCase()}` });
    const byBrand = await createProduct(ctx.prisma, {
      brandId: tokenBrand.id,
      categoryId,
      name: "Tyre Shine",
    });
    await createProduct(ctx.prisma, { brandId, categoryId, name: "Unrelated Sponge" });

    const found = await list({ search: token.toUpperCase() });
    expect(found.products.map((p) => p.id).sort()).toEqual([byName.id, byBrand.id].sort());
    expect(found.total).toBe(2);

    const percent = await createProduct(ctx.prisma, { brandId, categoryId, name: `${token} 100% cotton` });
    // Punctuation separates words and is otherwise ignored: alone it searches for nothing (never
    // "every name", as an unescaped LIKE wildcard would); beside a word, the word is found.
    const punctuation = await list({ search: "%", brand: brand.name });
    expect(punctuation).toMatchObject({ total: 0, search: { match: "none" } });
    expect((await list({ search: "_", brand: brand.name })).total).toBe(0);
    const percentWord = await list({ search: "100%", brand: brand.name });
    expect(percentWord.products.map((p) => p.id)).toEqual([percent.id]);
  });

  it("when a search matching a brand's name is combined with a brand filter, then both must hold", async () => {
    const token = `zb${Math.random().toString(36).slice(2, 8)}`;
    const { categoryId } = await shelf();
    const matching = await createBrand(ctx.prisma, { name: `${token} Works` });
    const other = await createBrand(ctx.prisma);
    const viaBrand = await createProduct(ctx.prisma, { brandId: matching.id, categoryId, name: "Plain Mat" });
    const viaName = await createProduct(ctx.prisma, { brandId: other.id, categoryId, name: `Mat ${token}` });
    await createProduct(ctx.prisma, { brandId: other.id, categoryId, name: "Other Mat" });

    const both = await list({ search: token, brand: `${matching.name},${other.name}` });
    expect(both.products.map((p) => p.id).sort()).toEqual([viaBrand.id, viaName.id].sort());
    const onlyOther = await list({ search: token, brand: other.name });
    expect(onlyOther.products.map((p) => p.id)).toEqual([viaName.id]);
    expect(onlyOther.total).toBe(1);
  });

  it("when filtering by price, then min and max apply to the price the customer pays", async () => {
    const { brand, brandId, categoryId } = await shelf();
    // List 100.00 at 50% off pays 50.00; list 60.00 without a discount pays 60.00.
    const halfOff = await createProduct(ctx.prisma, {
      brandId,
      categoryId,
      priceFils: 10_000,
      discountPercentage: 50,
    });
    const plain = await createProduct(ctx.prisma, { brandId, categoryId, priceFils: 6_000 });
    const cheap = await list({ brand: brand.name, max_price: 55 });
    expect(cheap.products.map((p) => p.id)).toEqual([halfOff.id]);
    const dear = await list({ brand: brand.name, min_price: "55.00" });
    expect(dear.products.map((p) => p.id)).toEqual([plain.id]);
    const exact = await list({ brand: brand.name, min_price: "50", max_price: "50.00" });
    expect(exact.products.map((p) => p.id)).toEqual([halfOff.id]);
    const both = await list({ brand: brand.name, min_price: 49.99, max_price: 60 });
    expect(both.total).toBe(2);
  });

  it("when sorting asc or desc, then by the price paid with the id breaking ties", async () => {
    const { brand, brandId, categoryId } = await shelf();
    const a = await createProduct(ctx.prisma, { brandId, categoryId, priceFils: 3_000 });
    const b = await createProduct(ctx.prisma, {
      brandId,
      categoryId,
      priceFils: 4_000,
      discountPercentage: 50,
    });
    const c = await createProduct(ctx.prisma, { brandId, categoryId, priceFils: 2_000 });
    const d = await createProduct(ctx.prisma, { brandId, categoryId, priceFils: 2_500 });
    // Pays: a 30.00, b 20.00, c 20.00, d 25.00.
    const asc = await list({ brand: brand.name, sort: "asc" });
    expect(asc.products.map((p) => p.id)).toEqual([b.id, c.id, d.id, a.id]);
    const desc = await list({ brand: brand.name, sort: "DESC" });
    expect(desc.products.map((p) => p.id)).toEqual([a.id, d.id, c.id, b.id]);
    const paged = [
      ...(await list({ brand: brand.name, sort: "asc", limit: 2, page: 1 })).products,
      ...(await list({ brand: brand.name, sort: "asc", limit: 2, page: 2 })).products,
    ];
    expect(paged.map((p) => p.id)).toEqual([b.id, c.id, d.id, a.id]);
  });

  it("when several brands are listed page by page in each order, then their products interleave exactly", async () => {
    const { categoryId } = await shelf();
    const other = await createCategory(ctx.prisma);
    const brands = [
      await createBrand(ctx.prisma),
      await createBrand(ctx.prisma),
      await createBrand(ctx.prisma),
    ];
    const start = Date.parse("2026-01-01T00:00:00Z");
    const products: Awaited<ReturnType<typeof createProduct>>[] = [];
    // Seven products per brand with prices and dates that interleave, some sharing a price.
    for (let i = 0; i < 21; i += 1) {
      products.push(
        await createProduct(ctx.prisma, {
          brandId: brands[i % 3]!.id,
          categoryId: i % 5 === 0 ? other.id : categoryId,
          priceFils: 1_000 + (i % 4) * 250,
          createdAt: new Date(start + ((i * 7) % 21) * 60_000),
          name: i % 2 === 0 ? `Even Wax ${i}` : `Odd Mat ${i}`,
        }),
      );
    }
    const [skipped, kept] = [brands[2]!, products[4]!];
    const expected = (order: "" | "asc" | "desc") => {
      const rows = products.filter(
        (p) => p.brandId !== skipped.id && p.id !== kept.id && p.name.includes("Wax"),
      );
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      // With a search, the default order is the best match: these match equally (one "Wax" in the
      // name, no reviews), so the newest id comes first.
      if (order === "") return rows.sort((a, b) => byId(b, a));
      if (order === "asc") return rows.sort((a, b) => a.salePriceFils - b.salePriceFils || byId(a, b));
      return rows.sort((a, b) => b.salePriceFils - a.salePriceFils || byId(b, a));
    };
    for (const sort of ["", "asc", "desc"] as const) {
      const query = {
        brand: `${brands[0]!.name.toLowerCase()},${brands[1]!.name}`,
        search: "WAX",
        exclude: kept.id,
        sort,
        limit: 2,
      };
      const pages = [];
      for (let page = 1; page <= 4; page += 1) pages.push(await list({ ...query, page }));
      expect(pages.flatMap((p) => p.products.map((product) => product.id))).toEqual(
        expected(sort).map((p) => p.id),
      );
      expect(pages[0]).toMatchObject({ total: 6, pages: 3 });
      expect(pages[3]!.products).toEqual([]);
    }
    const inCategory = await list({ brand: brands[0]!.name, category: other.name, limit: 48 });
    expect(inCategory.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      products.filter((p) => p.brandId === brands[0]!.id && p.categoryId === other.id).map((p) => p.id),
    );
  });

  it("when category and brand list several comma-joined names in any case, then any of them match", async () => {
    const one = await shelf();
    const two = await shelf();
    const p1 = await createProduct(ctx.prisma, { brandId: one.brandId, categoryId: one.categoryId });
    const p2 = await createProduct(ctx.prisma, { brandId: two.brandId, categoryId: two.categoryId });
    const byCategory = await list({
      category: `${one.category.name.toUpperCase()}, ${two.category.name}`,
    });
    expect(byCategory.products.map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
    const both = await list({ category: one.category.name, brand: two.brand.name });
    expect(both.total).toBe(0);
    const unknown = await list({ brand: uniqueName("No such brand") });
    expect(unknown).toEqual({ products: [], product: [], pages: 1, total: 0 });
  });

  it("when a parameter is invalid, then 400 with a message that names it, never a 500", async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ page: "0" }, /page/],
      [{ page: "abc" }, /page/],
      [{ page: "1.5" }, /page/],
      [{ limit: "49" }, /limit/],
      [{ limit: "0" }, /limit/],
      [{ sort: "cheapest" }, /sort/],
      [{ min_price: "abc" }, /min_price/],
      [{ min_price: "-1" }, /min_price/],
      [{ max_price: "1.234" }, /max_price/],
      [{ min_price: "100", max_price: "50" }, /min_price/],
      [{ exclude: "x" }, /exclude/],
      [{ search: "x".repeat(101) }, /search/],
    ];
    for (const [query, message] of cases) {
      const res = await get("/api/view_products").query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const repeated = await get("/api/view_products?search=a&search=b").expect(400);
    expect(repeated.body.message).toMatch(/search/);
  });

  it("when the count for a filter was taken, then it is reused within the TTL and a short last page corrects it", async () => {
    const { category, brandId, categoryId } = await shelf();
    for (let i = 0; i < 4; i += 1) await createProduct(ctx.prisma, { brandId, categoryId });
    expect((await list({ category: category.name, limit: 2 })).total).toBe(4);
    await createProduct(ctx.prisma, { brandId, categoryId });
    // Documented trade-off: the page itself is fresh, the total may lag by up to the TTL.
    const cached = await list({ category: category.name, limit: 2 });
    expect(cached.total).toBe(4);
    // The last page is shorter than the limit, so it proves the exact total and refreshes the cache.
    const last = await list({ category: category.name, limit: 2, page: 3 });
    expect(last.products).toHaveLength(1);
    expect(last.total).toBe(5);
    expect((await list({ category: category.name, limit: 2 })).total).toBe(5);
  });
});

describe("count cache", () => {
  it("when the same filter is asked within the TTL, then it counts once; after the TTL it counts again", async () => {
    let clock = 0;
    const cache = createTotalCache({ ttlMs: 30_000, now: () => clock });
    let counts = 0;
    const compute = async () => {
      counts += 1;
      return 42;
    };
    const concurrent = await Promise.all([cache.get("k", compute), cache.get("k", compute)]);
    expect(concurrent).toEqual([42, 42]);
    clock = 29_999;
    expect(await cache.get("k", compute)).toBe(42);
    expect(counts).toBe(1);
    clock = 30_000;
    await cache.get("k", compute);
    expect(counts).toBe(2);
  });

  it("when a count fails or the cache is full, then the failure is not kept and the oldest entry goes", async () => {
    const cache = createTotalCache({ maxEntries: 2 });
    await expect(cache.get("bad", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("bad", async () => 1)).toBe(1);
    cache.set("a", 2);
    cache.set("b", 3);
    expect(cache.size).toBe(2);
    let recounted = false;
    await cache.get("bad", async () => {
      recounted = true;
      return 9;
    });
    expect(recounted).toBe(true);
  });
});

describe("edit_product", () => {
  it("when the product has reviews, then it comes with average, count and the 5-to-1 distribution", async () => {
    const product = await createProduct(ctx.prisma, { priceFils: 19_999, discountPercentage: 10 });
    const ratings = [5, 5, 4, 1];
    for (const rating of ratings) {
      const user = await createCustomer(ctx.prisma);
      await ctx.prisma.productReview.create({
        data: { productId: product.id, userId: user.id, rating, comment: "ok" },
      });
    }
    await ctx.prisma.product.update({
      where: { id: product.id },
      data: { ratingCount: 4, ratingSum: 15 },
    });
    const res = await get(`/api/edit_product/${product.id}/`).expect(200);
    const body = ProductDetailSchema.parse(res.body);
    expect(body).toMatchObject({
      id: product.id,
      // 199.99 less 10% (19.999, rounded to 20.00) is 179.99.
      price: 179.99,
      original_price: 199.99,
      discounted_price: 179.99,
      discount_percentage: 10,
      average_rating: 3.8,
      review_count: 4,
    });
    expect(body.ratings).toEqual({
      average: 3.8,
      count: 4,
      distribution: [
        { stars: 5, count: 2, percentage: 50 },
        { stars: 4, count: 1, percentage: 25 },
        { stars: 3, count: 0, percentage: 0 },
        { stars: 2, count: 0, percentage: 0 },
        { stars: 1, count: 1, percentage: 25 },
      ],
    });
  });

  it("when the product has no reviews, then the rating is 0 with an empty distribution", async () => {
    const product = await createProduct(ctx.prisma);
    const body = ProductDetailSchema.parse((await get(`/api/edit_product/${product.id}`).expect(200)).body);
    expect(body.average_rating).toBe(0);
    expect(body.ratings.count).toBe(0);
    expect(body.ratings.distribution.map((b) => b.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it("when the id is unknown, then 404 with a message; a malformed id is 400", async () => {
    const missing = await get("/api/edit_product/2147483000/").expect(404);
    expect(missing.body.message).toBe("Product not found");
    expect((await get("/api/edit_product/abc/").expect(400)).body.message).toMatch(/id/);
    expect((await get("/api/edit_product/99999999999/").expect(400)).body.message).toMatch(/id/);
  });

  it("when someone tries to change a product through the store API, then there is no such endpoint", async () => {
    const product = await createProduct(ctx.prisma, { priceFils: 5_000 });
    await request(ctx.app).put(`/api/edit_product/${product.id}/`).send({ price: 1 }).expect(404);
    await request(ctx.app).post(`/api/edit_product/${product.id}/`).send({ price: 1 }).expect(404);
    const row = await ctx.prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.priceFils).toBe(5_000);
  });
});

describe("promotions, brands and categories", () => {
  it("when products are promoted, then deals list them biggest discount first with max_discount", async () => {
    const small = await createProduct(ctx.prisma, {
      promoted: true,
      discountPercentage: 15,
      priceFils: 2_000,
    });
    const big = await createProduct(ctx.prisma, { promoted: true, discountPercentage: 40, priceFils: 1_099 });
    await createProduct(ctx.prisma, { discountPercentage: 90 });
    await ctx.prisma.product.update({ where: { id: big.id }, data: { ratingCount: 3, ratingSum: 14 } });
    const body = PromotedProductsResponseSchema.parse(
      (await get("/api/view_promoted_products").expect(200)).body,
    );
    expect(body.max_discount).toBe(40);
    expect(body.promoted_products.map((p) => p.id)).toEqual([big.id, small.id]);
    // 10.99 at 40% off: 1099 - round(439.6) = 659 fils.
    expect(body.promoted_products[0]).toEqual({
      id: big.id,
      name: big.name,
      image: servedAt(big.image),
      discounted_price: 6.59,
      original_price: 10.99,
      discount_percentage: 40,
      average_rating: 4.7,
      review_count: 3,
    });
    // A product nobody has reviewed says so: no rating to show.
    expect(body.promoted_products[1]).toMatchObject({ average_rating: 0, review_count: 0 });
  });

  it("when a brand is promoted, then its products are in promoted_brands_products and others are not", async () => {
    const promoted = await createBrand(ctx.prisma, { promoted: true });
    const inBrand = await createProduct(ctx.prisma, { brandId: promoted.id });
    const other = await createProduct(ctx.prisma);
    const body = PromotedBrandsProductsResponseSchema.parse(
      (await get("/api/promoted_brands_products").expect(200)).body,
    );
    const ids = body.promoted_brands_products.map((p) => p.id);
    expect(ids).toContain(inBrand.id);
    expect(ids).not.toContain(other.id);
  });

  it("when brands and categories exist, then view_brand and view_category list them with id and name", async () => {
    const late = await createBrand(ctx.prisma, { name: uniqueName("Zz last") });
    const brand = await createBrand(ctx.prisma, { name: uniqueName("Aa first") });
    const category = await createCategory(ctx.prisma, { position: -1 });
    const brands = BrandsResponseSchema.parse((await get("/api/view_brand").expect(200)).body).brands;
    expect(brands).toContainEqual({ id: brand.id, name: brand.name });
    const ids = brands.map((b) => b.id);
    expect(ids.indexOf(brand.id)).toBeLessThan(ids.indexOf(late.id));
    const categories = CategoriesResponseSchema.parse(
      (await get("/api/view_category").expect(200)).body,
    ).categories;
    expect(categories[0]).toEqual({
      id: category.id,
      name: category.name,
      image: servedAt(PLACEHOLDER_IMAGE),
    });
  });

  it("when a category has its own image, then view_category sends it; without one, the placeholder", async () => {
    const own = await createCategory(ctx.prisma, { position: -3, image: "/img/categories/own.svg" });
    const empty = await createCategory(ctx.prisma, { position: -2, image: "" });
    const categories = CategoriesResponseSchema.parse(
      (await get("/api/view_category").expect(200)).body,
    ).categories;
    expect(categories.slice(0, 2)).toEqual([
      { id: own.id, name: own.name, image: servedAt("/img/categories/own.svg") },
      { id: empty.id, name: empty.name, image: servedAt(PLACEHOLDER_IMAGE) },
    ]);
  });
});
