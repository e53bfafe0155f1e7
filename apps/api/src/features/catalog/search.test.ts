import {
  ProductListResponseSchema,
  SEARCH_SUGGESTIONS_PRODUCTS,
  SearchSuggestionsResponseSchema,
} from "@carcare/contracts";
import { seedDemoData } from "@carcare/db";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createBrand, createCategory, createProduct } from "../../../test/factories-catalog.js";
import { pruneSearchMisses } from "./repository.js";

// Search as shoppers type it (issue 28), on the demo catalogue the store starts with.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.prisma);
});
afterAll(() => ctx.close());

async function search(text: string, query: Record<string, string | number> = {}, language?: string) {
  const req = request(ctx.app)
    .get("/api/view_products")
    .query({ search: text, limit: 6, ...query });
  if (language) req.set("Accept-Language", language);
  const res = await req.expect(200);
  return ProductListResponseSchema.parse(res.body);
}

async function suggest(q: string, language?: string) {
  const req = request(ctx.app).get("/api/search_suggestions").query({ q });
  if (language) req.set("Accept-Language", language);
  const res = await req.expect(200);
  return SearchSuggestionsResponseSchema.parse(res.body);
}

const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

/** The demo products whose English name matches, as the shopper means them. */
async function demoNames(pattern: RegExp): Promise<string[]> {
  const rows = await ctx.prisma.product.findMany({ select: { name: true } });
  return rows.map((row) => row.name).filter((name) => pattern.test(name));
}

async function missCount(text: string): Promise<number> {
  const row = await ctx.prisma.searchMiss.findUnique({ where: { query: text } });
  return row?.count ?? 0;
}

