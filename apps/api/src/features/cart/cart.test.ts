import {
  AddToCartResponseSchema,
  CART_QUANTITY_MESSAGE,
  CartResponseSchema,
  MessageSchema,
  NOT_AUTHENTICATED_DETAIL,
} from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createProduct } from "../../../test/factories-catalog.js";
import { Db, withTransaction } from "../../lib/database.js";
import { createSqlPool } from "../../lib/sql.js";
import { addOne } from "./repository.js";
import { getCartSnapshot } from "./service.js";

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

const lineOf = (userId: number, productId: number) =>
  ctx.prisma.cartItem.findUnique({ where: { userId_productId: { userId, productId } } });

describe("add_to_cart", () => {
  it("when a customer adds a product twice, then one line holds 2, with an empty or {} body", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    const first = AddToCartResponseSchema.parse(
      (await agent.post(`/api/add_to_cart/${product.id}/`).expect(200)).body,
    );
    expect(first).toMatchObject({ message: "Successfully added", quantity: 1 });
    const second = AddToCartResponseSchema.parse(
      (await agent.post(`/api/add_to_cart/${product.id}/`).send({}).expect(200)).body,
    );
    expect(second).toEqual({ message: "Successfully added", cart_item_id: first.cart_item_id, quantity: 2 });
    expect(await ctx.prisma.cartItem.count({ where: { userId: user.id } })).toBe(1);
    expect((await lineOf(user.id, product.id))?.quantity).toBe(2);
  });

  it("when the line already holds 10, then the 11th add is 400 with a clear message and the line stays at 10", async () => {
    const product = await createProduct(ctx.prisma, { stock: 100 });
    const { user, agent } = await customerAgent();
    for (let i = 0; i < 10; i += 1) await agent.post(`/api/add_to_cart/${product.id}/`).expect(200);
    const res = await agent.post(`/api/add_to_cart/${product.id}/`).expect(400);
    expect(res.body.message).toMatch(/at most 10/);
    expect((await lineOf(user.id, product.id))?.quantity).toBe(10);
  });

  it("when the stock would be exceeded, then 409 says how many are left and nothing changes", async () => {
    const product = await createProduct(ctx.prisma, { stock: 2 });
    const { user, agent } = await customerAgent();
    await agent.post(`/api/add_to_cart/${product.id}/`).expect(200);
    await agent.post(`/api/add_to_cart/${product.id}/`).expect(200);
    const res = await agent.post(`/api/add_to_cart/${product.id}/`).expect(409);
    expect(res.body.message).toMatch(/Only 2 .*left in stock/);
    expect((await lineOf(user.id, product.id))?.quantity).toBe(2);

    const soldOut = await createProduct(ctx.prisma, { stock: 0 });
    const out = await agent.post(`/api/add_to_cart/${soldOut.id}/`).expect(409);
    expect(out.body.message).toMatch(/out of stock/);
    expect(await lineOf(user.id, soldOut.id)).toBeNull();
  });

  it("when many adds race on the last units, then the line never passes the stock", async () => {
    const product = await createProduct(ctx.prisma, { stock: 3 });
    const { user, agent } = await customerAgent();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => agent.post(`/api/add_to_cart/${product.id}/`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await lineOf(user.id, product.id))?.quantity).toBe(3);
  });

  it("when an add commits asynchronously, then it is committed at once and its connection stays synchronous", async () => {
    const product = await createProduct(ctx.prisma);
    const user = await createCustomer(ctx.prisma);
    // One connection, so the statement after the add runs where the add ran.
    const pool = createSqlPool(ctx.databaseUrl, 1, () => undefined);
    try {
      const sessionSetting = async () =>
        (await pool.query<{ synchronous_commit: string }>("SHOW synchronous_commit")).rows[0]!
          .synchronous_commit;
      expect(await sessionSetting()).toBe("on");
      expect(
        await addOne(new Db(ctx.prisma, pool), { userId: user.id, productId: product.id, maxQuantity: 10 }),
      ).toMatchObject({
        quantity: 1,
      });
      // Seen from another connection: the add is not left in an open transaction.
      expect((await lineOf(user.id, product.id))?.quantity).toBe(1);
      // set_config(..., true) ends with the add's own transaction: an order on this connection next
      // still waits for its WAL flush.
      expect(await sessionSetting()).toBe("on");
    } finally {
      await pool.end();
    }
  });

  it("when the product is unknown, then 404; without a session, then 401 with exactly the detail", async () => {
    const { user, agent } = await customerAgent();
    const missing = await agent.post("/api/add_to_cart/2147483003/").expect(404);
    expect(missing.body.message).toBe("Product not found");
    expect(await ctx.prisma.cartItem.count({ where: { userId: user.id } })).toBe(0);
    const product = await createProduct(ctx.prisma);
    for (const call of [
      request(ctx.app).post(`/api/add_to_cart/${product.id}/`),
      request(ctx.app).get("/api/display_cart"),
      request(ctx.app).put("/api/update_cart/1/").send({ quantity: 2 }),
      request(ctx.app).delete("/api/removecart/1/"),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    }
  });
});

