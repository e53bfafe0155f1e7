import { API, ProductListResponseSchema } from "@carcare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createCustomer } from "../../test/factories.js";
import { createCategory, createProduct } from "../../test/factories-catalog.js";
import { featureRouters } from "../app.js";
import { CallError, inProcessCaller } from "./in-process.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PAGE_CACHE_SECONDS: "60" });
});
afterAll(() => ctx.close());

const listing = API.viewProducts;
const shelfOf = (category: string, extra: Record<string, string> = {}) => ({
  query: { category, limit: "9", ...extra },
});
/** The page loaders' caller over the app's routers, as lib/web.ts hands it to them. */
const callerOf = (context: TestContext) => {
  const callerFor = inProcessCaller(featureRouters(context.deps));
  const storeFor = (userId: number | null) => ({
    listProducts: (input: { query: Record<string, string> }) =>
      callerFor(userId, "http://shop.example")(listing, input),
  });
  return storeFor;
};
const idsOf = (answer: unknown) => ProductListResponseSchema.parse(answer).products.map((p) => p.id);

describe("in-process calls: the visitors' listings for the pages", () => {
  it("when a visitor's listing is read again within PAGE_CACHE_SECONDS, then the first answer is reused, and a customer's read is fresh", async () => {
    const category = await createCategory(ctx.prisma);
    const first = await createProduct(ctx.prisma, { categoryId: category.id });
    const storeFor = callerOf(ctx);

    const before = await storeFor(null).listProducts(shelfOf(category.name));
    expect(idsOf(before)).toEqual([first.id]);
    const added = await createProduct(ctx.prisma, { categoryId: category.id });
    expect(await ctx.prisma.product.count({ where: { categoryId: category.id } })).toBe(2);

    // Another visitor's request (a caller of its own) shares what the first one read: no new product.
    const again = await storeFor(null).listProducts(shelfOf(category.name));
    expect(again).toEqual(before);
    expect(idsOf(again)).toEqual([first.id]);
    const customer = await storeFor(1).listProducts(shelfOf(category.name));
    expect(idsOf(customer)).toEqual([added.id, first.id]);
    expect(ProductListResponseSchema.parse(customer).total).toBe(2);
  });

  it("when a visitor's listing has search text or leaves a product out, then it is read every time", async () => {
    const category = await createCategory(ctx.prisma);
    const named = await createProduct(ctx.prisma, { categoryId: category.id, name: "Shelfcheck Wax" });
    const storeFor = callerOf(ctx);
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
      const storeFor = callerOf(uncached);

      expect(idsOf(await storeFor(null).listProducts(shelfOf(category.name)))).toEqual([first.id]);
      const added = await createProduct(uncached.prisma, { categoryId: category.id });
      expect(idsOf(await storeFor(null).listProducts(shelfOf(category.name)))).toEqual([added.id, first.id]);
    } finally {
      await uncached.close();
    }
  });
});

describe("in-process calls", () => {
  it("when a visitor calls a private endpoint, then it is refused with the 401 the API answers, and a customer gets their own answer", async () => {
    const customer = await createCustomer(ctx.prisma);
    const callerFor = inProcessCaller(featureRouters(ctx.deps));
    const cart = API.displayCart;

    const refused = await callerFor(null, "http://shop.example")(cart).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CallError);
    expect((refused as CallError).status).toBe(401);
    expect((refused as CallError).body).toEqual({ detail: "Authentication credentials were not provided." });
    expect(await callerFor(customer.id, "http://shop.example")(cart)).toMatchObject({ cart_items: [] });
  });

  it("when the input breaks the endpoint's schema or names nothing, then it is refused with the API's 400 or 404", async () => {
    const callerFor = inProcessCaller(featureRouters(ctx.deps));
    const product = API.editProduct;
    const call = callerFor(null, "http://shop.example");

    const bad = await call(product, { params: { id: "abc" } }).catch((error: unknown) => error);
    expect((bad as CallError).status).toBe(400);
    const missing = await call(product, { params: { id: 2_000_000_000 } }).catch((error: unknown) => error);
    expect((missing as CallError).status).toBe(404);
  });

  it("when an Arabic page's call is refused, then the CallError's body says it in Arabic; an English page's in English", async () => {
    const callerFor = inProcessCaller(featureRouters(ctx.deps));
    const product = API.editProduct;
    const refusal = async (language: "en" | "ar", id: unknown): Promise<CallError> => {
      const refused: unknown = await callerFor(
        null,
        "http://shop.example",
        language,
      )(product, {
        params: { id },
      }).then(
        () => null,
        (error: unknown) => error,
      );
      if (!(refused instanceof CallError)) throw new Error("the call was not refused");
      return refused;
    };

    expect((await refusal("ar", 2_000_000_000)).body).toEqual({
      message: "المنتج غير موجود",
      error: "المنتج غير موجود",
    });
    expect((await refusal("en", 2_000_000_000)).body).toEqual({
      message: "Product not found",
      error: "Product not found",
    });
    const invalid = await refusal("ar", "abc");
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("يجب أن يكون المعرّف عددًا صحيحًا");
  });

  it("when a product has an image, then the in-process answer carries it absolute on the page's origin, as over HTTP", async () => {
    const made = await createProduct(ctx.prisma, { image: "/img/products/wax.svg" });
    const callerFor = inProcessCaller(featureRouters(ctx.deps));
    const product = API.editProduct;

    const answer = (await callerFor(null, "https://shop.example")(product, { params: { id: made.id } })) as {
      image: string;
    };
    expect(answer.image).toBe("https://shop.example/img/products/wax.svg");
  });
});