describe("search on the demo catalogue", () => {
  it("when a shopper types a plural, a word written together, the other spelling or no apostrophe, then the products meant come first", async () => {
    const wipers = await search("wipers");
    const wiperBlades = await demoNames(/wiper blade/i);
    expect(wiperBlades.length).toBeGreaterThanOrEqual(2);
    expect(names(wipers).slice(0, wiperBlades.length).sort()).toEqual(wiperBlades.sort());
    expect(wipers.search).toEqual({ match: "all" });

    const dashCams = await demoNames(/dash cam/i);
    expect(dashCams.length).toBeGreaterThanOrEqual(3);
    for (const text of ["dashcam", "dash cam", "dashcams", "Dash-Cam"]) {
      expect(
        names(await search(text))
          .slice(0, dashCams.length)
          .sort(),
      ).toEqual([...dashCams].sort());
    }

    // tire is the American tyre (a shipped synonym); the tyre products rank first.
    const tyres = await demoNames(/\btyre\b/i);
    expect(tyres.length).toBeGreaterThanOrEqual(3);
    expect(
      names(await search("tire"))
        .slice(0, tyres.length)
        .sort(),
    ).toEqual(tyres.sort());

    const meguiars = await demoNames(/^Meguiar's/);
    expect(meguiars).toHaveLength(6);
    for (const text of ["meguiars", "Meguiar's", "MEGUIARS"]) {
      expect(names(await search(text)).sort()).toEqual([...meguiars].sort());
    }
  });

  it("when a brand or a word has one or two wrong letters, then the closest catalogue word is searched and named", async () => {
    const bosch = await demoNames(/^Bosch /);
    const bosh = await search("bosh", { limit: 12 });
    expect(names(bosh).sort()).toEqual(bosch.sort());
    expect(bosh.search).toEqual({ match: "all", corrected: "bosch" });

    const mequiars = await search("mequiars");
    expect(mequiars.search).toEqual({ match: "all", corrected: "meguiars" });
    expect(names(mequiars).every((name) => name.startsWith("Meguiar's"))).toBe(true);

    // A wrong letter is likelier than a missing one: sparko is Sparco (not spark), seet is seat.
    const seat = await search("sparko seet covr");
    expect(seat.search).toEqual({ match: "all", corrected: "sparco seat cover" });
    expect(names(seat).every((name) => /^Sparco .*Seat Cover/.test(name))).toBe(true);
  });

  it("when words are written together or apart, with punctuation, or as a synonym, then they find the same products", async () => {
    const apart = names(await search("jump starter")).sort();
    expect(apart.length).toBeGreaterThanOrEqual(2);
    expect(names(await search("jumpstarter")).sort()).toEqual(apart);
    expect(names(await search("booster")).sort()).toEqual(apart);

    const filters = names(await search("k&n filter"));
    expect(filters.slice(0, 2).every((name) => name.startsWith("K&N"))).toBe(true);
    expect(
      names(await search("kn filter"))
        .slice(0, 2)
        .sort(),
    ).toEqual(filters.slice(0, 2).sort());

    const oil = await demoNames(/5W-30/);
    expect(oil.length).toBeGreaterThan(0);
    expect(names(await search("5w30"))).toEqual(expect.arrayContaining(oil));

    // A holder is a mount: both phone holders and phone mounts.
    const phone = names(await search("phone holder"));
    expect(phone.some((name) => /Mount/.test(name)) && phone.some((name) => /Holder/.test(name))).toBe(true);
  });

  it("when a shopper types only the beginning of a word, then the words it begins are found, as the old contains-search did", async () => {
    const wip = await search("wip");
    expect(wip.search).toEqual({ match: "all" });
    expect(
      names(wip)
        .slice(0, 2)
        .every((name) => /Wiper Blade/.test(name)),
    ).toBe(true);
    expect(names(await search("bosch wip")).every((name) => /^Bosch .*Wiper/.test(name))).toBe(true);
  });

  it("when an operator adds a synonym group, then the next search reads it", async () => {
    expect((await search("glasscleaner")).total).toBeGreaterThan(0); // written together in the names
    expect((await search("windowspray")).search?.match).not.toBe("all");
    await ctx.prisma.searchSynonym.create({ data: { terms: ["windowspray", "glasscleaner"] } });
    const found = await search("windowspray");
    expect(found.search).toEqual({ match: "all" });
    expect(names(found).some((name) => /Glass Cleaner/.test(name))).toBe(true);
  });

  it("when a name and a description both mention a word, then the name's product ranks first", async () => {
    const brand = await createBrand(ctx.prisma, { name: "Rankwell" });
    const category = await createCategory(ctx.prisma, { name: "Rank Tests" });
    const inDescription = await createProduct(ctx.prisma, {
      brandId: brand.id,
      categoryId: category.id,
      name: "Plain Sponge",
      description: "Leaves no zeppelinwax residue",
    });
    const inName = await createProduct(ctx.prisma, {
      brandId: brand.id,
      categoryId: category.id,
      name: "Zeppelinwax Paste",
      description: "A paste",
    });
    const found = await search("zeppelinwax");
    expect(found.products.map((p) => p.id)).toEqual([inName.id, inDescription.id]);
    // Sorting by price still sorts by price.
    const cheapFirst = await search("zeppelinwax", { sort: "asc" });
    expect(cheapFirst.products).toHaveLength(2);
  });

  it("when an Arabic word is typed with or without its article, then Arabic names are found", async () => {
    const wiperAr = await ctx.prisma.product.findFirst({
      where: { name: { contains: "Wiper" }, nameAr: { not: null } },
    });
    expect(wiperAr?.nameAr).toBeTruthy();
    const word = wiperAr!.nameAr!.split(" ").find((part) => part.length >= 4)!;
    const found = await search(word, {}, "ar");
    expect(found.products.map((p) => p.id)).toContain(wiperAr!.id);
    const withArticle = await search(`ال${word}`, {}, "ar");
    expect(withArticle.products.map((p) => p.id)).toContain(wiperAr!.id);
  });

  it("when nothing matches every word, then the closest matches come with match some, and the miss is counted once per plain first page", async () => {
    const before = await missCount("bosch carnauba");
    const closest = await search("Bosch  Carnauba!");
    expect(closest.search).toEqual({ match: "some" });
    expect(closest.total).toBeGreaterThan(0);
    expect(await missCount("bosch carnauba")).toBe(before + 1);
    // The second page, or a search with a filter, is not another miss.
    await search("bosch carnauba", { page: 2 });
    await search("bosch carnauba", { min_price: 1 });
    expect(await missCount("bosch carnauba")).toBe(before + 1);

    const nothing = await search("qqxzvw");
    expect(nothing).toMatchObject({ total: 0, products: [], search: { match: "none" } });
    expect(await missCount("qqxzvw")).toBe(1);
    // A search that found products, if only through a correction, is not a miss.
    await search("bosh");
    expect(await missCount("bosh")).toBe(0);
    const row = await ctx.prisma.searchMiss.findUnique({ where: { query: "qqxzvw" } });
    expect(Object.keys(row ?? {}).sort()).toEqual(["count", "firstSeen", "lastSeen", "query"]);
  });

  it("when the misses are pruned, then the most recently seen are kept and the rest forgotten", async () => {
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 5; i += 1)
      await ctx.prisma.searchMiss.create({
        data: { query: `prune test ${i}`, lastSeen: new Date(base + i * 1000) },
      });
    const kept = await ctx.prisma.searchMiss.count({ where: { lastSeen: { gt: new Date(base + 4000) } } });
    await pruneSearchMisses(ctx.deps.db, kept + 2);
    const left = await ctx.prisma.searchMiss.findMany({ where: { query: { startsWith: "prune test" } } });
    expect(left.map((row) => row.query).sort()).toEqual(["prune test 3", "prune test 4"]);
  });

  it("when a search is combined with brand, category and price filters and pages, then every filter holds", async () => {
    const all = await search("wax", { limit: 48 });
    expect(all.total).toBeGreaterThan(2);
    const mothers = await search("wax", { brand: "Mothers", limit: 48 });
    expect(mothers.products.length).toBeGreaterThan(0);
    expect(mothers.products.every((p) => p.brand === "Mothers")).toBe(true);
    const exterior = await search("wax", {
      category: "Car Exterior",
      max_price: 100,
      sort: "desc",
      limit: 48,
    });
    expect(exterior.products.every((p) => p.category_name === "Car Exterior" && p.price <= 100)).toBe(true);
    const prices = exterior.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const first = await search("wax", { limit: 2, page: 1 });
    const second = await search("wax", { limit: 2, page: 2 });
    expect(first.total).toBe(all.total);
    expect(second.products.map((p) => p.id)).not.toContain(first.products[0]!.id);
    expect(await search("wax", { brand: "No Such Brand" })).toMatchObject({
      total: 0,
      search: { match: "none" },
    });
  });

  it("when a search is only punctuation, stop words or hostile text, then it answers 200 and finds nothing, never a 500", async () => {
    for (const text of ["'", "the", "!|&()", "\\", ":*", "of the"]) {
      const body = await search(text);
      expect(body.search?.match).toBe("none");
    }
    // Query syntax is never read as such: only the words ("or", "1", "b") are searched for.
    for (const text of ["' OR 1=1 --", "a:* & !b", "x' | 'y"]) await search(text);
    for (const text of ["' OR 1=1 --", "a:* & !b", "x' | 'y"]) await suggest(text);
  });
});

