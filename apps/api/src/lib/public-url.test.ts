import { join } from "node:path";
import {
  CartResponseSchema,
  PLACEHOLDER_IMAGE,
  ProductDetailSchema,
  ProductListResponseSchema,
  PromotedBrandsProductsResponseSchema,
  PromotedProductsResponseSchema,
  ServicesResponseSchema,
  SingleServiceResponseSchema,
} from "@carcare/contracts";
import { REPO_ROOT } from "@carcare/db";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createCustomer } from "../../test/factories.js";
import { createBrand, createProduct } from "../../test/factories-catalog.js";
import { orderFactories } from "../../test/factories-orders.js";
import { createService } from "../../test/factories-services.js";
import { loadWebBuild } from "./web.js";

// Issue 19: the old web client runs on another site, so every image in an answer must be an absolute
// URL it can embed. Each answer below is read through real HTTP and every image field is checked.
let ctx: TestContext;
let withPublicUrl: TestContext;

beforeAll(async () => {
  const web = await loadWebBuild(join(REPO_ROOT, "apps", "web", "build"));
  if (!web) throw new Error("no web build in apps/web/build: run pnpm build");
  ctx = await createTestContext({}, { web });
  withPublicUrl = await createTestContext({ PUBLIC_URL: "https://api.shop.example/" });
});
afterAll(async () => {
  await ctx.close();
  await withPublicUrl.close();
});

/** Every value of an image field anywhere in an answer. */
function imageValues(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(imageValues);
  if (body === null || typeof body !== "object") return [];
  return Object.entries(body).flatMap(([key, value]) => {
    if (key === "image" || key === "product_image") return [value as string];
    if (key === "images") return value as string[];
    return imageValues(value);
  });
}