describe("display_cart", () => {
  it("when the cart has lines, then unit and line prices are the current sale prices, exact to the fils", async () => {
    const towel = await createProduct(ctx.prisma, { priceFils: 1050, discountPercentage: 5, name: "Towel" });
    const wax = await createProduct(ctx.prisma, { priceFils: 1999, name: "Wax" });
    const { user, agent } = await customerAgent();
    for (let i = 0; i < 3; i += 1) await agent.post(`/api/add_to_cart/${towel.id}/`).expect(200);
    for (let i = 0; i < 2; i += 1) await agent.post(`/api/add_to_cart/${wax.id}/`).expect(200);

    const res = await agent.get("/api/display_cart").expect(200);
    const cart = CartResponseSchema.parse(res.body);
    const towelLine = await lineOf(user.id, towel.id);
    expect(cart.cart_items[0]).toEqual({
      cart_item_id: towelLine!.id,
      product_id: towel.id,
      product_name: "Towel",
      product_image: servedAt(towel.image),
      price: 9.97,
      quantity: 3,
      total_price: 29.91,
      stock: towel.stock,
      // The product's own list price and discount: 1050 fils less 5%.
      original_price: 10.5,
      discount_percentage: 5,
    });
    expect(cart.cart_items[1]).toMatchObject({
      product_name: "Wax",
      price: 19.99,
      quantity: 2,
      total_price: 39.98,
      // No discount of its own: nothing struck through.
      original_price: 19.99,
      discount_percentage: 0,
    });
    // 2991 + 3998 fils
    expect(cart.total_price).toBe(69.89);

    const db = ctx.deps.db;
    const snapshot = await getCartSnapshot(db, user.id);
    expect(snapshot.subtotalFils).toBe(6989);
    expect(snapshot.lines.map((l) => [l.unitPriceFils, l.quantity, l.lineTotalFils])).toEqual([
      [997, 3, 2991],
      [1999, 2, 3998],
    ]);
    // Checkout reads the same snapshot inside its transaction.
    const inTx = await withTransaction(db, (tx) => getCartSnapshot(tx, user.id));
    expect(inTx).toEqual(snapshot);
  });

  it("when a product's price changes, then the cart shows the new price", async () => {
    const product = await createProduct(ctx.prisma, { priceFils: 5000 });
    const { agent } = await customerAgent();
    await agent.post(`/api/add_to_cart/${product.id}/`).expect(200);
    await ctx.prisma.product.update({
      where: { id: product.id },
      data: { priceFils: 6000, discountPercentage: 25, salePriceFils: 4500 },
    });
    const cart = CartResponseSchema.parse((await agent.get("/api/display_cart/").expect(200)).body);
    expect(cart.cart_items[0]).toMatchObject({
      price: 45,
      total_price: 45,
      original_price: 60,
      discount_percentage: 25,
    });
    expect(cart.total_price).toBe(45);
  });

  it("when the cart is empty, then no lines and a zero total", async () => {
    const { agent } = await customerAgent();
    expect(CartResponseSchema.parse((await agent.get("/api/display_cart").expect(200)).body)).toEqual({
      cart_items: [],
      total_price: 0,
    });
  });
});

