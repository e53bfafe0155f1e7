import { PlaceOrderResponseSchema, type Product, ProductListResponseSchema } from "@carcare/contracts";
import type { APIRequestContext } from "@playwright/test";
import { ops } from "./ops";
import { expect, gotoHydrated, test } from "./support";

// Issue 25: a review whose author bought the product (an order confirmed by the operator) is marked
// 'Verified purchase' on the product page and listed before the others.

/** A new customer signed up on `request` (its cookies are theirs), with a delivery address. */
async function signUp(request: APIRequestContext, firstName: string): Promise<void> {
  const suffix = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const signed = await request.post("/api/signup", {
    data: {
      name: firstName,
      email: `verified-${suffix}-${Date.now()}@example.com`,
      phone: `57${suffix}`,
      password: "Verified@123",
    },
  });
  expect(signed.status()).toBe(201);
  const address = await request.post("/api/add_address", {
    data: {
      name: firstName,
      phone_number: `057${suffix}`,
      street: "Khalifa Street",
      building_name: "Tower C",
      floor_apartment_no: "3",
      area_district: "Al Danah",
      city: "Abu Dhabi",
    },
  });
  expect(address.status()).toBe(201);
}

async function review(request: APIRequestContext, productId: number, comment: string): Promise<void> {
  const answer = await request.post(`/api/add_review/${productId}/`, { data: { rating: 4, comment } });
  expect(answer.status()).toBe(201);
}

/** A stocked product no other spec reviews: the cheapest undiscounted one with plenty of stock, last. */
async function quietProduct(request: APIRequestContext): Promise<Product> {
  const answer = await request.get("/api/view_products?limit=48&sort=desc");
  expect(answer.status()).toBe(200);
  const products = ProductListResponseSchema.parse(await answer.json()).products.filter(
    (product) => product.stock >= 10 && product.discount_percentage === 0,
  );
  const product = products.at(-1);
  if (!product) throw new Error("no stocked, undiscounted seeded product");
  return product;
}

test("when a buyer's order is confirmed, then their review shows 'Verified purchase' and comes before a newer unverified one", async ({
  page,
  playwright,
  baseURL,
}) => {
  const product = await quietProduct(page.request);
  const suffix = String(Math.floor(Math.random() * 1e4)).padStart(4, "0");

  // The buyer orders the product, the operator confirms the payment, then the buyer reviews it.
  await signUp(page.request, `Buyer${suffix}`);
  expect((await page.request.post(`/api/add_to_cart/${product.id}/`, { data: {} })).ok()).toBe(true);
  const placed = await page.request.post("/api/place_order", { data: {} });
  expect(placed.status()).toBe(201);
  const orderNumber = PlaceOrderResponseSchema.parse(await placed.json()).order_details.order_number;
  await ops("orders", "move", orderNumber, "confirmed", "--actor", "ops:e2e");
  await review(page.request, product.id, "Bought it and it does the job.");

  // Someone who never bought it writes a review afterwards: newer, yet listed after the buyer's.
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    await signUp(visitor, `Browser${suffix}`);
    await review(visitor, product.id, "Have not tried it yet.");
  } finally {
    await visitor.dispose();
  }

  await gotoHydrated(page, `/accessories/${product.id}`);

  const section = page.locator("#reviews");
  await expect(
    section.getByText("Reviews from verified purchases come first, then the newest."),
  ).toBeVisible();
  const items = section.getByRole("listitem");
  const buyerItem = items.filter({ hasText: `Buyer${suffix}` });
  const browserItem = items.filter({ hasText: `Browser${suffix}` });
  await expect(buyerItem.getByText("Verified purchase", { exact: true })).toBeVisible();
  await expect(browserItem).toBeVisible();
  await expect(browserItem.getByText("Verified purchase", { exact: true })).toHaveCount(0);
  const names = await items.getByRole("heading", { level: 4 }).allTextContents();
  expect(names.indexOf(`Buyer${suffix}`)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(`Buyer${suffix}`)).toBeLessThan(names.indexOf(`Browser${suffix}`));
});
