import {
  API,
  BrandsResponseSchema,
  CategoriesResponseSchema,
  ProductDetailSchema,
  ProductListResponseSchema,
  PromotedProductsResponseSchema,
} from "@carcare/contracts";
import { LANGUAGE_COOKIE } from "@carcare/contracts/constants";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createBrand, createCategory, createProduct } from "../../../test/factories-catalog.js";
import {
  createPlan,
  createService,
  createServiceCategory,
  createSubscription,
  dayOffset,
} from "../../../test/factories-services.js";
import { featureRouters } from "../../app.js";
import { inProcessCaller } from "../../lib/in-process.js";
import type { NotifyListener } from "../../lib/notify.js";

// The catalogue in two languages (issue 27, points 3 and 5): Arabic texts in the same fields when the
// request asks for Arabic and the text exists, English otherwise; Arabic search with normalisation.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PAGE_CACHE_SECONDS: "60" });
});
afterAll(() => ctx.close());

const inArabic = { "Accept-Language": "ar-AE,ar;q=0.9,en;q=0.5" };
const get = (path: string, headers: Record<string, string> = {}) => request(ctx.app).get(path).set(headers);

/** A shelf of this test's own, with an Arabic category name, and one product with Arabic texts. */
async function arabicShelf() {
  const brand = await createBrand(ctx.prisma);
  await ctx.prisma.brand.update({ where: { id: brand.id }, data: { nameAr: `${brand.name} بالعربية` } });
  const category = await createCategory(ctx.prisma);
  await ctx.prisma.category.update({
    where: { id: category.id },
    data: { nameAr: `فئة ${category.id}` },
  });
  const product = await createProduct(ctx.prisma, {
    brandId: brand.id,
    categoryId: category.id,
    name: "Bosch Aerotwin Wiper Blade 24 in",
    description: "A flat blade for a clean sweep.",
  });
  await ctx.prisma.product.update({
    where: { id: product.id },
    data: { nameAr: "ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة", descriptionAr: "شفرة مسطحة لمسح نظيف." },
  });
  return { brand, category, product, categoryAr: `فئة ${category.id}`, brandAr: `${brand.name} بالعربية` };
}

