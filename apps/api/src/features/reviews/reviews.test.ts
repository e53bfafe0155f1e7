import {
  MessageSchema,
  NOT_AUTHENTICATED_DETAIL,
  ProductDetailSchema,
  ReviewsResponseSchema,
} from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createProduct } from "../../../test/factories-catalog.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function customerAgent(firstName?: string) {
  const user = await createCustomer(ctx.prisma, firstName ? { firstName } : {});
  return { user, agent: await loginAgent(ctx.app, user) };
}

async function productRatings(productId: number) {
  return ctx.prisma.product.findUniqueOrThrow({
    where: { id: productId },
    select: { ratingCount: true, ratingSum: true },
  });
}

describe("add_review", () => {
  it("when a customer reviews a product, then it is saved, counted on the product and listed with their first name", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent("Mariam");
    const res = await agent
      .post(`/api/add_review/${product.id}/`)
      .send({ rating: 4, comment: "  Great shine  " })
      .expect(201);
    expect(MessageSchema.parse(res.body).message).toBe("Review added successfully");

    const row = await ctx.prisma.productReview.findUniqueOrThrow({
      where: { productId_userId: { productId: product.id, userId: user.id } },
    });
    expect(row).toMatchObject({ rating: 4, comment: "Great shine" });
    expect(await productRatings(product.id)).toEqual({ ratingCount: 1, ratingSum: 4 });

    const list = ReviewsResponseSchema.parse(
      (await request(ctx.app).get(`/api/view_review/${product.id}/`).expect(200)).body,
    );
    expect(list).toEqual({
      reviews: [
        {
          id: row.id,
          user: "Mariam",
          rating: 4,
          comment: "Great shine",
          date: row.updatedAt.toISOString(),
          verified_purchase: false,
        },
      ],
      total: 1,
    });
  });

  it("when the same customer reviews again, then the first review is updated: still one review, averages follow", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    await agent.post(`/api/add_review/${product.id}`).send({ rating: 5, comment: "first" }).expect(201);
    const again = await agent
      .post(`/api/add_review/${product.id}`)
      .send({ rating: 2, comment: "changed my mind" })
      .expect(200);
    expect(again.body.message).toBe(
      "Your review was updated: each customer has one review per product, so this one replaced your earlier review.",
    );
    const rows = await ctx.prisma.productReview.findMany({ where: { productId: product.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, rating: 2, comment: "changed my mind" });
    expect(await productRatings(product.id)).toEqual({ ratingCount: 1, ratingSum: 2 });
  });

  it("when several customers review, then the product shows the one-decimal average and the 5-to-1 distribution", async () => {
    const product = await createProduct(ctx.prisma);
    for (const rating of [5, 4, 1]) {
      const { agent } = await customerAgent();
      await agent
        .post(`/api/add_review/${product.id}/`)
        .send({ rating, comment: `${rating} stars` })
        .expect(201);
    }
    // One of them is updated: 5 -> 3 leaves ratings 3, 4, 1.
    const { agent: fourth } = await customerAgent();
    await fourth.post(`/api/add_review/${product.id}/`).send({ rating: 5, comment: "x" }).expect(201);
    await fourth.post(`/api/add_review/${product.id}/`).send({ rating: 3, comment: "y" }).expect(200);

    expect(await productRatings(product.id)).toEqual({ ratingCount: 4, ratingSum: 13 });
    const detail = ProductDetailSchema.parse(
      (await request(ctx.app).get(`/api/edit_product/${product.id}/`).expect(200)).body,
    );
    // 13 / 4 = 3.25 -> 3.3
    expect(detail.average_rating).toBe(3.3);
    expect(detail.review_count).toBe(4);
    expect(detail.ratings.average).toBe(3.3);
    expect(detail.ratings.distribution.map((b) => [b.stars, b.count, b.percentage])).toEqual([
      [5, 1, 25],
      [4, 1, 25],
      [3, 1, 25],
      [2, 0, 0],
      [1, 1, 25],
    ]);
  });

  it("when one customer posts two reviews at the same moment, then one review remains and the counts match it", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    const results = await Promise.all([
      agent.post(`/api/add_review/${product.id}/`).send({ rating: 5, comment: "a" }),
      agent.post(`/api/add_review/${product.id}/`).send({ rating: 1, comment: "b" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    const rows = await ctx.prisma.productReview.findMany({
      where: { productId: product.id, userId: user.id },
    });
    expect(rows).toHaveLength(1);
    expect(await productRatings(product.id)).toEqual({ ratingCount: 1, ratingSum: rows[0]!.rating });
  });

  it("when the rating comes as a form string, then it is accepted", async () => {
    const product = await createProduct(ctx.prisma);
    const { user, agent } = await customerAgent();
    await agent
      .post(`/api/add_review/${product.id}/`)
      .field("rating", "3")
      .field("comment", "from the form")
      .expect(201);
    const row = await ctx.prisma.productReview.findFirstOrThrow({
      where: { productId: product.id, userId: user.id },
    });
    expect(row.rating).toBe(3);
  });

  it("when the rating is zero or missing or the comment empty, then 400 'Please fill all fields' and nothing is saved", async () => {
    const product = await createProduct(ctx.prisma);
    const { agent } = await customerAgent();
    for (const body of [
      { rating: 0, comment: "x" },
      { comment: "x" },
      { rating: 4, comment: "   " },
      { rating: 4 },
    ]) {
      const res = await agent.post(`/api/add_review/${product.id}/`).send(body).expect(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(/Please fill all fields/);
    }
    for (const rating of [6, -1, 2.5, "abc"]) {
      const res = await agent
        .post(`/api/add_review/${product.id}/`)
        .send({ rating, comment: "x" })
        .expect(400);
      expect(res.body.message).toMatch(/1 to 5/);
    }
    expect(await ctx.prisma.productReview.count({ where: { productId: product.id } })).toBe(0);
    expect(await productRatings(product.id)).toEqual({ ratingCount: 0, ratingSum: 0 });
  });

  it("when nobody is logged in, then 401 with exactly the detail; an unknown product is 404", async () => {
    const product = await createProduct(ctx.prisma);
    const anonymous = await request(ctx.app)
      .post(`/api/add_review/${product.id}/`)
      .send({ rating: 5, comment: "x" })
      .expect(401);
    expect(anonymous.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    const { agent } = await customerAgent();
    const missing = await agent
      .post("/api/add_review/2147483001/")
      .send({ rating: 5, comment: "x" })
      .expect(404);
    expect(missing.body.message).toBe("Product not found");
    expect(await ctx.prisma.productReview.count({ where: { productId: product.id } })).toBe(0);
  });
});

describe("view_review", () => {
  it("when a product has reviews, then they come newest first, a page at a time", async () => {
    const product = await createProduct(ctx.prisma);
    for (const name of ["Ali", "Bilal", "Chen"]) {
      const { agent } = await customerAgent(name);
      await agent.post(`/api/add_review/${product.id}/`).send({ rating: 5, comment: name }).expect(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = ReviewsResponseSchema.parse(
      (await request(ctx.app).get(`/api/view_review/${product.id}/`).expect(200)).body,
    );
    expect(all.reviews.map((r) => r.user)).toEqual(["Chen", "Bilal", "Ali"]);
    expect(all.total).toBe(3);
    const second = ReviewsResponseSchema.parse(
      (await request(ctx.app).get(`/api/view_review/${product.id}/?page=2&limit=2`).expect(200)).body,
    );
    expect(second.reviews.map((r) => r.user)).toEqual(["Ali"]);
  });

  it("when a product has no reviews, then an empty list; unknown is 404 and bad paging is 400", async () => {
    const product = await createProduct(ctx.prisma);
    const empty = ReviewsResponseSchema.parse(
      (await request(ctx.app).get(`/api/view_review/${product.id}/`).expect(200)).body,
    );
    expect(empty).toEqual({ reviews: [], total: 0 });
    expect((await request(ctx.app).get("/api/view_review/2147483002/").expect(404)).body.message).toBe(
      "Product not found",
    );
    await request(ctx.app).get(`/api/view_review/${product.id}/?limit=500`).expect(400);
    await request(ctx.app).get(`/api/view_review/${product.id}/?page=0`).expect(400);
  });
});
