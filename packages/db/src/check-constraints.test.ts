import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPrismaClient, type PrismaClient } from "./client.js";
import { seedDemoData } from "./seed/seed.js";
import { createTestDatabase } from "./testing.js";

// The CHECK rules of migration 20261123235943_check_constraints, each shown refusing a row written
// straight in SQL (as the ops importer or a manual fix would), on a database holding the demo seed.

let db: { url: string; drop(): Promise<void> };
let prisma: PrismaClient;
let sql: pg.Client;
let ids: { userId: number; productId: number; otherProductId: number; serviceId: number };

beforeAll(async () => {
  db = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
  prisma = createPrismaClient(db.url, { poolSize: 2 });
  // The seed runs under the constraints: if its data broke one, this would throw.
  await seedDemoData(prisma, { now: new Date() });
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  const [product, otherProduct] = await prisma.product.findMany({ orderBy: { id: "asc" }, take: 2 });
  // A customer of the test's own, so no seeded cart line, review or rating is in the way.
  const user = await prisma.user.create({
    data: { firstName: "Check", email: "check@example.com", phone: "+971500000072", passwordHash: "x" },
  });
  const service = await prisma.service.findFirstOrThrow();
  ids = { userId: user.id, productId: product!.id, otherProductId: otherProduct!.id, serviceId: service.id };
});
afterAll(async () => {
  await sql.end();
  await prisma.$disconnect();
  await db.drop();
});

/** The SQLSTATE and constraint a statement failed with; throws if it succeeded. */
async function refusal(text: string, values: unknown[]): Promise<{ code: string; constraint: string }> {
  const error: unknown = await sql.query(text, values).then(
    () => new Error(`expected the statement to be refused: ${text}`),
    (failure: unknown) => failure,
  );
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === undefined) throw error;
  return { code, constraint: constraint ?? "" };
}

const CHECK_VIOLATION = "23514";

describe("CHECK constraints", () => {
  it("when the seeded data is read, then it already keeps every rule", async () => {
    const { rows } = await sql.query<{ bad: number }>(`
      select (select count(*) from products where stock < 0)
           + (select count(*) from cart_items where quantity not between 1 and 10)
           + (select count(*) from product_reviews where rating not between 1 and 5)
           + (select count(*) from service_ratings where rating not between 1 and 5) as bad`);
    expect(Number(rows[0]!.bad)).toBe(0);
    expect(await prisma.product.count()).toBeGreaterThan(0);
  });

  it("when a product's stock is set below 0, then the database refuses it; 0 is allowed", async () => {
    const update = "update products set stock = $1 where id = $2";
    expect(await refusal(update, [-1, ids.productId])).toEqual({
      code: CHECK_VIOLATION,
      constraint: "products_stock_check",
    });
    await sql.query(update, [0, ids.productId]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: ids.productId } })).stock).toBe(0);
  });

  it("when a cart line of 0 or 11 is inserted, then the database refuses it; 1 and 10 are allowed", async () => {
    const insert = `insert into cart_items (user_id, product_id, quantity, updated_at) values ($1, $2, $3, now())`;
    for (const quantity of [0, 11, -3]) {
      expect(await refusal(insert, [ids.userId, ids.productId, quantity])).toEqual({
        code: CHECK_VIOLATION,
        constraint: "cart_items_quantity_check",
      });
    }
    await sql.query(insert, [ids.userId, ids.productId, 1]);
    await sql.query(insert, [ids.userId, ids.otherProductId, 10]);
    const lines = await prisma.cartItem.findMany({
      where: { userId: ids.userId },
      orderBy: { quantity: "asc" },
    });
    expect(lines.map((line) => line.quantity)).toEqual([1, 10]);
  });

  it("when a product review of 0 or 6 stars is inserted, then the database refuses it", async () => {
    const insert = `insert into product_reviews (product_id, user_id, rating, comment, updated_at)
                    values ($1, $2, $3, 'x', now())`;
    for (const rating of [0, 6]) {
      expect(await refusal(insert, [ids.productId, ids.userId, rating])).toEqual({
        code: CHECK_VIOLATION,
        constraint: "product_reviews_rating_check",
      });
    }
    expect(
      await prisma.productReview.count({ where: { userId: ids.userId, productId: ids.productId } }),
    ).toBe(0);
  });

  it("when a vendor rating of 0 or 6 stars is inserted, then the database refuses it", async () => {
    const insert = `insert into service_ratings (service_id, user_id, rating, comment) values ($1, $2, $3, 'x')`;
    for (const rating of [0, 6]) {
      expect(await refusal(insert, [ids.serviceId, ids.userId, rating])).toEqual({
        code: CHECK_VIOLATION,
        constraint: "service_ratings_rating_check",
      });
    }
    expect(
      await prisma.serviceRating.count({ where: { userId: ids.userId, serviceId: ids.serviceId } }),
    ).toBe(0);
  });
});
