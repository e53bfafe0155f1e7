import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Page, expect, test } from "@playwright/test";
import { assignPlan, ops } from "./ops";
import { DEMO, gotoHydrated, logInAsDemo, recordConsoleProblems } from "./support";

const OUT = fileURLToPath(new URL("../../../docs/screenshots/", import.meta.url));

test("home at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}home-375.png`, fullPage: true });
});

test("home at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}home-1280.png`, fullPage: true });
});

test("login popup", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await page.screenshot({ path: `${OUT}login-popup.png` });
});

for (const width of [375, 1280]) {
  test(`listing, product, services and vendor at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    const listing = (await (await page.request.get("/api/view_products")).json()) as {
      products: { id: number; stock: number }[];
    };
    const product = listing.products.find((item) => item.stock > 0) ?? listing.products[0]!;
    for (const [path, name] of [
      ["/accessories", "accessories"],
      [`/accessories/${product.id}`, "product"],
      ["/servicepage", "services"],
      ["/servicepage/1", "vendor"],
    ] as const) {
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
    }
  });

  test(`header search suggestions and search results at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    if (width < 1024) await header.getByRole("button", { name: "Search products and brands" }).click();
    const box = header.getByRole("combobox");
    await box.click();
    await box.pressSequentially("wip", { delay: 50 });
    await expect(page.getByRole("listbox")).toBeVisible();
    await expect(page.getByRole("option").first()).toBeVisible();
    await page.screenshot({ path: `${OUT}search-suggestions-${width}.png` });
    for (const [name, text] of [
      ["corrected", "bosh"],
      ["closest", "bosch wax"],
    ] as const) {
      await gotoHydrated(page, `/accessories?search=${encodeURIComponent(text)}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}search-${name}-${width}.png`, fullPage: true });
    }
  });

  test(`subscription and spare parts at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, name] of [
      ["/subscription", "subscription"],
      ["/spareparts", "spareparts"],
    ] as const) {
      await gotoHydrated(page, path);
      // A full-page shot does not scroll, so lazy images are brought into view (and loaded) first.
      for (const image of await page.locator('img[loading="lazy"]').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
    }
  });

  test(`my plan (subscribed, with vendors) at ${width} px`, async ({ page }) => {
    // Logs in at 1280 px, where the header shows its Login button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await assignPlan(
      DEMO.phone,
      "Premium Wash:CAR_WASH:6",
      ["reem-island-car-spa", "yas-express-hand-wash"],
      {
        replace: true,
      },
    );
    await gotoHydrated(page, "/");
    await logInAsDemo(page);
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, "/myplan");
    await expect(page.getByRole("region", { name: "Your Current Plan" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${OUT}myplan-${width}.png`, fullPage: true });
  });
}

