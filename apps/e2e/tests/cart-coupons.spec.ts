import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Coupon, Product, ProductListResponse } from "@carcare/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { ops } from "./ops.js";
import { apiCart, expect, gotoHydrated, test, waitForInteractive } from "./support.js";

// The cart's coupons across the counts a live store reaches (issue 25): 3 coupons at 1280 px, 2 at
// 800 px and 1 at 375 px fill the carousel's view exactly, which crashed the page; 0 and 12 render;
// a coupon the cart is too small for is offered disabled with the spend it needs, and one the
// customer has used up is left out. The states are built with the operator CLI on this server's
// database, and the demo coupons other specs expect are given back afterwards.

/** This spec's coupons, all starting inactive; each test activates the ones it offers. */
const COUNTED = Array.from({ length: 12 }, (_, i) => `CARTE2E${String(i + 1).padStart(2, "0")}`);
/** Once per customer: used in an order, it is no longer offered to that customer. */
const ONCE = "CARTE2EONCE";
/** A minimum no cart in these tests reaches. */
const BIG_SPEND = "CARTE2EBIG";
const ALL_CODES = [...COUNTED, ONCE, BIG_SPEND];

const coupon = (code: string, fields: Record<string, unknown> = {}) => ({
  code,
  name: `Cart test ${code.slice(7).toLowerCase()}`,
  discount_percentage: 10,
  starts_at: "2025-01-01",
  ends_at: "2035-12-31",
  active: false,
  max_redemptions: null,
  max_per_customer: null,
  min_order: null,
  ...fields,
});

let demoActive: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "carcare-cart-coupons-"));
  try {
    const exported = join(dir, "before.json");
    await ops("export", "coupons", "--out", exported);
    const before = JSON.parse(readFileSync(exported, "utf8")) as { code: string; active: boolean }[];
    demoActive = before.filter((c) => c.active && !ALL_CODES.includes(c.code)).map((c) => c.code);
    expect(demoActive).toContain("WELCOME10");
    const file = join(dir, "coupons.json");
    const records = [
      ...COUNTED.map((code, i) => coupon(code, { discount_percentage: 5 + i })),
      coupon(ONCE, { max_per_customer: 1 }),
      coupon(BIG_SPEND, { discount_percentage: 20, min_order: 100000 }),
    ];
    writeFileSync(file, JSON.stringify(records));
    await ops("import", "coupons", file);
    await ops("coupons", "deactivate", ...demoActive);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.afterAll(async () => {
  await ops("coupons", "deactivate", ...ALL_CODES);
  if (demoActive.length > 0) await ops("coupons", "activate", ...demoActive);
});

/** Exactly `codes` on offer (none of the demo coupons). */
async function offer(codes: readonly string[]): Promise<void> {
  await ops("coupons", "deactivate", ...ALL_CODES);
  if (codes.length > 0) await ops("coupons", "activate", ...codes);
}

/** A new customer with a delivery address, signed up through the API (the page holds their session). */
async function newShopper(page: Page): Promise<void> {
  const suffix = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const signUp = await page.request.post("/api/signup", {
    data: {
      name: "Coupon Shopper",
      email: `cart-coupons-${suffix}-${Date.now()}@example.com`,
      phone: `56${suffix}`,
      password: "Coupons@123",
    },
  });
  expect(signUp.status()).toBe(201);
  const address = await page.request.post("/api/add_address", {
    data: {
      name: "Coupon Shopper",
      phone_number: `056${suffix}`,
      street: "Corniche Road",
      building_name: "Tower B",
      floor_apartment_no: "7",
      area_district: "Al Bateen",
      city: "Abu Dhabi",
    },
  });
  expect(address.status()).toBe(201);
}

/** Products anyone may buy several of, cheapest first. */
async function stockedProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/view_products?sort=asc");
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as ProductListResponse;
  const stocked = products.filter((product) => product.stock >= 10);
  expect(stocked.length).toBeGreaterThanOrEqual(1);
  return stocked;
}

async function addOneProduct(page: Page): Promise<Product> {
  const [product] = await stockedProducts(page.request);
  expect((await page.request.post(`/api/add_to_cart/${product!.id}/`, { data: {} })).status()).toBe(200);
  return product!;
}

async function apiCoupons(page: Page): Promise<Coupon[]> {
  const response = await page.request.get("/api/view_coupons");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { coupon: Coupon[] }).coupon;
}

