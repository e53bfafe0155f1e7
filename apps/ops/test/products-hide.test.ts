// `pnpm ops products hide|show` (issue 31 point 3b), seen through the store's own API on the same
// database: a hidden product is gone from every shopper read, cannot be bought, and comes back.
import type { PrismaClient } from "@carcare/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpsTestContext, importExamples, type OpsTestContext } from "./helpers.js";

interface Answer {
  status: number;
  body: unknown;
}
interface Agent {
  get(path: string): PromiseLike<Answer>;
  post(path: string): PromiseLike<Answer> & { send(body: object): PromiseLike<Answer> };
}

/**
 * The store's API as its own tests build it (apps/api/test): createApp on this file's database, and
 * supertest agents logged in through POST /api/UserLogin, loaded by path as subscriptions.test.ts does.
 */
interface ApiTestKit {
  createTestContext(): Promise<{
    app: unknown;
    prisma: PrismaClient;
    databaseUrl: string;
    close(): Promise<void>;
  }>;
  createCustomer(prisma: PrismaClient): Promise<{ id: number; phone: string; password: string }>;
  loginAgent(app: unknown, user: { phone: string; password: string }): Promise<Agent>;
}

async function loadApiTestKit(): Promise<ApiTestKit> {
  const context = new URL("../../api/test/context.ts", import.meta.url).href;
  const factories = new URL("../../api/test/factories.ts", import.meta.url).href;
  const [{ createTestContext }, { createCustomer, loginAgent }] = (await Promise.all([
    import(/* @vite-ignore */ context),
    import(/* @vite-ignore */ factories),
  ])) as [Pick<ApiTestKit, "createTestContext">, Pick<ApiTestKit, "createCustomer" | "loginAgent">];
  return { createTestContext, createCustomer, loginAgent };
}

/** The LISTEN side of the store's change announcements, as every API worker runs it. */
interface NotifyKit {
  createNotifyListener(
    url: string,
    logger: { warn(): void; info(): void },
  ): {
    on(channel: string, handler: (payload: string) => void): () => void;
    ready(): Promise<void>;
    close(): Promise<void>;
  };
  CATALOGUE_CHANNEL: string;
}

const SKU = "ENG-CAS-EDGE-5W30-4L"; // promoted: also on the home page's deals
const OTHER = "ENG-CAS-GTX-10W40-4L";

let kit: ApiTestKit;
let api: Awaited<ReturnType<ApiTestKit["createTestContext"]>>;
let ctx: OpsTestContext;
let agent: Agent;
let customerId: number;
let productId: number;

beforeAll(async () => {
  kit = await loadApiTestKit();
  api = await kit.createTestContext();
  ctx = await createOpsTestContext(api.databaseUrl);
  await importExamples(ctx, ["categories", "brands", "products"]);
  productId = (await api.prisma.product.findUniqueOrThrow({ where: { sku: SKU } })).id;
  const customer = await kit.createCustomer(api.prisma);
  customerId = customer.id;
  const address = await api.prisma.address.create({
    data: {
      userId: customer.id,
      name: "Khalid Ahmed",
      phoneNumber: "+971501110000",
      street: "Airport Road",
      buildingName: "Villa 3",
      floorApartmentNo: "G",
      areaDistrict: "Khalifa City",
      city: "Abu Dhabi",
      state: "Abu Dhabi",
    },
  });
  await api.prisma.user.update({ where: { id: customer.id }, data: { defaultAddressId: address.id } });
  agent = await kit.loginAgent(api.app, customer);
});
afterAll(async () => {
  await ctx.close();
  await api.close();
});

const ids = (list: unknown) => (list as { id: number }[]).map((p) => p.id);

/** Every shopper read that lists products, as the ids each one shows. */
async function shopperReads() {
  const [listing, brand, category, search, suggestions, promoted, brands, pages] = await Promise.all([
    agent.get("/api/view_products?limit=48"),
    agent.get("/api/view_products?brand=Castrol&limit=48"),
    agent.get("/api/view_products?category=Engine%20Oil&sort=asc&limit=48"),
    agent.get("/api/view_products?search=castrol%20edge&limit=48"),
    agent.get("/api/search_suggestions?q=castrol"),
    agent.get("/api/view_promoted_products"),
    agent.get("/api/promoted_brands_products"),
    agent.get("/api/product_pages"),
  ]);
  const answers = [listing, brand, category, search, suggestions, promoted, brands, pages];
  for (const answer of answers) expect(answer.status).toBe(200);
  const listed = listing.body as { products: unknown; total: number };
  return {
    listing: ids(listed.products),
    total: listed.total,
    brand: ids((brand.body as { products: unknown }).products),
    brandTotal: (brand.body as { total: number }).total,
    category: ids((category.body as { products: unknown }).products),
    search: ids((search.body as { products: unknown }).products),
    suggestions: ids((suggestions.body as { products: unknown }).products),
    promoted: ids((promoted.body as { promoted_products: unknown }).promoted_products),
    brands: ids((brands.body as { promoted_brands_products: unknown }).promoted_brands_products),
    pages: ids((pages.body as { pages: unknown }).pages),
  };
}

