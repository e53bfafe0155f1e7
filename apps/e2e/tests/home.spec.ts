import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test, waitForInteractive } from "./support.js";

/** Section headings in the spec's order (spec section 2, "Home page sections, in order"). */
const SECTION_HEADINGS: readonly (string | RegExp)[] = [
  /Car service, repair & accessories in Abu Dhabi/, // 1 hero (h1)
  "What we offer", // 2 promo cards
  /Today's Deals Up to \d+% OFF/, // 3
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
    await gotoHydrated(page, "/");
    await expect(page).toHaveTitle(/Car Service & Repair in Abu Dhabi/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
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
      /wa\.me\/\d+\?text=I%20would%20like%20to%20know%20more%20about%20spare%20parts/,
    );
    // Each service card lists its own services: Spare Parts Services no longer repeats Fitting's.
    const services = main.getByRole("region", { name: "Our Car Services Include" });
    const itemsOf = (title: string) =>
      services
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) })
        .getByRole("list")
        .getByRole("listitem");
    await expect(itemsOf("Fitting")).toHaveText(["Tyre change", "Wheel alignment", "Tyre balancing"]);
    await expect(itemsOf("Spare Parts Services")).toHaveText([
      "Genuine and OEM parts",
      "Parts found by chassis number",
      "Fitting at partner workshops",
    ]);
    await expect(services).not.toContainText(/\btires?\b/i);
    await expect(main.getByRole("button", { name: "Next review" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Previous review" })).toBeVisible();
  });

  test("when / is served, then Today's Deals holds the API's promoted products in the server's HTML", async ({
    page,
  }) => {
    const body = (await (await page.request.get("/api/view_promoted_products")).json()) as {
      promoted_products: { id: number; name: string }[];
      max_discount: number;
    };
    expect(body.promoted_products.length).toBeGreaterThan(0);
    // The loader put the deals in the page: the browser must not ask for them again.
    const dealRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/view_promoted_products")) dealRequests.push(request.url());
    });
    await gotoHydrated(page, "/");

    const deals = page.getByRole("region", { name: /Today's Deals/ });
    await expect(deals.getByRole("heading", { level: 2 })).toHaveText(
      `Today's Deals Up to ${body.max_discount}% OFF`,
    );
    await expect(deals.getByRole("listitem")).toHaveCount(body.promoted_products.length);
    const first = body.promoted_products[0]!;
    await expect(deals.getByRole("link", { name: first.name })).toHaveAttribute(
      "href",
      `/accessories/${first.id}`,
    );
    await expect(deals.getByText("Deal of the day").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(dealRequests).toEqual([]);
  });

  test("no horizontal scroll at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/");
    await scrollThrough(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the contact form asks for every field, then hands the message to WhatsApp", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    const contact = page.locator("section#contact");
    await waitForInteractive(contact.getByRole("button", { name: "Send Message" }));
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

test("when / is served, then the scripts it loads before hydrating are only the ones the budget counts", async ({
  page,
}) => {
  // apps/web/scripts/check-budget.mjs counts the entry, the home route's chunk and their static
  // imports: what the server's HTML loads (module scripts and modulepreload links) before the page is
  // interactive. The later sections' chunks come after hydration, so they must not be among them.
  const html = await (await page.request.get("/")).text();
  // Every script the page names: modulepreload links and the inline module script's imports.
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);

  expect(scripts.some((url) => /\/home-[\w-]+\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => /middle-sections|below-the-fold/.test(url))).toEqual([]);
});