describe("catalogue answers in the request's language", () => {
  it("when a listing is asked for in Arabic (Accept-Language or the language cookie), then names, brand, category and description are Arabic; without either, English", async () => {
    const { brand, category, product, categoryAr, brandAr } = await arabicShelf();
    const english = ProductListResponseSchema.parse(
      (await get(`/api/view_products?category=${encodeURIComponent(category.name)}`).expect(200)).body,
    );
    expect(english.products[0]).toMatchObject({
      id: product.id,
      name: "Bosch Aerotwin Wiper Blade 24 in",
      description: "A flat blade for a clean sweep.",
      brand: brand.name,
      category_name: category.name,
    });

    const byHeader = ProductListResponseSchema.parse(
      (await get(`/api/view_products?category=${encodeURIComponent(category.name)}`, inArabic).expect(200))
        .body,
    );
    const byCookie = ProductListResponseSchema.parse(
      (
        await get(`/api/view_products?category=${encodeURIComponent(category.name)}`, {
          Cookie: `${LANGUAGE_COOKIE}=ar`,
          "Accept-Language": "en",
        }).expect(200)
      ).body,
    );
    for (const arabic of [byHeader, byCookie]) {
      expect(arabic.products[0]).toMatchObject({
        id: product.id,
        name: "ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة",
        description: "شفرة مسطحة لمسح نظيف.",
        brand: brandAr,
        category_name: categoryAr,
      });
      // Prices and counts do not change with the language.
      // (The image's host is the one supertest called, a new port per request.)
      const rest = { name: "", description: "", brand: "", category_name: "", image: "" };
      expect({ ...arabic.products[0], ...rest }).toEqual({ ...english.products[0], ...rest });
    }
    // The English cookie wins over an Arabic Accept-Language.
    const cookieEnglish = await get(`/api/view_products?category=${encodeURIComponent(category.name)}`, {
      ...inArabic,
      Cookie: `${LANGUAGE_COOKIE}=en`,
    }).expect(200);
    expect(cookieEnglish.body.products[0].name).toBe("Bosch Aerotwin Wiper Blade 24 in");
  });

  it("when a product has no Arabic text, then Arabic answers carry its English name and description, never a blank", async () => {
    const category = await createCategory(ctx.prisma);
    const plain = await createProduct(ctx.prisma, { categoryId: category.id, name: "Plain Wax 500 ml" });
    const blank = await createProduct(ctx.prisma, { categoryId: category.id, name: "Blank Arabic Wax" });
    await ctx.prisma.product.update({ where: { id: blank.id }, data: { nameAr: " ", descriptionAr: "" } });
    const body = ProductListResponseSchema.parse(
      (await get(`/api/view_products?category=${encodeURIComponent(category.name)}`, inArabic).expect(200))
        .body,
    );
    const byId = new Map(body.products.map((p) => [p.id, p]));
    expect(byId.get(plain.id)).toMatchObject({ name: "Plain Wax 500 ml", description: plain.description });
    expect(byId.get(plain.id)?.category_name).toBe(category.name);
    expect(byId.get(blank.id)).toMatchObject({ name: "Blank Arabic Wax", description: blank.description });
  });

  it("when the product page, brands, categories and deals are asked for in Arabic, then they are Arabic", async () => {
    const { brand, category, product, categoryAr, brandAr } = await arabicShelf();
    await ctx.prisma.product.update({
      where: { id: product.id },
      data: { promoted: true, discountPercentage: 90 },
    });

    const detail = ProductDetailSchema.parse(
      (await get(`/api/edit_product/${product.id}`, inArabic).expect(200)).body,
    );
    expect(detail).toMatchObject({
      name: "ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة",
      brand: brandAr,
      category_name: categoryAr,
    });
    const detailEn = ProductDetailSchema.parse(
      (await get(`/api/edit_product/${product.id}`).expect(200)).body,
    );
    expect(detailEn).toMatchObject({ name: "Bosch Aerotwin Wiper Blade 24 in", brand: brand.name });

    const brands = BrandsResponseSchema.parse((await get("/api/view_brand", inArabic).expect(200)).body);
    expect(brands.brands.find((b) => b.id === brand.id)?.name).toBe(brandAr);
    const brandsEn = BrandsResponseSchema.parse((await get("/api/view_brand").expect(200)).body);
    expect(brandsEn.brands.find((b) => b.id === brand.id)?.name).toBe(brand.name);
    // The order is the English one in both languages.
    expect(brands.brands.map((b) => b.id)).toEqual(brandsEn.brands.map((b) => b.id));

    const categories = CategoriesResponseSchema.parse(
      (await get("/api/view_category", inArabic).expect(200)).body,
    );
    expect(categories.categories.find((c) => c.id === category.id)?.name).toBe(categoryAr);

    const deals = PromotedProductsResponseSchema.parse(
      (await get("/api/view_promoted_products", inArabic).expect(200)).body,
    );
    expect(deals.promoted_products.find((p) => p.id === product.id)?.name).toBe(
      "ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة",
    );
  });

  it("when an Arabic page filters by the Arabic category or brand name it shows, then the listing finds the products", async () => {
    const { product, categoryAr, brandAr } = await arabicShelf();
    const byCategory = await get(
      `/api/view_products?category=${encodeURIComponent(categoryAr)}`,
      inArabic,
    ).expect(200);
    expect(byCategory.body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const byBrand = await get(`/api/view_products?brand=${encodeURIComponent(brandAr)}`, inArabic).expect(
      200,
    );
    expect(byBrand.body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(byBrand.body.total).toBe(1);
  });

  it("when public catalogue answers are sent, then they vary by Accept-Language and Cookie, and an English and an Arabic copy of the same address never mix", async () => {
    const { product } = await arabicShelf();
    const path = `/api/edit_product/${product.id}`;
    for (let i = 0; i < 2; i += 1) {
      const en = await get(path).expect(200);
      const ar = await get(path, inArabic).expect(200);
      expect(en.body.name).toBe("Bosch Aerotwin Wiper Blade 24 in");
      expect(ar.body.name).toBe("ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة");
      for (const res of [en, ar]) {
        expect(res.headers["cache-control"]).toMatch(/^public/);
        expect(res.headers.vary).toMatch(/Accept-Language/);
        expect(res.headers.vary).toMatch(/Cookie/);
      }
      expect(ar.headers.etag).not.toBe(en.headers.etag);
    }
    // An Arabic client revalidating with the English copy's tag gets the Arabic answer, not a 304.
    const en = await get(path).expect(200);
    const revalidated = await get(path, { ...inArabic, "If-None-Match": en.headers.etag as string }).expect(
      200,
    );
    expect(revalidated.body.name).toBe("ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة");
  });

  it("when the API keeps copies of public answers in memory, then an English and an Arabic copy of the same address are kept apart", async () => {
    // A listener that keeps copies and never hears a change: what is answered next is the kept copy.
    const deaf: NotifyListener = {
      listening: true,
      on: () => () => undefined,
      onReset: () => () => undefined,
      announce: () => undefined,
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const app = createApp({ ...ctx.deps, notify: deaf });
    const { product } = await arabicShelf();
    const path = `/api/edit_product/${product.id}`;
    const name = async (headers: Record<string, string>) =>
      // One Host: supertest calls a new port each time, and the copies are kept per address.
      (
        await request(app)
          .get(path)
          .set({ Host: "shop.example", ...headers })
          .expect(200)
      ).body.name as string;
    expect(await name({})).toBe("Bosch Aerotwin Wiper Blade 24 in");
    expect(await name(inArabic)).toBe("ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة");
    await ctx.prisma.product.update({
      where: { id: product.id },
      data: { name: "Renamed", nameAr: "اسم جديد" },
    });
    // Both are kept copies (the rename is not shown), each in its own language.
    expect(await name({})).toBe("Bosch Aerotwin Wiper Blade 24 in");
    expect(await name({ Cookie: `${LANGUAGE_COOKIE}=ar` })).toBe("ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة");
    expect(await name(inArabic)).toBe("ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة");
    expect(await name({ Cookie: `${LANGUAGE_COOKIE}=en`, ...inArabic })).toBe(
      "Bosch Aerotwin Wiper Blade 24 in",
    );
  });

  it("when an answer is declared public (the store's contacts), then it varies by Accept-Language and Cookie too", async () => {
    const res = await get("/api/store_info").expect(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it("when the pages read the same visitors' listing in English then in Arabic, then each language gets its own kept copy", async () => {
    const { category, product } = await arabicShelf();
    const callerFor = inProcessCaller(featureRouters(ctx.deps));
    const read = async (language: "en" | "ar") =>
      ProductListResponseSchema.parse(
        await callerFor(
          null,
          "http://shop.example",
          language,
        )(API.viewProducts, {
          query: { category: category.name, limit: "9" },
        }),
      ).products.map((p) => [p.id, p.name]);
    expect(await read("en")).toEqual([[product.id, "Bosch Aerotwin Wiper Blade 24 in"]]);
    expect(await read("ar")).toEqual([[product.id, "ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة"]]);
    // Kept (PAGE_CACHE_SECONDS): a rename shows in neither language until the copies expire.
    await ctx.prisma.product.update({
      where: { id: product.id },
      data: { name: "Renamed", nameAr: "اسم جديد" },
    });
    expect(await read("en")).toEqual([[product.id, "Bosch Aerotwin Wiper Blade 24 in"]]);
    expect(await read("ar")).toEqual([[product.id, "ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة"]]);
  });
});

describe("Arabic search", () => {
  /** Products with these Arabic names on a category of their own; searching finds within it. */
  async function searchShelf(names: string[]) {
    const category = await createCategory(ctx.prisma);
    const products = [];
    for (const [i, nameAr] of names.entries()) {
      const product = await createProduct(ctx.prisma, { categoryId: category.id, name: `Searchable ${i}` });
      await ctx.prisma.product.update({ where: { id: product.id }, data: { nameAr } });
      products.push(product);
    }
    const search = async (text: string, headers: Record<string, string> = inArabic) =>
      (
        await get(
          `/api/view_products?category=${encodeURIComponent(category.name)}&search=${encodeURIComponent(text)}`,
          headers,
        ).expect(200)
      ).body as { products: { id: number; name: string }[]; total: number };
    return { products, search };
  }

  it("when the stored name has diacritics (tashkeel), then a search without them finds it, and the other way round", async () => {
    const { products, search } = await searchShelf(["مُعطّر سيارة بالفانيلا", "ملمع إطارات"]);
    expect((await search("معطر")).products.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await search("مُعَطِّر")).products.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await search("معطر")).products[0]?.name).toBe("مُعطّر سيارة بالفانيلا");
  });

  it("when a name or the search has a hamza or madda alef form, then plain alef matches it", async () => {
    const { products, search } = await searchShelf(["إطار احتياطي كامل", "مرآة جانبية", "ٱختبار الوصلة"]);
    expect((await search("اطار")).products.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await search("أطار")).products.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await search("مراه")).products.map((p) => p.id)).toEqual([products[1]!.id]);
    expect((await search("اختبار")).products.map((p) => p.id)).toEqual([products[2]!.id]);
  });

  it("when a name ends in taa marbuta, then haa matches it, and the other way round", async () => {
    const { products, search } = await searchShelf(["شاحن سيارة سريع", "فرشاه تنظيف"]);
    expect((await search("سياره")).products.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await search("فرشاة")).products.map((p) => p.id)).toEqual([products[1]!.id]);
  });

  it("when a name has alef maqsura, then yaa matches it, and the other way round", async () => {
    const { products, search } = await searchShelf(["غطاء مقوى للمقاعد", "زيت محرك ذهبي"]);
    expect((await search("مقوي")).products.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await search("ذهبى")).products.map((p) => p.id)).toEqual([products[1]!.id]);
  });

  it("when a name or the search is stretched with tatweel, then the plain word matches it", async () => {
    const { products, search } = await searchShelf(["شمـــع حماية", "منظف زجاج"]);
    expect((await search("شمع")).products.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await search("منـظـف")).products.map((p) => p.id)).toEqual([products[1]!.id]);
  });

  it("when an English client searches in Arabic, or an Arabic client in English, then the product is found (names in either language match), answered in the client's language", async () => {
    const { products, search } = await searchShelf(["ملمع إطارات لامع"]);
    const english = await search("ملمع", {});
    expect(english.products.map((p) => [p.id, p.name])).toEqual([[products[0]!.id, "Searchable 0"]]);
    expect(english.total).toBe(1);
    const arabic = await search("searchable");
    expect(arabic.products.map((p) => [p.id, p.name])).toEqual([[products[0]!.id, "ملمع إطارات لامع"]]);
    expect((await search("لا يوجد")).products).toEqual([]);
  });

  it("when a search in Arabic text has punctuation, then it separates words and is otherwise ignored, as in English", async () => {
    const { search } = await searchShelf(["مزيل بقع 100%"]);
    expect((await search("%بقع")).products).toHaveLength(1);
    expect((await search("بقع 100%")).products).toHaveLength(1);
    expect((await search("بقع_100")).products).toHaveLength(1);
    expect((await search("%_")).total).toBe(0);
  });
});

