import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./context.js";
import { createCustomer, loginAgent } from "./factories.js";
import { createProduct } from "./factories-catalog.js";

// The database's CHECK rules (migration *_check_constraints) sit under the API's own checks. Racing
// requests are where a gap in those checks would reach the database: here the cart's 1..10 rule
// (stock >= 0 under racing orders is orders.test.ts's "30 customers order the last 5 units").

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("racing writes against the database's rules", () => {
  it("when six adds race on a cart line holding 8, then two are 200, four are 400, none is 500, and the line holds 10", async () => {
    const product = await createProduct(ctx.prisma, { stock: 100 });
    const user = await createCustomer(ctx.prisma);
    const agent = await loginAgent(ctx.app, user);
    for (let i = 0; i < 8; i += 1) await agent.post(`/api/add_to_cart/${product.id}/`).expect(200);
    const statuses = (
      await Promise.all(Array.from({ length: 6 }, () => agent.post(`/api/add_to_cart/${product.id}/`)))
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 200, 400, 400, 400, 400]);
    const line = await ctx.prisma.cartItem.findUniqueOrThrow({
      where: { userId_productId: { userId: user.id, productId: product.id } },
    });
    expect(line.quantity).toBe(10);
  });
});
