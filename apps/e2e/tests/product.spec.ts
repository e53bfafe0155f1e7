import AxeBuilder from "@axe-core/playwright";
import {
  CartResponseSchema,
  type Product,
  ProductDetailSchema,
  ProductListResponseSchema,
  REVIEW_MESSAGES,
  WishlistResponseSchema,
} from "@carcare/contracts";
import { createPrismaClient, openDatabase } from "@carcare/db";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, expect, gotoHydrated, logInAsDemo, test } from "./support";

const REPLACED_MESSAGE =
  "Your review was updated: each customer has one review per product, so this one replaced your earlier review.";

const aed = (amount: number) =>
  `AED ${amount.toLocaleString("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Every seeded product, as the listing answers them (the demo catalogue has fewer than 48). */
async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.get("/api/view_products?limit=48");
  expect(answer.status()).toBe(200);
  return ProductListResponseSchema.parse(await answer.json()).products;
}

/**
 * A seeded product no other test of this file uses (each test writes its own reviews, cart lines or
 * stock); `discounted` picks one with or without a discount.
 */
async function productFor(request: APIRequestContext, index: number, discounted = true): Promise<Product> {
  const products = (await allProducts(request)).filter(
    (product) => product.stock > 0 && product.discount_percentage > 0 === discounted,
  );
  const product = products[index];
  if (!product) throw new Error(`no seeded product #${index} (discounted: ${discounted})`);
  return product;
}

async function reviewCount(request: APIRequestContext, id: number): Promise<number> {
  const answer = await request.get(`/api/edit_product/${id}/`);
  return ProductDetailSchema.parse(await answer.json()).ratings.count;
}

/** The product's stock, written straight into the server's database (no store screen changes it). */
async function setStock(id: number, stock: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  const database = await openDatabase({ dataDir });
  const prisma = createPrismaClient(database.url, { poolSize: 1 });
  try {
    await prisma.product.update({ where: { id }, data: { stock } });
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

function reviewDialog(page: Page) {
  return page.getByRole("dialog", { name: "Write a review" });
}

/** Clicks a star of the popup (its label: the radio itself is visually hidden). */
async function clickStars(page: Page, name: string) {
  await reviewDialog(page).locator("label", { hasText: name }).click();
}

test.describe("the product page", () => {
  test("when a discounted product is opened, then it shows its price, the struck-through original, the saving and the badge", async ({
    page,
    request,
  }) => {
    const listed = await productFor(request, 0);
    const product = ProductDetailSchema.parse(
      await (await request.get(`/api/edit_product/${listed.id}/`)).json(),
    );

    const response = await gotoHydrated(page, `/accessories/${product.id}`);

    expect(response.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(`Category: ${product.category_name}`, { exact: true })).toBeVisible();
    await expect(main.getByText(aed(product.price), { exact: true }).first()).toBeVisible();
    await expect(main.locator("s").first()).toHaveText(`Original price: ${aed(product.original_price)}`);
    const saving = Math.round(product.original_price * 100 - product.price * 100) / 100;
    await expect(main.getByText(`Saving: ${aed(saving)}`)).toBeVisible();
    // The demo product has sold at this price since it was added, weeks ago: its price history
    // backs the badge (decision 017).
    expect(product.lowest_price_in_7_days).toBe(true);
    await expect(main.getByText("Lowest price in 7 days")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(main.getByText(product.description)).toBeVisible();
    await expect(main.getByRole("button", { name: "Add to cart", exact: true })).toBeEnabled();
    await expect(main.getByRole("button", { name: "Add to wishlist", exact: true })).toBeEnabled();
  });

  test("when a product without a discount is opened, then only its price shows: no original, saving or badge", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 0, false);

    await gotoHydrated(page, `/accessories/${product.id}`);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(aed(product.price), { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/^Saving:/)).toHaveCount(0);
    await expect(main.getByText("Lowest price in 7 days")).toHaveCount(0);
    await expect(main.getByText(/^Original price:/)).toHaveCount(0);
  });

  test("when the product is out of stock, then the page says so and Add to cart is disabled", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 1, false);
    await setStock(product.id, 0);
    try {
      await gotoHydrated(page, `/accessories/${product.id}`);

      const main = page.getByRole("main");
      await expect(main.getByText("Out of stock", { exact: true })).toBeVisible();
      await expect(main.getByRole("button", { name: "Add to cart", exact: true })).toBeDisabled();
      await expect(main.getByRole("button", { name: "Add to wishlist", exact: true })).toBeEnabled();
    } finally {
      await setStock(product.id, product.stock);
    }
  });

  test("when an unknown product is opened, then 404 with the not-found page and a way back home", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/accessories/2147483000");

    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404!" })).toBeVisible();
    await expect(page.getByText("We could not find that product. It may have been removed.")).toBeVisible();
    await page.getByRole("link", { name: "Back Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("when the page is opened, then Similar Products are other products of the same category", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 2);
    const sameCategory = (await allProducts(request)).filter(
      (other) => other.category_name === product.category_name && other.id !== product.id,
    );
    expect(sameCategory.length).toBeGreaterThan(0);

    await gotoHydrated(page, `/accessories/${product.id}`);

    const similar = page.getByRole("region", { name: "Similar Products" });
    const links = similar.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBe(Math.min(sameCategory.length, 8));
    const allowed = new Set(sameCategory.map((other) => `/accessories/${other.id}`));
    for (const href of hrefs) expect(allowed.has(href ?? "")).toBe(true);
    expect(hrefs).not.toContain(`/accessories/${product.id}`);
  });

  test("when the page shows the ratings block, then average, 'Based on N reviews' and the distribution have text", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 3);
    expect(await reviewCount(request, product.id)).toBe(0);

    await gotoHydrated(page, `/accessories/${product.id}`);

    const reviews = page.getByRole("region", { name: "Ratings & Reviews" });
    await expect(reviews.getByText("No Reviews Yet")).toBeVisible();
    await expect(reviews.getByText("Based on 0 reviews")).toBeVisible();
    await expect(reviews.getByRole("listitem")).toHaveCount(5);
    await expect(reviews.getByText("5 stars: 0% of reviews (0)")).toBeAttached();
    await expect(reviews.getByText("1 star: 0% of reviews (0)")).toBeAttached();
  });
});