describe("plans, vendors, cart and wishlist in the request's language", () => {
  it("when plans are asked for in Arabic, then name and description are Arabic where present, else English", async () => {
    const arabic = await createPlan(ctx.prisma, { name: "Gold Wash", durationMonths: 6 });
    await ctx.prisma.plan.update({
      where: { id: arabic.id },
      data: { nameAr: "غسيل ذهبي", descriptionHtmlAr: "<ul><li>غسيل خارجي أسبوعي</li></ul>" },
    });
    const plain = await createPlan(ctx.prisma, { name: "Silver Wash", durationMonths: 12 });
    const ar = (await get("/api/view_plans", inArabic).expect(200)).body.plan as {
      id: number;
      name: string;
      description: string;
    }[];
    expect(ar.find((p) => p.id === arabic.id)).toMatchObject({
      name: "غسيل ذهبي",
      description: "<ul><li>غسيل خارجي أسبوعي</li></ul>",
    });
    expect(ar.find((p) => p.id === plain.id)).toMatchObject({ name: "Silver Wash" });
    const en = (await get("/api/view_plans").expect(200)).body.plan as { id: number; name: string }[];
    expect(en.find((p) => p.id === arabic.id)?.name).toBe("Gold Wash");
  });

  it("when vendors and their categories are asked for in Arabic, then name, address, details and category are Arabic where present", async () => {
    const category = await createServiceCategory(ctx.prisma, { name: "Tinting" });
    await ctx.prisma.serviceCategory.update({ where: { id: category.id }, data: { nameAr: "تظليل" } });
    const vendor = await createService(ctx.prisma, { categoryId: category.id, vendorName: "Falcon Tint" });
    await ctx.prisma.service.update({
      where: { id: vendor.id },
      data: {
        vendorNameAr: "فالكون للتظليل",
        addressAr: "محل 4، م-12، المصفح، أبوظبي",
        detailsAr: "تظليل زجاج",
      },
    });
    const plain = await createService(ctx.prisma, { categoryId: category.id, vendorName: "Plain Tint" });

    const one = (await get(`/api/view_single_service_user/${vendor.id}`, inArabic).expect(200)).body.service;
    expect(one).toMatchObject({
      vendor_name: "فالكون للتظليل",
      address: "محل 4، م-12، المصفح، أبوظبي",
      service_details: "تظليل زجاج",
      service_category: "تظليل",
    });
    const oneEn = (await get(`/api/view_single_service_user/${vendor.id}`).expect(200)).body.service;
    expect(oneEn).toMatchObject({ vendor_name: "Falcon Tint", service_category: "Tinting" });

    const all = (await get("/api/view_service_user", inArabic).expect(200)).body.services as {
      id: number;
      vendor_name: string;
      address: string;
    }[];
    expect(all.find((s) => s.id === plain.id)).toMatchObject({
      vendor_name: "Plain Tint",
      address: "Shop 4, M-12, Mussafah, Abu Dhabi",
    });
    const categories = (await get("/api/view_service_categories_user", inArabic).expect(200)).body
      .service_categories as { id: number; name: string }[];
    expect(categories.find((c) => c.id === category.id)?.name).toBe("تظليل");
  });

  it("when a customer's cart, wishlist and subscription are read in Arabic, then product, plan and vendor names are Arabic", async () => {
    const { product } = await arabicShelf();
    const user = await createCustomer(ctx.prisma);
    const agent = await loginAgent(ctx.app, user);
    await agent.post(`/api/add_to_cart/${product.id}`).send({}).expect(200);
    await agent.post(`/api/add_to_wishlist/${product.id}`).send({}).expect(200);

    const cartAr = await agent.get("/api/display_cart").set(inArabic).expect(200);
    expect(cartAr.body.cart_items[0].product_name).toBe("ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة");
    const cartEn = await agent.get("/api/display_cart").expect(200);
    expect(cartEn.body.cart_items[0].product_name).toBe("Bosch Aerotwin Wiper Blade 24 in");
    const wishAr = await agent.get("/api/wishlist_items").set("Cookie", `${LANGUAGE_COOKIE}=ar`).expect(200);
    expect(wishAr.body.wishlist_items[0].product_name).toBe("ممسحة زجاج Bosch Aerotwin مقاس 24 بوصة");

    const plan = await createPlan(ctx.prisma, { name: "Care Plus" });
    await ctx.prisma.plan.update({ where: { id: plan.id }, data: { nameAr: "العناية بلس" } });
    const vendor = await createService(ctx.prisma, { vendorName: "Desert Wash" });
    await ctx.prisma.service.update({ where: { id: vendor.id }, data: { vendorNameAr: "غسيل الصحراء" } });
    await createSubscription(ctx.prisma, {
      userId: user.id,
      planId: plan.id,
      startDate: dayOffset(-1),
      endDate: dayOffset(30),
      vendorIds: [vendor.id],
    });
    const status = await agent.get("/api/get_subscription_status").set(inArabic).expect(200);
    expect(status.body.plan.name).toBe("العناية بلس");
    expect(status.body.vendors[0].name).toBe("غسيل الصحراء");
  });
});