describe("absolute image URLs in every answer", () => {
  it("when the catalogue, cart, wishlist and orders are read, then every image is an absolute URL on the request's address", async () => {
    const brand = await createBrand(ctx.prisma, { promoted: true });
    const product = await createProduct(ctx.prisma, {
      brandId: brand.id,
      promoted: true,
      discountPercentage: 10,
      image: "/img/products/int-seat-001.svg",
    });
    const shop = orderFactories(ctx.prisma, ctx.app);
    const { agent, user } = await shop.shopper([{ productId: product.id, quantity: 1 }]);
    await agent.post(`/api/add_to_wishlist/${product.id}/`).send({}).expect(200);
    const host = (path: string) => agent.get(path).set("Host", "shop.example:8080");
    const expected = "http://shop.example:8080/img/products/int-seat-001.svg";

    const promoted = PromotedProductsResponseSchema.parse((await host("/api/view_promoted_products")).body);
    expect(promoted.promoted_products.find((p) => p.id === product.id)?.image).toBe(expected);
    const brands = PromotedBrandsProductsResponseSchema.parse(
      (await host("/api/promoted_brands_products")).body,
    );
    expect(brands.promoted_brands_products.find((p) => p.id === product.id)?.image).toBe(expected);
    const listed = ProductListResponseSchema.parse(
      (await host(`/api/view_products?search=${encodeURIComponent(product.name)}`)).body,
    );
    expect(listed.products.find((p) => p.id === product.id)?.image).toBe(expected);
    const detail = ProductDetailSchema.parse((await host(`/api/edit_product/${product.id}/`)).body);
    expect(detail.image).toBe(expected);
    const cart = CartResponseSchema.parse((await host("/api/display_cart")).body);
    expect(cart.cart_items.map((line) => line.product_image)).toEqual([expected]);
    const wishlist = (await host("/api/wishlist_items")).body as unknown;
    expect(imageValues(wishlist)).toEqual([expected]);

    const placed = await agent
      .post("/api/place_order")
      .set("Host", "shop.example:8080")
      .send({ totalPrice: 90 })
      .expect(201);
    expect(imageValues(placed.body)).toEqual([expected]);
    const orders = (await host("/api/my_orders")).body as unknown;
    expect(imageValues(orders)).toEqual([expected]);
    // The database keeps what was imported: only answers carry the address.
    const line = await ctx.prisma.orderLine.findFirstOrThrow({ where: { order: { userId: user.id } } });
    expect(line.productImage).toBe("/img/products/int-seat-001.svg");

    for (const answer of [promoted, brands, listed, detail, cart, wishlist, orders, placed.body]) {
      for (const url of imageValues(answer)) expect(url).toMatch(/^https?:\/\/[^/]+\//);
    }
  });

  it("when a vendor is read, then its images are absolute, and a full URL from an import stays as it is", async () => {
    const vendor = await createService(ctx.prisma, {
      images: ["/img/vendors/wash.svg", "https://cdn.example.net/v/2.jpg", "vendors/3.webp"],
    });
    const expected = [
      "http://shop.example/img/vendors/wash.svg",
      "https://cdn.example.net/v/2.jpg",
      "http://shop.example/vendors/3.webp",
    ];
    const single = await request(ctx.app)
      .get(`/api/view_single_service_user/${vendor.id}/`)
      .set("Host", "shop.example");
    expect(SingleServiceResponseSchema.parse(single.body).service.images).toEqual(expected);
    const list = await request(ctx.app).get("/api/view_service_user").set("Host", "shop.example");
    const listed = ServicesResponseSchema.parse(list.body).services.find((s) => s.id === vendor.id);
    expect(listed?.images).toEqual(expected);
    const stored = await ctx.prisma.service.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(stored.images).toEqual([
      "/img/vendors/wash.svg",
      "https://cdn.example.net/v/2.jpg",
      "vendors/3.webp",
    ]);
  });

  it("when PUBLIC_URL is set, then it overrides the request's host in image URLs", async () => {
    const product = await createProduct(withPublicUrl.prisma, { image: "/img/products/x.svg" });
    const res = await request(withPublicUrl.app)
      .get(`/api/edit_product/${product.id}/`)
      .set("Host", "internal:3000")
      .expect(200);
    expect(ProductDetailSchema.parse(res.body).image).toBe("https://api.shop.example/img/products/x.svg");
  });

  it("when TRUST_PROXY is set, then the proxy's scheme and host make the image URLs", async () => {
    const proxied = await createTestContext({ TRUST_PROXY: "true" });
    try {
      const product = await createProduct(proxied.prisma, { image: "/img/products/y.svg" });
      const res = await request(proxied.app)
        .get(`/api/edit_product/${product.id}/`)
        .set("X-Forwarded-Proto", "https")
        .set("X-Forwarded-Host", "shop.example")
        .expect(200);
      expect(ProductDetailSchema.parse(res.body).image).toBe("https://shop.example/img/products/y.svg");
    } finally {
      await proxied.close();
    }
  });
});

describe("images for other sites", () => {
  it("when a product has no image of its own, then its answer's placeholder URL is a served picture", async () => {
    const product = await createProduct(ctx.prisma, { image: PLACEHOLDER_IMAGE });
    const res = await request(ctx.app).get(`/api/edit_product/${product.id}/`).expect(200);
    const image = new URL(ProductDetailSchema.parse(res.body).image);
    expect(image.pathname).toBe(PLACEHOLDER_IMAGE);
    const file = await request(ctx.app).get(image.pathname).expect(200);
    expect(file.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(file.headers["cache-control"]).toBe("public, max-age=2592000");
  });

  it("when an /img file is fetched, then other origins may embed it and it is cached for a month", async () => {
    const res = await request(ctx.app).get("/img/home/hero-car.svg").expect(200);
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers["cache-control"]).toBe("public, max-age=2592000");
    // Pages and API answers keep the same-origin policy: only images are opened to other sites.
    const page = await request(ctx.app).get("/").expect(200);
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const api = await request(ctx.app).get("/api/view_brand").expect(200);
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("when PUBLIC_URL is set, then the pages' CSP lets images come from it", async () => {
    const web = await loadWebBuild(join(REPO_ROOT, "apps", "web", "build"));
    const other = await createTestContext({ PUBLIC_URL: "https://img.shop.example" }, { web });
    try {
      const res = await request(other.app).get("/").expect(200);
      const imgSrc = /img-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];
      expect(imgSrc?.split(" ")).toContain("https://img.shop.example");
    } finally {
      await other.close();
    }
  });
});

describe("the session cookie for pages on another site", () => {
  it("when SESSION_COOKIE_SAMESITE=none, then login sets the cookie SameSite=None; Secure", async () => {
    const crossSite = await createTestContext({
      SESSION_COOKIE_SAMESITE: "none",
      PUBLIC_URL: "https://api.shop.example",
      ALLOWED_ORIGINS: "https://www.shop-client.example",
    });
    try {
      const user = await createCustomer(crossSite.prisma);
      const res = await request(crossSite.app)
        .post("/api/UserLogin")
        .set("Origin", "https://www.shop-client.example")
        .field("username", user.phone.replace("+", ""))
        .field("password", user.password)
        .expect(200);
      const cookie = (res.headers["set-cookie"] as unknown as string[]).find((c) =>
        c.startsWith("carcare.sid="),
      );
      expect(cookie).toMatch(/; SameSite=None/i);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(res.headers["access-control-allow-origin"]).toBe("https://www.shop-client.example");
      expect(res.headers["access-control-allow-credentials"]).toBe("true");
      // The origin check stays the CSRF defence: a site not listed cannot log in or change anything.
      await request(crossSite.app)
        .post("/api/UserLogin")
        .set("Origin", "https://evil.example")
        .field("username", user.phone.replace("+", ""))
        .field("password", user.password)
        .expect(403);
    } finally {
      await crossSite.close();
    }
  });

  it("when nothing is set, then the cookie stays SameSite=Lax and not Secure (pages and API on one site)", async () => {
    const user = await createCustomer(ctx.prisma);
    const res = await request(ctx.app)
      .post("/api/UserLogin")
      .field("username", user.phone.replace("+", ""))
      .field("password", user.password)
      .expect(200);
    const cookie = (res.headers["set-cookie"] as unknown as string[]).find((c) =>
      c.startsWith("carcare.sid="),
    );
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});
