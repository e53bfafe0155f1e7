import AxeBuilder from "@axe-core/playwright";
import type { CartResponse, ProductListResponse, WishlistResponse } from "@carcare/contracts";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, gotoHydrated, logInAsDemo, submitLogin, test, waitForInteractive } from "./support.js";

// The demo catalogue (packages/db/src/seed/data.ts): 65 listed products, 6 a page.

/** The product grid: one article per card. */
const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading").allTextContents();
/** Each card's price the customer pays (its first price; a struck-through original follows it). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator("p > span.text-lg").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}
const resultsCount = (page: Page) => page.getByText(/^\d+ products? found/);
const pageOf = (page: Page) => page.getByRole("navigation", { name: "Pages" }).getByText(/^Page \d+ of \d+$/);

/** The API's own answer for a listing query, to compare the page with. */
async function apiListing(page: Page, query: string): Promise<ProductListResponse> {
  const response = await page.request.get(`/api/view_products?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductListResponse;
}

async function expectSearchParams(page: Page, expected: Record<string, string>) {
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected);
}

test.describe("the listing and its address", () => {
  test("when a visitor opens /accessories, then the first 6 products show with the count and 'Page 1 of Y'", async ({
    page,
  }) => {
    const all = await apiListing(page, "");
    await gotoHydrated(page, "/accessories");

    await expect(page.getByRole("heading", { level: 1, name: "Car Accessories" })).toBeVisible();
    await expect(resultsCount(page)).toHaveText(`${all.total} products found`);
    await expect(cards(page)).toHaveCount(6);
    expect(await cardNames(page)).toEqual(all.products.map((product) => product.name));
    await expect(pageOf(page)).toHaveText(`Page 1 of ${all.pages}`);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("button", { name: "Prev" })).toBeDisabled();
    await expect(pages.getByRole("link", { name: "Next" })).toBeVisible();
  });

  test("when a search is sent, then only matching products show, the address has it, and clear brings all back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/accessories");
    const search = page.getByRole("searchbox", { name: "Search accessories" });
    await search.fill("wiper");
    await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();

    await expectSearchParams(page, { search: "wiper" });
    await expect(resultsCount(page)).toHaveText("2 products found for “wiper”");
    expect((await cardNames(page)).sort()).toEqual([
      'Bosch AeroTwin Flat Wiper Blade Set 24"/19"',
      'Bosch Clear Advantage Wiper Blade 22"',
    ]);

    await page.getByRole("button", { name: "Clear search" }).click();
    await expectSearchParams(page, {});
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(resultsCount(page)).toHaveText("65 products found");
  });

  test("when the Performance category is applied, then the grid is that category's and the address says so", async ({
    page,
  }) => {
    const performance = await apiListing(page, "category=Performance");
    await gotoHydrated(page, "/accessories?page=2");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("checkbox", { name: "Performance" }).check();
    await filters.getByRole("button", { name: "Apply" }).click();

    // A filter change shows page 1.
    await expectSearchParams(page, { category: "Performance" });
    await expect(resultsCount(page)).toHaveText(`${performance.total} products found`);
    expect(await cardNames(page)).toEqual(performance.products.map((product) => product.name));
    await expect(pageOf(page)).toHaveText(`Page 1 of ${performance.pages}`);
    await expect(filters.getByRole("checkbox", { name: "Performance" })).toBeChecked();
  });

  test("when the Baseus brand is applied, then every card is a Baseus product", async ({ page }) => {
    await gotoHydrated(page, "/accessories");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("checkbox", { name: "Baseus" }).check();
    await filters.getByRole("button", { name: "Apply" }).click();

    await expectSearchParams(page, { brand: "Baseus" });
    await expect(resultsCount(page)).toHaveText("5 products found");
    await expect(cards(page)).toHaveCount(5);
    for (const card of await cards(page).all())
      await expect(card.getByText("Baseus", { exact: true })).toBeVisible();
  });

  test("when a price range of AED 100 to 200 is applied, then every price is within it", async ({ page }) => {
    const inRange = await apiListing(page, "min_price=100&max_price=200");
    await gotoHydrated(page, "/accessories");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByLabel("Minimum price in AED").fill("100");
    await filters.getByLabel("Maximum price in AED").fill("200");
    await filters.getByRole("button", { name: "Apply" }).click();

    await expectSearchParams(page, { min_price: "100", max_price: "200" });
    await expect(resultsCount(page)).toHaveText(`${inRange.total} products found`);
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(6);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(100);
      expect(price).toBeLessThanOrEqual(200);
    }
  });

  test("when Sort By Low-High is chosen on page 2, then page 1 shows the cheapest first, in order", async ({
    page,
  }) => {
    const cheapest = await apiListing(page, "sort=asc");
    await gotoHydrated(page, "/accessories?page=2");
    await page.getByLabel("Sort By").selectOption({ label: "Low-High" });

    await expectSearchParams(page, { sort: "asc" });
    await expect(pageOf(page)).toHaveText(`Page 1 of ${cheapest.pages}`);
    await expect.poll(() => cardNames(page)).toEqual(cheapest.products.map((product) => product.name));
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(cheapest.products[0]?.discounted_price);
  });

  test("when Next and Prev are used, then Back and Forward walk the same pages", async ({ page }) => {
    const all = await apiListing(page, "");
    const second = await apiListing(page, "page=2");
    await gotoHydrated(page, "/accessories");
    const pages = page.getByRole("navigation", { name: "Pages" });

    await pages.getByRole("link", { name: "Next" }).click();
    await expectSearchParams(page, { page: "2" });
    await expect(pageOf(page)).toHaveText(`Page 2 of ${all.pages}`);
    expect(await cardNames(page)).toEqual(second.products.map((product) => product.name));
    await expect(pages.getByRole("link", { name: "Prev" })).toBeVisible();

    await page.goBack();
    await expectSearchParams(page, {});
    await expect(pageOf(page)).toHaveText(`Page 1 of ${all.pages}`);
    await expect.poll(() => cardNames(page)).toEqual(all.products.map((product) => product.name));

    await page.goForward();
    await expectSearchParams(page, { page: "2" });
    await expect(pageOf(page)).toHaveText(`Page 2 of ${all.pages}`);
    await expect.poll(() => cardNames(page)).toEqual(second.products.map((product) => product.name));
  });

  test("when the last page is reached, then Next is disabled", async ({ page }) => {
    const all = await apiListing(page, "");
    await gotoHydrated(page, `/accessories?page=${all.pages}`);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pageOf(page)).toHaveText(`Page ${all.pages} of ${all.pages}`);
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(pages.getByRole("link", { name: "Prev" })).toBeVisible();
  });

  test("when a filtered address is shared, then the server's HTML already holds those results and the controls match", async ({
    page,
  }) => {
    const path = "/accessories?brand=Baseus&sort=desc";
    const expected = await apiListing(page, "brand=Baseus&sort=desc");

    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(expected.products).toHaveLength(5);
    for (const product of expected.products) expect(html).toContain(product.name);
    expect(html).toContain("5 products found");
    expect(html).not.toContain("Sparco Racing Style Seat Cover Set");

    await gotoHydrated(page, path);
    expect(await cardNames(page)).toEqual(expected.products.map((product) => product.name));
    await expect(page.getByLabel("Sort By")).toHaveValue("desc");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters.getByRole("checkbox", { name: "Baseus" })).toBeChecked();
    await expect(filters.getByRole("checkbox", { name: "Bosch" })).not.toBeChecked();
  });

  test("when the address holds bad values, then a sensible listing shows, never an error page", async ({
    page,
  }) => {
    const all = await apiListing(page, "");

    for (const [query, expectedPage] of [
      ["page=abc", 1],
      ["page=-3&sort=cheapest", 1],
      ["min_price=-5", 1],
      ["page=9999", all.pages],
    ] as const) {
      const response = await gotoHydrated(page, `/accessories?${query}`);
      expect(response.status(), query).toBe(200);
      await expect(resultsCount(page), query).toHaveText(`${all.total} products found`);
      await expect(pageOf(page), query).toHaveText(`Page ${expectedPage} of ${all.pages}`);
      await expect(cards(page).first(), query).toBeVisible();
    }
    await expect(
      page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next" }),
    ).toBeDisabled();

    // A minimum above the maximum is read as the range between them.
    const swapped = await apiListing(page, "min_price=100&max_price=500");
    await gotoHydrated(page, "/accessories?min_price=500&max_price=100&sort=zzz");
    await expect(resultsCount(page)).toHaveText(`${swapped.total} products found`);
    await expect(page.getByLabel("Sort By")).toHaveValue("");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters.getByLabel("Minimum price in AED")).toHaveValue("100");
    await expect(filters.getByLabel("Maximum price in AED")).toHaveValue("500");
  });

  test("when nothing matches, then a friendly empty state offers Clear All, which shows everything", async ({
    page,
  }) => {
    await gotoHydrated(page, "/accessories?search=flux+capacitor&brand=Bosch");
    await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
    await expect(resultsCount(page)).toHaveText("0 products found for “flux capacitor”");
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("region", { name: "Products" }).getByRole("link", { name: "Clear All" }).click();
    await expectSearchParams(page, {});
    await expect(resultsCount(page)).toHaveText("65 products found");
    await expect(page.getByRole("searchbox", { name: "Search accessories" })).toHaveValue("");
  });
});

test.describe("at 375 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test("when Filters is opened, then a full-screen dialog holds focus, Escape closes it and focus returns", async ({
    page,
  }) => {
    await gotoHydrated(page, "/accessories");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    const open = page.getByRole("button", { name: "Filters", exact: true });
    await open.click();

    const dialog = page.getByRole("dialog", { name: "Filters" });
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
    await expect(dialog.getByRole("button", { name: "Close filters" })).toBeFocused();
    // Focus stays inside: Shift+Tab from the first control goes to the dialog's last one, not the page.
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Clear All" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close filters" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("when a category is applied in the dialog, then it closes and the listing and Filters count follow", async ({
    page,
  }) => {
    const performance = await apiListing(page, "category=Performance");
    await gotoHydrated(page, "/accessories");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await dialog.getByRole("checkbox", { name: "Performance" }).check();
    await expect(dialog.getByRole("button", { name: "Apply" })).toBeInViewport();
    await dialog.getByRole("button", { name: "Apply" }).click();

    await expect(dialog).toBeHidden();
    await expectSearchParams(page, { category: "Performance" });
    await expect(resultsCount(page)).toHaveText(`${performance.total} products found`);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("when Clear All is pressed in the dialog, then every filter goes", async ({ page }) => {
    await gotoHydrated(page, "/accessories?brand=Bosch&min_price=50");
    await page.getByRole("button", { name: "Filters (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await expect(dialog.getByRole("checkbox", { name: "Bosch" })).toBeChecked();
    await dialog.getByRole("button", { name: "Clear All" }).click();

    await expect(dialog).toBeHidden();
    await expectSearchParams(page, {});
    await expect(resultsCount(page)).toHaveText("65 products found");
  });
});

test.describe("the category carousel", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: "Shop by category" });

  test("when a category slide is chosen, then the listing shows that category", async ({ page }) => {
    const exterior = await apiListing(page, "category=Car Exterior");
    await gotoHydrated(page, "/accessories?sort=asc&page=2");
    const slide = carousel(page).getByRole("link", { name: "Car Exterior" });
    await waitForInteractive(slide);
    await slide.click();

    await expectSearchParams(page, { category: "Car Exterior", sort: "asc" });
    await expect(resultsCount(page)).toHaveText(`${exterior.total} products found`);
    await expect(carousel(page).getByRole("link", { name: "Car Exterior (selected)" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("when it shows one slide (375 px), then it turns every 2 s and stops while keyboard focus is inside", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/accessories");
    const region = carousel(page);
    await expect(region).toHaveAttribute("data-autoplay", "playing");
    const firstSlide = region.getByRole("group", { name: "1 of 4" });
    // It moves by itself: the first slide leaves the view.
    await expect(firstSlide).not.toBeInViewport();

    await region.getByRole("button", { name: "Next categories" }).focus();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await page.getByRole("searchbox", { name: "Search accessories" }).focus();
    await expect(region).toHaveAttribute("data-autoplay", "playing");

    await region.getByRole("button", { name: "Pause the category carousel" }).click();
    await expect(region).toHaveAttribute("data-autoplay", "paused");
    await expect(region.getByRole("button", { name: "Play the category carousel" })).toBeVisible();
  });

  test("when the visitor prefers reduced motion, then it never turns by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/accessories");
    const region = carousel(page);
    await waitForInteractive(region.getByRole("button", { name: "Next categories" }));

    await expect(region).toHaveAttribute("data-autoplay", "off");
    await expect(region.getByRole("button", { name: /the category carousel/ })).toHaveCount(0);
    await expect(region.getByRole("group", { name: "1 of 4" })).toBeInViewport();
    // The arrows still move it, at once.
    await region.getByRole("button", { name: "Next categories" }).click();
    await expect(region.getByRole("group", { name: "2 of 4" })).toBeInViewport();
  });
});

test.describe("cart and wishlist from a card", () => {
  const addToCart = (page: Page, name: string): Locator =>
    page.getByRole("button", { name: `Add to cart: ${name}` });

  async function cartNames(page: Page): Promise<string[]> {
    const response = await page.request.get("/api/display_cart");
    expect(response.status()).toBe(200);
    return ((await response.json()) as CartResponse).cart_items.map((item) => item.product_name);
  }

  test("when a visitor adds to cart, then they are asked to log in, and after it the product is in the cart", async ({
    page,
  }) => {
    const name = "Garmin DriveSmart 66 6-inch GPS Navigator";
    await gotoHydrated(page, "/accessories?search=DriveSmart");
    await addToCart(page, name).click();

    await expect(page.getByText("Please log in to continue")).toBeVisible();
    await submitLogin(page, DEMO.phone, DEMO.password);

    await expect(page).toHaveURL(/\/cart$/);
    expect(await cartNames(page)).toContain(name);
    await expect(page.getByTestId("cart-count")).toBeVisible();
  });

  test("when the cart read right after a visitor's login is answered before the add but arrives after it, then the cart still shows the product", async ({
    page,
  }) => {
    // Right after the login the header asks for the new customer's cart while the add is sent. Here
    // the store answers that read first (the cart before the add) and the network brings the answer
    // late, once the add is done and the shopper is on /cart: the page must ask again.
    const name = "Armor All Collapsible Trunk Organiser";
    await gotoHydrated(page, "/accessories?search=Organiser");
    let cartReadAnswered!: () => void;
    const cartRead = new Promise<void>((resolve) => (cartReadAnswered = resolve));
    await page.route(
      "**/api/add_to_cart/**",
      async (route) => {
        await cartRead;
        await route.continue();
      },
      { times: 1 },
    );
    await page.route(
      "**/api/display_cart",
      async (route) => {
        const before = await route.fetch();
        const body = await before.text();
        cartReadAnswered();
        await page.waitForURL(/\/cart$/, { waitUntil: "commit" });
        // Cancelled meanwhile by a page that asks again: nothing left to answer.
        await route
          .fulfill({ status: before.status(), headers: before.headers(), body })
          .catch(() => undefined);
      },
      { times: 1 },
    );
    await addToCart(page, name).click();
    await submitLogin(page, DEMO.phone, DEMO.password);

    await expect(page).toHaveURL(/\/cart$/);
    expect(await cartNames(page)).toContain(name);
    await expect(page.getByRole("main").getByText(name).first()).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText(String((await cartNames(page)).length));
  });

  test("when a logged-in customer adds to cart, then the header's cart count goes up by one", async ({
    page,
  }) => {
    const name = "NGK Iridium IX Spark Plugs (Set of 4)";
    await gotoHydrated(page, "/accessories?search=NGK");
    await logInAsDemo(page);
    const before = (await cartNames(page)).length;
    expect(await cartNames(page)).not.toContain(name);

    await addToCart(page, name).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-count")).toHaveText(String(before + 1));
    expect(await cartNames(page)).toContain(name);
  });

  test("when a logged-in customer adds to the wishlist, then they land on /wishlist with it there", async ({
    page,
  }) => {
    const name = "Mothers California Gold Clay Bar Kit";
    await gotoHydrated(page, "/accessories?search=Clay");
    await logInAsDemo(page);

    await page.getByRole("button", { name: `Add ${name} to wishlist` }).click();

    await expect(page).toHaveURL(/\/wishlist$/);
    const response = await page.request.get("/api/wishlist_items");
    const wishlist = (await response.json()) as WishlistResponse;
    expect(wishlist.wishlist_items.map((item) => item.product_name)).toContain(name);
    await expect(page.getByTestId("wishlist-count")).toBeVisible();
  });
});

test.describe("accessibility", () => {
  // The page's own content: the shared header and footer are checked page by page in ssr.spec.ts.
  const violationsOf = async (page: Page) =>
    (await new AxeBuilder({ page }).include("main").analyze()).violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));

  test("when a visitor opens /accessories, then axe finds no violations", async ({ page }) => {
    await gotoHydrated(page, "/accessories?category=Performance");
    await page.waitForLoadState("networkidle");
    expect(await violationsOf(page)).toEqual([]);
  });

  test("when the filter dialog is open at 375 px, then axe finds no violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/accessories");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});
