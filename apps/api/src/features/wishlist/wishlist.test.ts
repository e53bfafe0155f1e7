import { MessageSchema, NOT_AUTHENTICATED_DETAIL, WishlistResponseSchema } from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createProduct } from "../../../test/factories-catalog.js";

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

async function customerAgent() {
  const user = await createCustomer(ctx.prisma);
  return { user, agent: await loginAgent(ctx.app, user) };
}

describe("wishlist", () => {
  it("when a product is added twice, then both answer 'Successfully added' and it is on the list once", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    const first = await agent.post(`/api/add_to_wishlist/${product.id}/`).send({}).expect(200);
    expect(MessageSchema.parse(first.body).message).toBe("Successfully added");
    const second = await agent.post(`/api/add_to_wishlist/${product.id}/`).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await ctx.prisma.wishlistItem.count({ where: { userId: user.id } })).toBe(1);
  });

  it("when the wishlist is read, then each item has its id, the product, the price paid now and its own list price and discount, newest first", async () => {
    const older = await createProduct(ctx.prisma, { priceFils: 1050, discountPercentage: 5, name: "Towel" });
    const newer = await createProduct(ctx.prisma, { priceFils: 2500, name: "Polish" });
    const { user, agent } = await customerAgent();
    await agent.post(`/api/add_to_wishlist/${older.id}/`).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await agent.post(`/api/add_to_wishlist/${newer.id}/`).expect(200);
    const body = WishlistResponseSchema.parse((await agent.get("/api/wishlist_items").expect(200)).body);
    const rows = await ctx.prisma.wishlistItem.findMany({ where: { userId: user.id } });
    const idOf = (productId: number) => rows.find((row) => row.productId === productId)!.id;
    expect(body.wishlist_items).toEqual([
      {
        id: idOf(newer.id),
        product_id: newer.id,
        product_name: "Polish",
        product_price: 25,
        product_image: servedAt(newer.image),
        // No discount of its own: nothing struck through.
        original_price: 25,
        discount_percentage: 0,
      },
      {
        id: idOf(older.id),
        product_id: older.id,
        product_name: "Towel",
        product_price: 9.97,
        product_image: servedAt(older.image),
        // Its own list price (1050 fils) and discount (5%).
        original_price: 10.5,
        discount_percentage: 5,
      },
    ]);
  });

  it("when the customer removes their item, then it is gone and a second remove is 404", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    await agent.post(`/api/add_to_wishlist/${product.id}/`).expect(200);
    const item = await ctx.prisma.wishlistItem.findFirstOrThrow({ where: { userId: user.id } });
    const res = await agent.delete(`/api/remove_wishlist/${item.id}/`).expect(200);
    expect(MessageSchema.parse(res.body).message).toBe("Item successfully removed");
    expect(await ctx.prisma.wishlistItem.count({ where: { userId: user.id } })).toBe(0);
    await agent.delete(`/api/remove_wishlist/${item.id}/`).expect(404);
  });

  it("when another customer removes the item, then 404 and it stays; they never see it", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    await agent.post(`/api/add_to_wishlist/${product.id}/`).expect(200);
    const item = await ctx.prisma.wishlistItem.findFirstOrThrow({ where: { userId: user.id } });
    const { agent: other } = await customerAgent();
    const res = await other.delete(`/api/remove_wishlist/${item.id}/`).expect(404);
    expect(res.body.message).toBe("Wishlist item not found");
    expect(await ctx.prisma.wishlistItem.count({ where: { id: item.id } })).toBe(1);
    const theirs = WishlistResponseSchema.parse((await other.get("/api/wishlist_items").expect(200)).body);
    expect(theirs.wishlist_items).toEqual([]);
  });

  it("when the product is unknown, then 404; without a session every call is 401 with exactly the detail", async () => {
    const { user, agent } = await customerAgent();
    const missing = await agent.post("/api/add_to_wishlist/2147483005/").expect(404);
    expect(missing.body.message).toBe("Product not found");
    expect(await ctx.prisma.wishlistItem.count({ where: { userId: user.id } })).toBe(0);
    for (const call of [
      request(ctx.app).post("/api/add_to_wishlist/1/"),
      request(ctx.app).get("/api/wishlist_items"),
      request(ctx.app).delete("/api/remove_wishlist/1/"),
    ]) {
      expect((await call.expect(401)).body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    }
  });
});