const aed = (amount: number) =>
  `AED ${amount.toLocaleString("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const carousel = (page: Page) => page.getByRole("region", { name: "Coupons" });
const slides = (page: Page) => carousel(page).getByRole("listitem");
const summary = (page: Page) => page.getByRole("region", { name: "Order summary" });
const figure = (page: Page, term: RegExp) =>
  summary(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: term }) })
    .locator("dd");
const controls = (page: Page) =>
  page.getByRole("button", {
    name: /^(Previous coupon|Next coupon|Pause coupon rotation|Play coupon rotation)$/,
  });

/** From the cart with `code` applied, through CHECKOUT and Place Order, to /confirm. */
async function checkOutWith(page: Page, code: string): Promise<void> {
  const apply = carousel(page).getByRole("button", { name: `Apply ${code}`, exact: true });
  await waitForInteractive(apply);
  await apply.click();
  await expect(carousel(page).getByRole("button", { name: `Applied ${code}` })).toBeDisabled();
  await expect(figure(page, new RegExp(`^Discount \\(${code}\\)$`))).toBeVisible();
  const checkout = page.getByRole("link", { name: "CHECKOUT" });
  await checkout.click();
  await expect(page).toHaveURL(/\/address$/);
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await waitForInteractive(placeOrder);
  await placeOrder.click();
  await expect(page).toHaveURL(/\/confirm\?order=\d+$/);
  await expect(page.getByRole("main")).toContainText(code);
}

for (const { width, count } of [
  { width: 1280, count: 3 },
  { width: 800, count: 2 },
  { width: 375, count: 1 },
]) {
  test(`when exactly ${count} coupon${count > 1 ? "s fill" : " fills"} the view at ${width} px, then they show as a still row and the shopper goes from the cart to /confirm`, async ({
    page,
  }) => {
    await offer(COUNTED.slice(0, count));
    await page.setViewportSize({ width, height: 900 });
    await newShopper(page);
    await addOneProduct(page);
    await gotoHydrated(page, "/cart");

    await expect(page.getByRole("heading", { name: "Available coupons" })).toBeVisible();
    await expect(slides(page)).toHaveCount(count);
    // On a phone the row is below the summary (with its VAT line, issue 29): brought into view first,
    // it must show every coupon side by side.
    await slides(page).first().scrollIntoViewIfNeeded();
    for (const slide of await slides(page).all()) await expect(slide).toBeInViewport();
    await waitForInteractive(carousel(page).getByRole("button").first());
    // Nothing to scroll: no rotation and no controls, and nothing moves after the 2 s period.
    await page.waitForTimeout(2500);
    await expect(controls(page)).toHaveCount(0);
    await expect(slides(page).first()).toBeInViewport();

    await checkOutWith(page, COUNTED[0]!);
  });
}

test("when the window narrows so that 3 coupons no longer fit, then the controls and rotation come, and go again when it widens", async ({
  page,
}) => {
  await offer(COUNTED.slice(0, 3));
  await page.setViewportSize({ width: 1280, height: 900 });
  await newShopper(page);
  await addOneProduct(page);
  await gotoHydrated(page, "/cart");
  await waitForInteractive(carousel(page).getByRole("button").first());
  await expect(controls(page)).toHaveCount(0);

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole("button", { name: "Next coupon" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause coupon rotation" })).toBeVisible();
  // It rotates: within a few periods the first coupon leaves the view.
  await expect(slides(page).first()).not.toBeInViewport({ timeout: 8000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(controls(page)).toHaveCount(0);
  for (const slide of await slides(page).all()) await expect(slide).toBeInViewport();
});

test("when no coupon is on offer, then the cart has no coupon section and no discount line, and checks out", async ({
  page,
}) => {
  await offer([]);
  await newShopper(page);
  const product = await addOneProduct(page);
  await gotoHydrated(page, "/cart");

  await expect(page.getByRole("list", { name: "Items in your cart" })).toContainText(product.name);
  await expect(page.getByRole("heading", { name: "Available coupons" })).toHaveCount(0);
  await expect(carousel(page)).toHaveCount(0);
  await expect(figure(page, /^Total$/)).toHaveText(aed((await apiCart(page.request)).total_price));
  await expect(figure(page, /^Discount/)).toHaveCount(0);
  const checkout = page.getByRole("link", { name: "CHECKOUT" });
  await waitForInteractive(checkout);
  await checkout.click();
  await expect(page).toHaveURL(/\/address$/);
});

test("when 12 coupons are on offer, then all 12 are in the carousel, it turns with its controls at 1280 and 375 px", async ({
  page,
}) => {
  await offer(COUNTED);
  await page.setViewportSize({ width: 1280, height: 900 });
  await newShopper(page);
  await addOneProduct(page);
  await gotoHydrated(page, "/cart");

  await expect(slides(page)).toHaveCount(12);
  const pause = page.getByRole("button", { name: "Pause coupon rotation" });
  await waitForInteractive(pause);
  await pause.click();
  await expect(page.getByRole("button", { name: "Play coupon rotation" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Three in view; the controls bring the others in.
  const last = carousel(page).getByRole("button", { name: `Apply ${COUNTED[11]}`, exact: true });
  await expect(last).not.toBeInViewport();
  await expect(async () => {
    await page.getByRole("button", { name: "Previous coupon" }).click();
    await expect(last).toBeInViewport({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("button", { name: "Next coupon" })).toBeVisible();
  await expect(slides(page)).toHaveCount(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("when the cart is below a coupon's minimum, then it is offered disabled with the spend it needs; a coupon used up by this customer is not offered", async ({
  page,
}) => {
  await offer([COUNTED[0]!, ONCE, BIG_SPEND]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await newShopper(page);
  await addOneProduct(page);

  // The server says what this customer can use (the API's new fields).
  const stateOf = async (code: string) => {
    const found = (await apiCoupons(page)).find((c) => c.coupon_code === code);
    return found && { usable: found.usable, unusable_reason: found.unusable_reason };
  };
  expect(await stateOf(BIG_SPEND)).toEqual({ usable: false, unusable_reason: "below_min_order" });
  expect(await stateOf(ONCE)).toEqual({ usable: true, unusable_reason: null });

  await gotoHydrated(page, "/cart");
  await expect(slides(page)).toHaveCount(3);
  // Usable first, then the one the cart is too small for, with its reason.
  await expect(slides(page).last()).toContainText(BIG_SPEND);
  const big = carousel(page).getByRole("button", { name: `Apply ${BIG_SPEND}`, exact: true });
  await expect(big).toBeDisabled();
  await expect(big).toHaveAccessibleDescription("Spend AED 100,000.00 to use this");

  // Use the once-per-customer coupon in an order: back in the cart it is no longer offered.
  await checkOutWith(page, ONCE);
  expect(await stateOf(ONCE)).toEqual({ usable: false, unusable_reason: "used_by_you" });
  await addOneProduct(page);
  await gotoHydrated(page, "/cart");
  await expect(slides(page)).toHaveCount(2);
  await expect(carousel(page).getByRole("button", { name: `Apply ${ONCE}`, exact: true })).toHaveCount(0);
  await expect(
    carousel(page).getByRole("button", { name: `Apply ${COUNTED[0]}`, exact: true }),
  ).toBeEnabled();
});

test("when the coupon carousel throws, then it is left out, logged once, and the cart's totals, quantity and checkout still work", async ({
  page,
}) => {
  await offer(COUNTED.slice(0, 2));
  await page.setViewportSize({ width: 1280, height: 900 });
  await newShopper(page);
  const product = await addOneProduct(page);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await gotoHydrated(page, "/cart");
  await expect(slides(page)).toHaveCount(2);

  // From now on the coupons' answer has a name that is not text. Only the carousel shows coupon
  // names, and React throws while rendering one: the error happens inside the carousel, in the
  // real built app, with no test-only code in it. The next read of the coupons is the one after the
  // quantity change below.
  await page.route("**/api/view_coupons", async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { coupon: Record<string, unknown>[] };
    expect(body.coupon.length).toBeGreaterThan(0);
    for (const coupon of body.coupon) coupon.name = { broken: true };
    await route.fulfill({ response: real, json: body });
  });

  const select = page.getByRole("combobox", { name: `Quantity of ${product.name}` });
  await waitForInteractive(select);
  const saved = page.waitForResponse((r) => r.url().includes("/api/update_cart/") && r.status() === 200);
  const broken = page.waitForResponse((r) => r.url().includes("/api/view_coupons"));
  await select.selectOption("2");
  await saved;
  await broken;

  await expect(carousel(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Cart", level: 1 })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  const cart = await apiCart(page.request);
  expect(cart.cart_items[0]?.quantity).toBe(2);
  await expect(figure(page, /^Total$/)).toHaveText(aed(cart.total_price));
  await expect(figure(page, /^Grand total \(incl\. VAT\)$/)).toHaveText(aed(cart.total_price + 20));
  await expect(page.getByRole("textbox", { name: "Coupon code" })).toBeVisible();
  expect(warnings.filter((text) => text.includes("coupon carousel"))).toHaveLength(1);

  // The quantity still changes, and the shopper still reaches /confirm.
  const savedAgain = page.waitForResponse((r) => r.url().includes("/api/update_cart/") && r.status() === 200);
  await select.selectOption("3");
  await savedAgain;
  await expect
    .poll(async () => (await apiCart(page.request)).total_price)
    .toBeCloseTo(cart.total_price * 1.5, 2);
  await expect(figure(page, /^Total$/)).toHaveText(aed((await apiCart(page.request)).total_price));
  const checkout = page.getByRole("link", { name: "CHECKOUT" });
  await checkout.click();
  await expect(page).toHaveURL(/\/address$/);
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await waitForInteractive(placeOrder);
  await placeOrder.click();
  await expect(page).toHaveURL(/\/confirm\?order=\d+$/);
  expect(warnings.filter((text) => text.includes("coupon carousel"))).toHaveLength(1);
});