describe("update_cart", () => {
  async function cartWithLine(stock = 50) {
    const product = await createProduct(ctx.prisma, { stock });
    const customer = await customerAgent();
    const added = AddToCartResponseSchema.parse(
      (await customer.agent.post(`/api/add_to_cart/${product.id}/`).expect(200)).body,
    );
    return { ...customer, product, lineId: added.cart_item_id };
  }
  const quantityOf = async (lineId: number) =>
    (await ctx.prisma.cartItem.findUniqueOrThrow({ where: { id: lineId } })).quantity;

  it("when the newer client sends JSON {quantity}, then the line takes it", async () => {
    const { agent, lineId } = await cartWithLine();
    const res = await agent.put(`/api/update_cart/${lineId}/`).send({ quantity: 5 }).expect(200);
    expect(MessageSchema.parse(res.body).message).toBe("Cart updated successfully");
    expect(await quantityOf(lineId)).toBe(5);
    await agent.put(`/api/update_cart/${lineId}/`).send({ quantity: "4" }).expect(200);
    expect(await quantityOf(lineId)).toBe(4);
  });

  it("when the older client sends a multipart or urlencoded form with strings, then it works too", async () => {
    const { agent, lineId } = await cartWithLine();
    await agent
      .put(`/api/update_cart/${lineId}/`)
      .field("cart_item_id", String(lineId))
      .field("quantity", "7")
      .expect(200);
    expect(await quantityOf(lineId)).toBe(7);
    await agent
      .put(`/api/update_cart/${lineId}/`)
      .type("form")
      .send({ cart_item_id: String(lineId), quantity: "10" })
      .expect(200);
    expect(await quantityOf(lineId)).toBe(10);
    const mismatch = await agent
      .put(`/api/update_cart/${lineId}/`)
      .field("cart_item_id", String(lineId + 1))
      .field("quantity", "2")
      .expect(400);
    expect(mismatch.body.message).toMatch(/cart_item_id/);
    expect(await quantityOf(lineId)).toBe(10);
  });

  it("when the quantity is 0, 11, -1, 2.5, 'abc' or missing, then 400 and the line is unchanged", async () => {
    const { agent, lineId } = await cartWithLine();
    for (const quantity of [0, 11, -1, 2.5, "abc", "2.5", "", null, true]) {
      const res = await agent.put(`/api/update_cart/${lineId}/`).send({ quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body.message).toContain(CART_QUANTITY_MESSAGE);
    }
    for (const quantity of ["0", "11", "-1", "2.5", "abc"]) {
      const res = await agent.put(`/api/update_cart/${lineId}/`).field("quantity", quantity);
      expect(res.status, quantity).toBe(400);
    }
    await agent.put(`/api/update_cart/${lineId}/`).send({}).expect(400);
    expect(await quantityOf(lineId)).toBe(1);
  });

  it("when the quantity is more than the stock, then 409 with what is left and nothing changes", async () => {
    const { agent, lineId } = await cartWithLine(3);
    const res = await agent.put(`/api/update_cart/${lineId}/`).send({ quantity: 4 }).expect(409);
    expect(res.body.message).toMatch(/Only 3/);
    expect(await quantityOf(lineId)).toBe(1);
  });

  it("when another customer updates or removes the line, then 404 and it is unchanged", async () => {
    const { agent, lineId } = await cartWithLine();
    const { agent: other } = await customerAgent();
    const update = await other.put(`/api/update_cart/${lineId}/`).send({ quantity: 3 }).expect(404);
    expect(update.body.message).toBe("Cart item not found");
    await other.delete(`/api/removecart/${lineId}/`).expect(404);
    expect(await quantityOf(lineId)).toBe(1);
    const theirs = CartResponseSchema.parse((await other.get("/api/display_cart").expect(200)).body);
    expect(theirs.cart_items).toEqual([]);
    await agent.put("/api/update_cart/2147483004/").send({ quantity: 2 }).expect(404);
  });
});

describe("removecart", () => {
  it("when the customer removes their line, then it is gone; removing it again is 404", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    const { cart_item_id } = AddToCartResponseSchema.parse(
      (await agent.post(`/api/add_to_cart/${product.id}/`).expect(200)).body,
    );
    const res = await agent.delete(`/api/removecart/${cart_item_id}/`).expect(200);
    expect(MessageSchema.parse(res.body).message).toBe("Item successfully removed");
    expect(await lineOf(user.id, product.id)).toBeNull();
    await agent.delete(`/api/removecart/${cart_item_id}/`).expect(404);
    await agent.delete("/api/removecart/abc/").expect(400);
  });
});