describe("search_suggestions", () => {
  it("when a shopper has typed the beginning of a word, then up to 6 products, the brand and the category are suggested", async () => {
    const meg = await suggest("meg");
    expect(meg.products.length).toBeGreaterThan(0);
    expect(meg.products.length).toBeLessThanOrEqual(SEARCH_SUGGESTIONS_PRODUCTS);
    expect(meg.products.every((p) => p.name.startsWith("Meguiar's"))).toBe(true);
    expect(meg.brands.map((b) => b.name)).toEqual(["Meguiar's"]);
    const product = meg.products[0]!;
    expect(product).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      image: expect.stringMatching(/^http/),
      price: expect.any(Number),
      original_price: expect.any(Number),
      discount_percentage: expect.any(Number),
    });
    expect((await suggest("exteri")).categories.map((c) => c.name)).toEqual(["Car Exterior"]);
    expect(
      names(await suggest("wipe"))
        .slice(0, 2)
        .every((name) => /Wiper Blade/.test(name)),
    ).toBe(true);
  });

  it("when the text is shorter than two characters or blank, then nothing is suggested", async () => {
    for (const q of ["", "w", "  ", " w "]) {
      expect(await suggest(q)).toMatchObject({ products: [], categories: [], brands: [] });
    }
    const res = await request(ctx.app).get("/api/search_suggestions").expect(200);
    expect(res.body.products).toEqual([]);
    await request(ctx.app)
      .get("/api/search_suggestions")
      .query({ q: "a".repeat(101) })
      .expect(400);
  });

  it("when a typed word is misspelt, then suggestions are for the corrected text and say so", async () => {
    const bosh = await suggest("bosh wip");
    expect(bosh.corrected).toBe("bosch wip");
    expect(bosh.brands.map((b) => b.name)).toEqual(["Bosch"]);
    expect(
      names(bosh)
        .slice(0, 2)
        .every((name) => /^Bosch .*Wiper/.test(name)),
    ).toBe(true);
  });

  it("when asked in Arabic, then names are Arabic; and the answer is public and cacheable like the catalogue", async () => {
    const arabic = await suggest("bosch", "ar");
    expect(arabic.products.some((p) => /[\u0600-\u06FF]/.test(p.name))).toBe(true);
    const res = await request(ctx.app).get("/api/search_suggestions").query({ q: "wax" }).expect(200);
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=60,/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });
});