test.describe("reviews", () => {
  test("when a customer writes a review, then a missing field says 'Please fill all fields', then it is added and listed", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 4);
    const before = await reviewCount(request, product.id);
    await gotoHydrated(page, `/accessories/${product.id}`);
    await logInAsDemo(page);
    const writeHere = page.getByRole("button", { name: "Write here" });

    await writeHere.click();
    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(REVIEW_MESSAGES.incomplete);

    // The rating is a radio group: Space picks the focused star, the arrow keys move along.
    await dialog.getByRole("radio", { name: "1 star", exact: true }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(REVIEW_MESSAGES.incomplete);

    const comment = `Fits well and looks sharp ${Date.now()}`;
    await dialog.getByLabel("Your review").fill(comment);
    await dialog.getByRole("button", { name: "Submit review" }).click();

    await expect(page.getByRole("status").getByText(REVIEW_MESSAGES.added)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(writeHere).toBeFocused();
    const reviews = page.getByRole("region", { name: "Ratings & Reviews" });
    await expect(reviews.getByText(comment)).toBeVisible();
    await expect(
      reviews.getByText(`Based on ${before + 1} review${before + 1 === 1 ? "" : "s"}`),
    ).toBeVisible();
    expect(await reviewCount(request, product.id)).toBe(before + 1);
  });

  test("when a customer reviews the same product again, then the page says their earlier review was replaced", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 5);
    await gotoHydrated(page, `/accessories/${product.id}`);
    await logInAsDemo(page);
    const reviews = page.getByRole("region", { name: "Ratings & Reviews" });

    await page.getByRole("button", { name: "Write here" }).click();
    await clickStars(page, "5 stars");
    await reviewDialog(page).getByLabel("Your review").fill("First impressions: great");
    await reviewDialog(page).getByRole("button", { name: "Submit review" }).click();
    await expect(reviews.getByText("First impressions: great")).toBeVisible();
    const after = await reviewCount(request, product.id);

    await page.getByRole("button", { name: "Write here" }).click();
    await clickStars(page, "2 stars");
    await reviewDialog(page).getByLabel("Your review").fill("After a month: it fades");
    await reviewDialog(page).getByRole("button", { name: "Submit review" }).click();

    await expect(page.getByRole("status").getByText(REPLACED_MESSAGE)).toBeVisible();
    await expect(reviewDialog(page)).toBeHidden();
    await expect(reviews.getByText("After a month: it fades")).toBeVisible();
    await expect(reviews.getByText("First impressions: great")).toHaveCount(0);
    expect(await reviewCount(request, product.id)).toBe(after);
  });

  test("when the popup is open, then Tab stays inside it and Escape closes it, focus back on 'Write here'", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 6);
    await gotoHydrated(page, `/accessories/${product.id}`);
    await logInAsDemo(page);
    const writeHere = page.getByRole("button", { name: "Write here" });

    await writeHere.click();
    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");

    await expect(dialog).toBeHidden();
    await expect(writeHere).toBeFocused();
  });

  test("when a visitor clicks 'Write here', then 'Please Login First' and the login; after it the popup opens", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 7);
    await gotoHydrated(page, `/accessories/${product.id}`);

    await page.getByRole("button", { name: "Write here" }).click();

    await expect(page.getByRole("status").getByText("Please Login First")).toBeVisible();
    const login = page.getByRole("dialog", { name: "Login" });
    await expect(login).toBeVisible();
    await login.getByLabel("Phone").fill(DEMO.phone);
    await login.getByLabel("Password").fill(DEMO.password);
    await login.getByRole("button", { name: "Login", exact: true }).click();
    await expect(reviewDialog(page)).toBeVisible();
    await expect(login).toBeHidden();
  });
});