describe("products hide and show", () => {
  it("when a product is hidden, then the API answers it as unknown, every listing lacks it, it cannot be bought, and show brings it back", async () => {
    // In the customer's cart and wishlist before it is hidden.
    expect((await agent.post(`/api/add_to_cart/${productId}/`)).status).toBe(200);
    expect((await agent.post(`/api/add_to_wishlist/${productId}/`)).status).toBe(200);
    const wishlist = async () =>
      (
        (await agent.get("/api/wishlist_items")).body as { wishlist_items: { product_id: number }[] }
      ).wishlist_items.map((item) => item.product_id);
    expect(await wishlist()).toEqual([productId]);
    const before = await shopperReads();
    for (const list of [
      before.listing,
      before.brand,
      before.category,
      before.search,
      before.suggestions,
      before.promoted,
      before.brands,
      before.pages,
    ])
      expect(list).toContain(productId);

    // The change is announced to every worker at once (payload '*': drop every kept copy).
    const { createNotifyListener, CATALOGUE_CHANNEL } = (await import(
      /* @vite-ignore */ new URL("../../api/src/lib/notify.ts", import.meta.url).href
    )) as NotifyKit;
    const listener = createNotifyListener(api.databaseUrl, { warn: () => {}, info: () => {} });
    const heard: string[] = [];
    listener.on(CATALOGUE_CHANNEL, (payload) => heard.push(payload));
    await listener.ready();

    const hidden = await ctx.ops(["products", "hide", SKU]);
    expect(hidden).toMatchObject({ code: 0, stderr: "" });
    expect(hidden.stdout).toBe(
      "hidden 1 product\nthe store stops showing them now (product page: not found; in carts: out of stock); " +
        "orders, invoices and reviews stay\n",
    );
    await expect.poll(() => heard).toContain("*");
    await listener.close();

    // The product page answers exactly as for a product that does not exist.
    const page = await agent.get(`/api/edit_product/${productId}/`);
    const unknown = await agent.get("/api/edit_product/999999/");
    expect(page.status).toBe(404);
    expect(page.body).toEqual(unknown.body);

    const after = await shopperReads();
    for (const list of [
      after.listing,
      after.brand,
      after.category,
      after.search,
      after.suggestions,
      after.promoted,
      after.brands,
      after.pages,
    ])
      expect(list).not.toContain(productId);
    expect(after.total).toBe(before.total - 1);
    expect(after.brandTotal).toBe(before.brandTotal - 1);

    // Not addable anywhere (as an unknown product), shown in the cart as out of stock, not orderable.
    const add = await agent.post(`/api/add_to_cart/${productId}/`);
    expect(add.status).toBe(404);
    expect(add.body).toEqual((await agent.post("/api/add_to_cart/999999/")).body);
    expect((await agent.post(`/api/add_to_wishlist/${productId}/`)).status).toBe(404);
    // The wishlist has no "unavailable" line: the product leaves it, its item is kept.
    expect(await wishlist()).toEqual([]);
    const cart = (await agent.get("/api/display_cart")).body as {
      cart_items: { product_id: number; stock: number }[];
      total_price: number;
    };
    expect(cart.cart_items).toEqual([expect.objectContaining({ product_id: productId, stock: 0 })]);
    const order = await agent.post("/api/place_order").send({ totalPrice: cart.total_price });
    expect(order.status).toBe(409);
    expect((order.body as { message: string }).message).toMatch(/out of stock/i);
    expect(await api.prisma.order.count({ where: { userId: customerId } })).toBe(0);
    expect((await api.prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock).toBe(40);

    // Hiding again changes nothing; show brings it back everywhere.
    expect((await ctx.ops(["products", "hide", SKU])).stdout).toContain(
      "hidden 0 products (1 already hidden)",
    );
    const shown = await ctx.ops(["products", "show", SKU]);
    expect(shown).toMatchObject({ code: 0, stdout: "shown 1 product\nthe store shows them again now\n" });
    expect((await agent.get(`/api/edit_product/${productId}/`)).status).toBe(200);
    const back = await shopperReads();
    expect(back).toEqual(before);
    expect(await wishlist()).toEqual([productId]);
    expect((await agent.post(`/api/add_to_cart/${productId}/`)).status).toBe(200);
  });

  it("when one of the SKUs is unknown, then nothing is hidden and the unknown one is named (exit 1)", async () => {
    const result = await ctx.ops(["products", "hide", OTHER, "NO-SUCH-SKU"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: no product has the sku "NO-SUCH-SKU"; nothing was changed\n');
    expect((await api.prisma.product.findUniqueOrThrow({ where: { sku: OTHER } })).hidden).toBe(false);
  });
});
