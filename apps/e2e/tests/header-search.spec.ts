import type { Locator, Page } from "@playwright/test";
import { ar, sidewaysOverflow, seriousAxeViolations } from "./arabic";
import { expect, gotoHydrated, test } from "./support";

// The header's search with suggestions as you type (issue 28, point 2), with the keyboard alone: an
// ARIA 1.2 combobox whose list comes from GET /api/search_suggestions on the demo catalogue.

const LABEL = "Search products and brands";
// The beginning of a demo product word ("wiper": the store sells Bosch wiper blades).
const TYPED = "wip";

const box = (page: Page, name = LABEL) => page.getByRole("combobox", { name });
const list = (page: Page) => page.getByRole("listbox");

/** Tabs from the top of the page until `target` has the focus (the keyboard's way there). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("Tab never reached the element");
}

/** Types the text and waits for its suggestions: a list of options the input says it controls. */
async function typeAndWaitForSuggestions(page: Page, name = LABEL) {
  await page.keyboard.type(TYPED);
  await expect(list(page)).toBeVisible();
  await expect(box(page, name)).toHaveAttribute("aria-expanded", "true");
  await expect(box(page, name)).toHaveAttribute("aria-controls", (await list(page).getAttribute("id"))!);
  const options = list(page).getByRole("option");
  expect(await options.count()).toBeGreaterThan(0);
  return options;
}

test.describe("header search on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("when a shopper types the beginning of a product word and picks the first suggestion with ArrowDown and Enter, then its product page opens", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(box(page)).toBeVisible();
    await tabTo(page, box(page));
    const options = await typeAndWaitForSuggestions(page);

    // A polite status says how many there are; the first product is a wiper blade.
    const count = await options.count();
    await expect(page.getByRole("status").filter({ hasText: `${count} suggestion` })).toHaveCount(1);
    await expect(options.first()).toContainText(/wiper/i);
    await expect(options.first()).toContainText(/AED \d/);

    await page.keyboard.press("ArrowDown");
    const first = options.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    // ArrowUp from the first wraps to the last, ArrowDown from the last back to the first.
    await page.keyboard.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");

    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/accessories\/\d+$/);
    const name = (await first.locator("span span").first().textContent())!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // The list closed with the navigation.
    await expect(list(page)).toHaveCount(0);
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("when a shopper presses Escape, then the list closes, and Enter without a choice searches the listing", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await tabTo(page, box(page));
    await typeAndWaitForSuggestions(page);

    await page.keyboard.press("Escape");
    await expect(list(page)).toHaveCount(0);
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
    await expect(box(page)).toHaveValue(TYPED);
    await expect(box(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/accessories?search=${TYPED}`);
    await expect(page.getByRole("searchbox", { name: "Search accessories" })).toHaveValue(TYPED);
  });

  test("when a shopper points at a suggestion, then it is highlighted, and a click elsewhere closes the list", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await box(page).click();
    const options = await typeAndWaitForSuggestions(page);
    await options.nth(1).hover();
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.getByRole("main").click({ position: { x: 5, y: 300 } });
    await expect(list(page)).toHaveCount(0);
  });

  test("when the suggestions are open, then axe finds no serious problem on the page", async ({ page }) => {
    await gotoHydrated(page, "/accessories");
    await tabTo(page, box(page));
    await typeAndWaitForSuggestions(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("header search on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("when a shopper opens the search with its button, then the box takes the focus, suggests, and Escape closes the list, then the box, back to the button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    // The box stays out of the way until asked for.
    await expect(box(page)).toBeHidden();
    const opener = page.getByRole("button", { name: LABEL });
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect(box(page)).toBeFocused();
    // Full width, within the screen.
    const width = (await box(page).boundingBox())!.width;
    expect(width).toBeGreaterThan(300);

    const options = await typeAndWaitForSuggestions(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Escape");
    await expect(list(page)).toHaveCount(0);
    await expect(box(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  test("when a shopper searches from the phone's box without a choice, then the listing shows the search", async ({
    page,
  }) => {
    await gotoHydrated(page, "/cart");
    await page.getByRole("button", { name: LABEL }).click();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type(TYPED);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/accessories?search=${TYPED}`);
    // The box belonged to the page it was opened on.
    await expect(box(page)).toBeHidden();
  });
});

test.describe("header search in Arabic", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("when a shopper searches from an Arabic page, then the Arabic listing shows the search", async ({
    page,
  }) => {
    const label = ar("layout_search_label");
    await gotoHydrated(page, "/ar");
    await tabTo(page, box(page, label));
    await typeAndWaitForSuggestions(page, label);
    // Options lead to Arabic pages.
    expect(await list(page).getByRole("option").first().getAttribute("href")).toMatch(/^\/ar\/accessories\//);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/ar/accessories?search=${TYPED}`);
  });
});

test("when JavaScript has not run, then every page's header has a plain GET search form of its language's listing", async ({
  request,
}) => {
  const pages: [string, string][] = [
    ["/", "/accessories"],
    ["/cart", "/accessories"],
    ["/ar", "/ar/accessories"],
  ];
  for (const [path, action] of pages) {
    const html = await (await request.get(path)).text();
    const form = /<form[^>]*id="header-search"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form, path).toContain('role="search"');
    expect(form, path).toContain('method="get"');
    expect(form, path).toContain(`action="${action}"`);
    expect(html, path).toMatch(
      /<input[^>]*name="search"[^>]*role="combobox"|<input[^>]*role="combobox"[^>]*name="search"/,
    );
  }
});