test.describe("add to cart and wishlist", () => {
  test("when a visitor adds to cart, then the login comes first and the product is in the cart after it", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 8);
    await gotoHydrated(page, `/accessories/${product.id}`);

    await page.getByRole("main").getByRole("button", { name: "Add to cart", exact: true }).click();

    await expect(page.getByText("Please log in to continue")).toBeVisible();
    const login = page.getByRole("dialog", { name: "Login" });
    await login.getByLabel("Phone").fill(DEMO.phone);
    await login.getByLabel("Password").fill(DEMO.password);
    await login.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/cart");
    const cart = CartResponseSchema.parse(await (await page.request.get("/api/display_cart")).json());
    expect(cart.cart_items.map((item) => item.product_id)).toContain(product.id);
  });

  test("when a customer adds to the wishlist, then it goes to the wishlist with the product in it", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 9);
    await gotoHydrated(page, `/accessories/${product.id}`);
    await logInAsDemo(page);

    await page.getByRole("main").getByRole("button", { name: "Add to wishlist", exact: true }).click();

    await expect(page).toHaveURL("/wishlist");
    const wishlist = WishlistResponseSchema.parse(
      await (await page.request.get("/api/wishlist_items")).json(),
    );
    expect(wishlist.wishlist_items.map((item) => item.product_id)).toContain(product.id);
  });

  test("when a visitor adds to the wishlist, then the login comes first and the add follows it", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 10);
    await gotoHydrated(page, `/accessories/${product.id}`);

    await page.getByRole("main").getByRole("button", { name: "Add to wishlist", exact: true }).click();

    const login = page.getByRole("dialog", { name: "Login" });
    await expect(login).toBeVisible();
    await login.getByLabel("Phone").fill(DEMO.phone);
    await login.getByLabel("Password").fill(DEMO.password);
    await login.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/wishlist");
    const wishlist = WishlistResponseSchema.parse(
      await (await page.request.get("/api/wishlist_items")).json(),
    );
    expect(wishlist.wishlist_items.map((item) => item.product_id)).toContain(product.id);
  });

  test("when a customer adds to cart, then it goes to the cart with the product in it", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 11);
    await gotoHydrated(page, `/accessories/${product.id}`);
    await logInAsDemo(page);

    await page.getByRole("main").getByRole("button", { name: "Add to cart", exact: true }).click();

    await expect(page).toHaveURL("/cart");
    const cart = CartResponseSchema.parse(await (await page.request.get("/api/display_cart")).json());
    expect(cart.cart_items.map((item) => item.product_id)).toContain(product.id);
  });
});

test.describe("accessibility", () => {
  test("when a visitor opens a discounted product, then axe finds no violations", async ({
    page,
    request,
  }) => {
    const product = await productFor(request, 0);
    await gotoHydrated(page, `/accessories/${product.id}`);
    await page.waitForLoadState("networkidle");

    // label-content-name-mismatch is left out: it flags the shared header logo and product cards'
    // buttons ("Add {name} to cart"), which other pages share and this page does not own.
    const results = await new AxeBuilder({ page }).disableRules(["label-content-name-mismatch"]).analyze();

    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      })),
    ).toEqual([]);
  });

  test("when the review popup is open, then axe finds no violations in it", async ({ page, request }) => {
    const product = await productFor(request, 1);
    await gotoHydrated(page, `/accessories/${product.id}`);
    await logInAsDemo(page);
    await page.getByRole("button", { name: "Write here" }).click();
    await expect(reviewDialog(page)).toBeVisible();

    const results = await new AxeBuilder({ page }).include("dialog").analyze();

    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
