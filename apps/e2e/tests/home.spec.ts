import type { Page } from "@playwright/test";
import { expect, test } from "./support.js";

/** Section headings in the spec's order (spec section 2, "Home page sections, in order"). */
const SECTION_HEADINGS: readonly (string | RegExp)[] = [
  /Car service, repair & accessories in Abu Dhabi/, // 1 hero (h1)
  "What we offer", // 2 promo cards
  /Today's Deals Upto \d+% OFF/, // 3
  "Guaranteed with every order", // 4
  "Accessories by Category", // 5
  "Discover Car Accessories From Top Brands", // 6
  "Genuine spare parts for every car, found for you", // 7
  "Our Car Services Include", // 8
  "Trusted Brands We Use", // 9
  "Complete car care you can trust", // 10 about
  "Why Choose Us", // 11
  "Car service and repair in Abu Dhabi", // 12 SEO blocks
  "Frequently Asked Questions", // 13
  "Customer Reviews", // 14
  "Car Accessories and Spare Parts Delivered in Abu Dhabi", // 15 SEO
  "Get in Touch", // 16 contact
];

/**
 * Scrolls to the bottom step by step so the lazily loaded sections render. The page grows as each
 * chunk arrives, so it keeps going until the last section is there and the bottom stays the bottom.
 */
async function scrollThrough(page: Page) {
  const lastSection = page.getByRole("heading", { name: "Get in Touch" });
  for (let step = 0; step < 150; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom && (await lastSection.count()) > 0) break;
    await page.waitForTimeout(100);
  }
  await expect(page.getByRole("heading", { name: "Customer Reviews" })).toBeVisible();
}

test.describe("home", () => {
  test("home shows every section, in the spec's order", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Car Service & Repair in Abu Dhabi/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    // index.html ships a site-wide description too; the home page adds its own (React hoists it last).
    await expect(page.locator('head meta[name="description"]').last()).toHaveAttribute(
      "content",
      /Car service and repair in Abu Dhabi with free pickup and drop/,
    );
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute("content", /car service/);
    await scrollThrough(page);

    const main = page.getByRole("main");
    const tops: number[] = [];
    for (const name of SECTION_HEADINGS) {
      const heading = main.getByRole("heading", { name, exact: typeof name === "string" });
      await expect(heading, `heading ${String(name)}`).toHaveCount(1);
      tops.push(await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY));
    }
    expect(tops, "sections in the spec's order").toEqual([...tops].sort((a, b) => a - b));

    await expect(main.locator("section#about")).toBeVisible();
    await expect(main.locator("section#contact")).toBeVisible();
    await expect(main.getByRole("link", { name: "Google Play" })).toBeVisible();
    await expect(main.getByRole("link", { name: "App Store" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Enquire Now/ })).toHaveAttribute(
      "href",
      /wa\.me\/\d+\?text=I%20like%20to%20know%20more%20about%20spare%20parts/,
    );
    await expect(main.getByRole("button", { name: "Next review" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Previous review" })).toBeVisible();
  });

  test("Today's Deals shows the promoted products from the API", async ({ page }) => {
    const response = page.waitForResponse((res) => res.url().endsWith("/api/view_promoted_products"));
    await page.goto("/");
    const body = (await (await response).json()) as {
      promoted_products: { id: number; name: string }[];
      max_discount: number;
    };
    expect(body.promoted_products.length).toBeGreaterThan(0);

    const deals = page.getByRole("region", { name: /Today's Deals/ });
    await expect(deals.getByRole("heading", { level: 2 })).toHaveText(
      `Today's Deals Upto ${body.max_discount}% OFF`,
    );
    await expect(deals.getByRole("listitem")).toHaveCount(body.promoted_products.length);
    const first = body.promoted_products[0]!;
    await expect(deals.getByRole("link", { name: first.name })).toHaveAttribute(
      "href",
      `/accessories/${first.id}`,
    );
    await expect(deals.getByText("Deal of the day").first()).toBeVisible();
  });

  test("no horizontal scroll at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await scrollThrough(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the contact form asks for every field, then hands the message to WhatsApp", async ({ page }) => {
    await page.goto("/#contact");
    const contact = page.locator("section#contact");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByText("Please fill in all the fields")).toBeVisible();

    await contact.getByLabel("Name").fill("Test Driver");
    await contact.getByLabel("Email").fill("driver@example.com");
    await contact.getByLabel("Phone").fill("0501112233");
    await contact.getByLabel("Message").fill("Need an AC check");
    // Capture the hand-off instead of leaving the store for wa.me.
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = (url?: string | URL) => {
        (window as unknown as { opened: string[] }).opened.push(String(url));
        return null;
      };
    });
    await contact.getByRole("button", { name: "Send Message" }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    expect(decodeURIComponent(opened[0]!.split("?text=")[1]!)).toBe(
      "NAME: Test Driver\nEMAIL: driver@example.com\nPHONE: 0501112233\nMESSAGE: Need an AC check",
    );
    await expect(contact.getByLabel("Name")).toHaveValue("");
  });
});

test("the first load of the home page fetches only the JavaScript the budget counts", async ({ page }) => {
  // apps/web/scripts/check-budget.mjs counts the entry, the home chunk and their static imports; the
  // later sections and the footer must really wait until the visitor scrolls, on phones and desktops.
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    const scripts: string[] = [];
    const onResponse = (response: { url(): string }) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    };
    page.on("response", onResponse);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    page.off("response", onResponse);
    expect(scripts.some((url) => url.includes("/home-"))).toBe(true);
    expect(scripts.filter((url) => /middle-sections|below-the-fold|site-footer/.test(url))).toEqual([]);
  }
});
