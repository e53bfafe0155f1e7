import AxeBuilder from "@axe-core/playwright";
import type { Category, ProductListResponse } from "@carcare/contracts";
import type { Page } from "@playwright/test";
import { ar, sidewaysOverflow } from "./arabic";
import { expect, gotoHydrated, test, waitForInteractive } from "./support";

// The listing's search results (issue 28): what was searched for, the corrected text of a misspelt
// search, the closest matches when nothing matches every word, and never an empty page. Reads the
// demo catalogue only (packages/db/src/seed/data.ts).

const results = (page: Page) => page.getByRole("region", { name: "Products" });
const cards = (page: Page) => results(page).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading").allTextContents();
const WIPERS = ['Bosch AeroTwin Flat Wiper Blade Set 24"/19"', 'Bosch Clear Advantage Wiper Blade 22"'];

async function apiListing(page: Page, query: string): Promise<ProductListResponse> {
  const response = await page.request.get(`/api/view_products?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductListResponse;
}

async function apiCategories(page: Page, headers: Record<string, string> = {}): Promise<Category[]> {
  const response = await page.request.get("/api/view_category", { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { categories: Category[] }).categories;
}

async function expectSearchParams(page: Page, expected: Record<string, string>) {
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected);
}

const robots = (page: Page) => page.locator('head meta[name="robots"]');

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("when a shopper searches 'wipers', then the Bosch wiper blades come first under 'Results for', sorted by best match, and the page is not indexed", async ({
      page,
    }) => {
      const answer = await apiListing(page, "search=wipers");
      expect(answer.search?.match).toBe("all");
      await gotoHydrated(page, "/accessories?search=wipers");

      await expect(results(page).getByRole("heading", { name: "Results for “wipers”" })).toBeVisible();
      await expect(page.getByText(/^\d+ products? found/)).toHaveText(
        `${answer.total} ${answer.total === 1 ? "product" : "products"} found for “wipers”`,
      );
      expect((await cardNames(page)).slice(0, 2).sort()).toEqual(WIPERS);
      const sort = page.getByLabel("Sort By");
      await expect(sort).toHaveValue("");
      await expect(sort.locator("option:checked")).toHaveText("Best match");
      // Wide enough to read it, on a phone too (the results count takes a line of its own there).
      expect((await sort.boundingBox())!.width).toBeGreaterThan(100);
      await expect(robots(page)).toHaveAttribute("content", "noindex");
      expect(await sidewaysOverflow(page)).toBe(0);

      // Another order keeps the search.
      await waitForInteractive(sort);
      await sort.selectOption({ label: "Low-High" });
      await expectSearchParams(page, { search: "wipers", sort: "asc" });
      await expect(results(page).getByRole("heading", { name: "Results for “wipers”" })).toBeVisible();
    });

    test("when a shopper misspells a brand ('bosh'), then the page shows the results for the corrected text and names what was typed", async ({
      page,
    }) => {
      const answer = await apiListing(page, "search=bosh");
      expect(answer.search).toEqual({ match: "all", corrected: "bosch" });
      await gotoHydrated(page, "/accessories?search=bosh");

      await expect(
        results(page).getByRole("heading", { name: "Showing results for “bosch”", exact: true }),
      ).toBeVisible();
      await expect(results(page).getByText("You searched for “bosh”", { exact: true })).toBeVisible();
      await expect(cards(page).first().getByText("Bosch", { exact: true })).toBeVisible();
      expect(await cardNames(page)).toEqual(answer.products.map((product) => product.name));
      expect(await sidewaysOverflow(page)).toBe(0);
    });

    test("when nothing matches every word ('bosch wax'), then the closest matches show under 'Did you mean one of these?'", async ({
      page,
    }) => {
      const answer = await apiListing(page, "search=bosch+wax");
      expect(answer.search?.match).toBe("some");
      expect(answer.products.length).toBeGreaterThan(0);
      await gotoHydrated(page, "/accessories?search=bosch+wax");

      await expect(
        results(page).getByRole("heading", { name: "No products match all of “bosch wax”", exact: true }),
      ).toBeVisible();
      await expect(results(page).getByText("Did you mean one of these?", { exact: true })).toBeVisible();
      expect(await cardNames(page)).toEqual(answer.products.map((product) => product.name));
      expect(await sidewaysOverflow(page)).toBe(0);
    });

    test("when nothing matches at all ('zzqxv'), then the page says so, offers every category and a way out of the search, with no console error", async ({
      page,
    }) => {
      const answer = await apiListing(page, "search=zzqxv");
      expect(answer.products).toEqual([]);
      const categories = await apiCategories(page);
      expect(categories.length).toBeGreaterThan(0);
      await gotoHydrated(page, "/accessories?search=zzqxv");

      await expect(
        results(page).getByRole("heading", { name: "No products match “zzqxv”", exact: true }),
      ).toBeVisible();
      await expect(results(page).getByText("Check the spelling or try fewer words")).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      const browse = results(page).getByRole("navigation", { name: "Browse a category" });
      await expect(browse.getByRole("link")).toHaveText(categories.map((category) => category.name));
      await expect(results(page).getByRole("link", { name: "Clear All" })).toHaveCount(0);
      await expect(robots(page)).toHaveAttribute("content", "noindex");
      expect(await sidewaysOverflow(page)).toBe(0);

      // A category leaves the search behind and shows that category's products.
      const first = categories[0]!;
      const shelf = await apiListing(page, `category=${encodeURIComponent(first.name)}`);
      await browse.getByRole("link", { name: first.name, exact: true }).click();
      await expectSearchParams(page, { category: first.name });
      await expect.poll(() => cardNames(page)).toEqual(shelf.products.map((product) => product.name));
      await expect(robots(page)).toHaveCount(0);

      // Back, Clear search shows the whole listing.
      await page.goBack();
      await expectSearchParams(page, { search: "zzqxv" });
      await results(page).getByRole("link", { name: "Clear search" }).click();
      await expectSearchParams(page, {});
      await expect(page.getByText(/^\d+ products? found/)).toHaveText(/^\d+ products found$/);
      await expect(cards(page)).not.toHaveCount(0);
    });
  });
}

test("when a search with a brand filter finds nothing, then Clear filters keeps the search and Clear search keeps the filter", async ({
  page,
}) => {
  await gotoHydrated(page, "/accessories?search=zzqxv&brand=Bosch");
  await expect(results(page).getByRole("heading", { name: "No products match “zzqxv”" })).toBeVisible();
  await expect(results(page).getByRole("link", { name: "Clear All" })).toBeVisible();

  await results(page).getByRole("link", { name: "Clear filters" }).click();
  await expectSearchParams(page, { search: "zzqxv" });
  await expect(results(page).getByRole("link", { name: "Clear filters" })).toHaveCount(0);

  await page.goBack();
  await expectSearchParams(page, { search: "zzqxv", brand: "Bosch" });
  // The address changes at once on Back; the page shows the filter again only once its loader has
  // answered, and until then its links are the previous page's (Clear search would drop the brand).
  await expect(results(page).getByRole("link", { name: "Clear filters" })).toBeVisible();
  await results(page).getByRole("link", { name: "Clear search" }).click();
  await expectSearchParams(page, { brand: "Bosch" });
  await expect(cards(page).first().getByText("Bosch", { exact: true })).toBeVisible();
});

test("when a search spans pages, then paging and the filters keep it", async ({ page }) => {
  const answer = await apiListing(page, "search=car");
  expect(answer.pages).toBeGreaterThan(1);
  await gotoHydrated(page, "/accessories?search=car");
  const pages = page.getByRole("navigation", { name: "Pages" });
  const next = pages.getByRole("link", { name: "Next" });
  await waitForInteractive(next);
  await next.click();
  await expectSearchParams(page, { search: "car", page: "2" });
  await expect(results(page).getByRole("heading", { name: "Results for “car”" })).toBeVisible();

  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Bosch" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expectSearchParams(page, { search: "car", brand: "Bosch" });
});

test("when the listing has no search, then its sort says Default and it may be indexed", async ({ page }) => {
  await gotoHydrated(page, "/accessories");
  await expect(page.getByLabel("Sort By").locator("option:checked")).toHaveText("Default");
  await expect(robots(page)).toHaveCount(0);
  await expect(results(page).getByRole("heading", { name: /^Results for/ })).toHaveCount(0);
});

test("when an Arabic shopper searches, then the results and the nothing-found page are in Arabic", async ({
  page,
}) => {
  const arabicResults = page.getByRole("region", { name: ar("catalog_listing_productsHeading") });
  await gotoHydrated(page, "/ar/accessories?search=bosch");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    arabicResults.getByRole("heading", {
      name: ar("catalog_listing_searchResults_heading", { search: "bosch" }),
    }),
  ).toBeVisible();
  await expect(page.locator("#listing-sort option:checked")).toHaveText(ar("catalog_listing_sort_bestMatch"));
  await expect(robots(page)).toHaveAttribute("content", "noindex");

  const categories = await apiCategories(page, { "Accept-Language": "ar" });
  await gotoHydrated(page, "/ar/accessories?search=zzqxv");
  await expect(
    arabicResults.getByRole("heading", {
      name: ar("catalog_listing_empty_headingSearch", { search: "zzqxv" }),
    }),
  ).toBeVisible();
  await expect(arabicResults.getByText(ar("catalog_listing_empty_searchText"))).toBeVisible();
  await expect(
    arabicResults.getByRole("navigation", { name: ar("catalog_listing_empty_categories") }).getByRole("link"),
  ).toHaveText(categories.map((category) => category.name));
  await expect(arabicResults.getByRole("link", { name: ar("catalog_listing_search_clear") })).toHaveAttribute(
    "href",
    "/ar/accessories",
  );
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("when the search states are shown, then axe finds no violations", async ({ page }) => {
  for (const path of [
    "/accessories?search=zzqxv&brand=Bosch",
    "/accessories?search=wipers",
    "/ar/accessories?search=zzqxv",
  ]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    const violations = (await new AxeBuilder({ page }).include("main").analyze()).violations.map(
      (violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }),
    );
    expect(violations, path).toEqual([]);
  }
});