// Issue 27: every route of the Arabic store (/ar/...), right to left, at 375 and 1280 px, into
// docs/screenshots/ar/<name>-<width>.png (the README's Arabic gallery).
test.describe("Arabic screenshots", () => {
  const AR_OUT = `${OUT}ar/`;
  const ARABIC = { "Accept-Language": "ar" };
  /** The web app's Arabic texts (apps/web/messages/ar.json), for names instead of hard-coded Arabic. */
  const MESSAGES = JSON.parse(
    readFileSync(new URL("../../web/messages/ar.json", import.meta.url), "utf8"),
  ) as Record<string, unknown>;
  const ar = (key: string) => {
    const text = MESSAGES[key];
    if (typeof text !== "string") throw new Error(`no plain Arabic message "${key}"`);
    return text;
  };
  /** The pages' own "loading..." texts: a shot waits until none is left. */
  const LOADING = Object.entries(MESSAGES)
    .filter(([key, text]) => key.endsWith("_loading") && typeof text === "string")
    .map(([, text]) => text as string);
  /** A 1280 px full page larger than this is shot as its first screen only. */
  const MAX_BYTES = 800_000;

  /** Scrolls through the page (lazy sections and images load), waits for them, then goes back up. */
  async function settle(page: Page) {
    await page.waitForLoadState("networkidle");
    const step = page.viewportSize()!.height / 2;
    for (let y = step; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState("networkidle");
    for (const image of await page.locator('img[loading="lazy"]').all()) {
      if (!(await image.isVisible())) continue;
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect
      .poll(() =>
        page.evaluate((texts) => texts.filter((text) => document.body.innerText.includes(text)), LOADING),
      )
      .toEqual([]);
    // Bringing an image into view scrolls a carousel sideways too: each goes back to its start.
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll("*"))) {
        if (element.scrollLeft !== 0) element.scrollLeft = 0;
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
  }

  /** Opens `path` at 375 and at 1280 px and saves ar/<name>-<width>.png of each. */
  async function shoot(page: Page, path: string, name: string) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await settle(page);
      let picture = await page.screenshot({ fullPage: true });
      if (width === 1280 && picture.length > MAX_BYTES) picture = await page.screenshot();
      writeFileSync(`${AR_OUT}${name}-${width}.png`, picture);
    }
  }

  test.beforeAll(() => mkdirSync(AR_OUT, { recursive: true }));

  test("every page a visitor opens", async ({ page }) => {
    test.setTimeout(300_000);
    const problems = recordConsoleProblems(page);
    const listing = (await (await page.request.get("/api/view_products", { headers: ARABIC })).json()) as {
      products: { id: number; stock: number }[];
    };
    const product = listing.products.find((item) => item.stock > 0) ?? listing.products[0]!;
    for (const [path, name] of [
      ["/ar", "home"],
      ["/ar/accessories", "accessories"],
      [`/ar/accessories/${product.id}`, "product"],
      ["/ar/servicepage", "services"],
      ["/ar/servicepage/1", "vendor"],
      ["/ar/subscription", "subscription"],
      ["/ar/spareparts", "spareparts"],
      ["/ar/support", "support"],
      ["/ar/privacy", "privacy"],
      ["/ar/no-such-page", "not-found"],
    ] as const) {
      await shoot(page, path, name);
    }
    if (problems.length > 0) console.log(`console problems:\n${problems.join("\n")}`);
  });

  test("the demo customer's pages, a cart, an order and a plan", async ({ page }) => {
    test.setTimeout(300_000);
    const problems = recordConsoleProblems(page);
    const login = await page.request.post("/api/UserLogin", {
      data: { username: DEMO.phone, password: DEMO.password },
    });
    expect(login.status()).toBe(200);
    await assignPlan(
      DEMO.phone,
      "Premium Wash:CAR_WASH:6",
      ["reem-island-car-spa", "yas-express-hand-wash"],
      {
        replace: true,
      },
    );
    const listing = (await (
      await page.request.get("/api/view_products?sort=asc", { headers: ARABIC })
    ).json()) as { products: { id: number; stock: number }[] };
    const [first, second] = listing.products.filter((item) => item.stock >= 5);
    for (const item of [first!, second!]) {
      expect((await page.request.post(`/api/add_to_cart/${item.id}/`, { data: {} })).status()).toBe(200);
    }
    expect((await page.request.post(`/api/add_to_wishlist/${second!.id}/`, { data: {} })).ok()).toBe(true);
    const addresses = (await (await page.request.get("/api/view_addresses")).json()) as {
      addresses: unknown[];
    };
    if (addresses.addresses.length === 0) {
      const added = await page.request.post("/api/add_address", {
        data: {
          name: "حمدان أحمد",
          phone_number: "0501110000",
          street: "شارع المطار",
          building_name: "برج أ",
          floor_apartment_no: "12B",
          area_district: "الخالدية",
          city: "Abu Dhabi",
        },
      });
      expect(added.status()).toBe(201);
    }

    await shoot(page, "/ar/cart", "cart");
    await expect(page.getByRole("list", { name: ar("cart_lines_label") }).getByRole("listitem")).toHaveCount(
      2,
    );
    await shoot(page, "/ar/address", "address");
    await shoot(page, "/ar/wishlist", "wishlist");
    await shoot(page, "/ar/profile", "profile");
    await shoot(page, "/ar/myplan", "myplan");
    await expect(page.getByRole("region", { name: ar("plans_current_heading") })).toBeVisible();

    const placed = await page.request.post("/api/place_order", { data: {} });
    expect(placed.status()).toBe(201);
    const { order_id: orderId } = (await placed.json()) as { order_id: number };
    await shoot(page, `/ar/confirm?order=${orderId}`, "confirm");
    await expect(page.getByRole("heading", { name: ar("orders_confirm_heading") })).toBeVisible();
    await shoot(page, "/ar/orders", "orders");
    if (problems.length > 0) console.log(`console problems:\n${problems.join("\n")}`);
  });

  test("an order's page (issue 29), in English and in Arabic", async ({ page }) => {
    test.setTimeout(300_000);
    const problems = recordConsoleProblems(page);
    const login = await page.request.post("/api/UserLogin", {
      data: { username: DEMO.phone, password: DEMO.password },
    });
    expect(login.status()).toBe(200);
    const listing = (await (await page.request.get("/api/view_products?sort=asc")).json()) as {
      products: { id: number; stock: number }[];
    };
    for (const item of listing.products.filter((product) => product.stock >= 5).slice(2, 4)) {
      expect((await page.request.post(`/api/add_to_cart/${item.id}/`, { data: {} })).status()).toBe(200);
    }
    const info = (await (await page.request.get("/api/store_info")).json()) as {
      pay_on_delivery: { fee: number };
    };
    // A pay-on-delivery order the operator has confirmed and shipped: its history, totals and invoice.
    const placed = await page.request.post("/api/place_order", {
      data: { payment_method: "pay_on_delivery", cod_fee: info.pay_on_delivery.fee },
    });
    expect(placed.status()).toBe(201);
    const { order_details: order } = (await placed.json()) as { order_details: { order_number: string } };
    for (const status of ["confirmed", "shipped"]) {
      await ops("orders", "move", order.order_number, status, "--actor", "ops:screenshots");
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, `/orders/${order.order_number}`);
      await expect(page.getByRole("link", { name: "Download invoice" })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${OUT}order-${width}.png`, fullPage: true });
    }
    await shoot(page, `/ar/orders/${order.order_number}`, "order");
    if (problems.length > 0) console.log(`console problems:\n${problems.join("\n")}`);
  });
});
