import { type Product, ProductListResponseSchema } from "@carcare/contracts";
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support";

// Issue 30 point 2: the product page's server HTML holds what search engines read (the product, its
// ratings block and JSON-LD); its reviews and Similar Products are read by the browser after the page.

/** Undiscounted stocked products, as the listing answers them (product.spec.ts uses the first two). */
async function undiscounted(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.get("/api/view_products?limit=48");
  expect(answer.status()).toBe(200);
  return ProductListResponseSchema.parse(await answer.json()).products.filter(
    (product) => product.stock > 0 && product.discount_percentage === 0,
  );
}

/** A new customer signed up on `request` (its cookies are theirs). */
async function signUp(request: APIRequestContext, firstName: string): Promise<void> {
  const suffix = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const signed = await request.post("/api/signup", {
    data: {
      name: firstName,
      email: `after-load-${suffix}-${Date.now()}@example.com`,
      phone: `56${suffix}`,
      password: "AfterLoad@123",
    },
  });
  expect(signed.status()).toBe(201);
}

/** The page's HTML as the server sends a visitor (a query of its own: never the page cache's copy). */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(`${path}${path.includes("?") ? "&" : "?"}fresh=${Date.now()}`);
  expect(answer.status()).toBe(200);
  return answer.text();
}

/** The JSON-LD of a page's head. */
function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(found, "JSON-LD in the head").not.toBeNull();
  return JSON.parse(found![1]!) as Record<string, unknown>;
}

const reviewsRegion = (page: Page) => page.getByRole("region", { name: "Ratings & Reviews" });
const similarRegion = (page: Page) => page.getByRole("region", { name: "Similar Products" });

test("when a reviewed product is opened, then the server sends its ratings and JSON-LD, and the browser adds its reviews and Similar Products", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const product = (await undiscounted(request))[2];
  if (!product) throw new Error("no third undiscounted product in the demo store");
  const comment = `Read after the page ${Date.now()}`;
  const reviewer = await playwright.request.newContext({ baseURL });
  try {
    await signUp(reviewer, "Afterload");
    const answer = await reviewer.post(`/api/add_review/${product.id}/`, { data: { rating: 4, comment } });
    expect(answer.status()).toBe(201);
  } finally {
    await reviewer.dispose();
  }
  const detail = await (await request.get(`/api/edit_product/${product.id}/`)).json();
  const { count, average } = detail.ratings as { count: number; average: number };
  expect(count).toBeGreaterThan(0);

  const html = await serverHtml(request, `/accessories/${product.id}`);
  expect(html).toContain(product.name);
  expect(html).toContain(`Based on ${count} review${count === 1 ? "" : "s"}`);
  expect(html).not.toContain(comment);
  expect(html).not.toContain("Similar Products");
  expect(jsonLd(html)).toMatchObject({
    "@type": "Product",
    name: product.name,
    offers: { price: product.discounted_price.toFixed(2), priceCurrency: "AED" },
    aggregateRating: { ratingValue: average, reviewCount: count },
  });

  await gotoHydrated(page, `/accessories/${product.id}`);

  await expect(reviewsRegion(page).getByText(comment)).toBeVisible();
  await expect(reviewsRegion(page).getByTestId("reviews-loading")).toHaveCount(0);
  const similarLinks = similarRegion(page).getByRole("heading", { level: 3 }).getByRole("link");
  await expect(similarLinks.first()).toBeVisible();
  await expect(page.getByTestId("similar-products-loading")).toHaveCount(0);
  const hrefs = await similarLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain(`/accessories/${product.id}`);
});

test("when a product nobody reviewed and with no similar products is opened, then 'No Reviews Yet', no Similar Products and no error", async ({
  page,
  request,
}) => {
  const product = (await undiscounted(request))[3];
  if (!product) throw new Error("no fourth undiscounted product in the demo store");
  const detail = await (await request.get(`/api/edit_product/${product.id}/`)).json();
  expect((detail.ratings as { count: number }).count).toBe(0);
  // Came from a search for exactly this product at exactly its price: nothing else matches.
  const price = product.discounted_price.toFixed(2);
  const filters = new URLSearchParams({ search: product.name, min_price: price, max_price: price });
  const others = await request.get(`/api/view_products?${filters}&exclude=${product.id}`);
  expect(ProductListResponseSchema.parse(await others.json()).products).toEqual([]);
  const path = `/accessories/${product.id}?${filters}`;

  const html = await serverHtml(request, path);
  expect(html).toContain("No Reviews Yet");
  expect(jsonLd(html)).not.toHaveProperty("aggregateRating");

  await gotoHydrated(page, path);

  await expect(reviewsRegion(page).getByText("No Reviews Yet")).toBeVisible();
  await expect(page.getByTestId("similar-products-loading")).toHaveCount(0);
  await expect(similarRegion(page)).toHaveCount(0);
  await expect(page.getByText("We could not load similar products.")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
});

test("when the reviews and Similar Products cannot be read, then the page stays and offers to try again, which reads them", async ({
  page,
  request,
  consoleErrors,
  playwright,
  baseURL,
}) => {
  const product = (await undiscounted(request))[4];
  if (!product) throw new Error("no fifth undiscounted product in the demo store");
  const reviewer = await playwright.request.newContext({ baseURL });
  try {
    await signUp(reviewer, "Retrier");
    const answer = await reviewer.post(`/api/add_review/${product.id}/`, {
      data: { rating: 5, comment: "Worth the wait" },
    });
    expect(answer.status()).toBe(201);
  } finally {
    await reviewer.dispose();
  }
  let failing = true;
  const failWhileAsked = async (route: Route) => {
    if (failing) await route.fulfill({ status: 503, json: { message: "Service unavailable" } });
    else await route.fallback();
  };
  await page.route(/\/api\/view_review\//, failWhileAsked);
  await page.route(/\/api\/view_products\?/, failWhileAsked);

  await gotoHydrated(page, `/accessories/${product.id}`);

  // The store retries a 5xx twice before it says so.
  const reviews = reviewsRegion(page);
  await expect(reviews.getByText("We could not load the reviews.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("We could not load similar products.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  // The answers refused on purpose are the only console errors.
  const refused = consoleErrors.splice(0);
  expect(refused.length).toBeGreaterThan(0);
  for (const error of refused) expect(error).toMatch(/503/);

  failing = false;
  await reviews.getByRole("button", { name: "Try again" }).click();
  await expect(reviews.getByText("Worth the wait")).toBeVisible();
  await similarRegion(page).getByRole("button", { name: "Try again" }).click();
  await expect(similarRegion(page).getByRole("heading", { level: 3 }).first()).toBeVisible();
});
