import AxeBuilder from "@axe-core/playwright";
import {
  type Address,
  type Product,
  type ProductListResponse,
  type StoreInfo,
  aedToFils,
  DELIVERY_FEE_FILS,
  formatAed,
  ORDER_MESSAGES,
  PRODUCT_PAGE_SIZE_MAX,
  vatPartFils,
} from "@carcare/contracts";
import { orderChatMessage } from "@carcare/contracts/whatsapp";
import { createPrismaClient, openDatabase } from "@carcare/db";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  apiCart,
  apiOrders,
  expect,
  gotoHydrated,
  saveScreenshot,
  test,
  waitForInteractive,
} from "./support";

const PASSWORD = "Checkout@123";
const aed = (amount: number) =>
  `AED ${amount.toLocaleString("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const ADDRESS = {
  name: "Khalid Ahmed",
  phone_number: "0501110000",
  street: "Airport Road",
  building_name: "Tower A",
  floor_apartment_no: "12B",
  area_district: "Al Khalidiya",
  city: "Abu Dhabi",
};

/** A new customer, signed up through the API: the page's context then holds their session. */
async function signUp(page: Page, name = "Checkout Customer"): Promise<{ phone: string }> {
  // Random, not the clock: tests in parallel workers sign up in the same millisecond.
  const suffix = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const phone = `56${suffix}`;
  const response = await page.request.post("/api/signup", {
    data: { name, email: `checkout-${suffix}-${Date.now()}@example.com`, phone, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return { phone };
}

/** Products anyone may buy several of, cheapest first, from the API's own listing. */
async function stockedProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/view_products?sort=asc");
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as ProductListResponse;
  const stocked = products.filter((product) => product.stock >= 10);
  expect(stocked.length).toBeGreaterThanOrEqual(4);
  return stocked;
}

async function addToCart(request: APIRequestContext, products: Product[]): Promise<void> {
  for (const product of products) {
    expect((await request.post(`/api/add_to_cart/${product.id}/`, { data: {} })).status()).toBe(200);
  }
}

async function apiAddAddress(request: APIRequestContext, overrides: Partial<typeof ADDRESS> = {}) {
  const response = await request.post("/api/add_address", { data: { ...ADDRESS, ...overrides } });
  expect(response.status()).toBe(201);
}

async function apiAddresses(request: APIRequestContext): Promise<Address[]> {
  const response = await request.get("/api/view_addresses");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { addresses: Address[] }).addresses;
}

/** Writes a product's price straight into the server's database (no store screen changes it). */
async function setPrice(id: number, fils: { priceFils: number; salePriceFils: number }): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  const database = await openDatabase({ dataDir });
  const prisma = createPrismaClient(database.url, { poolSize: 1 });
  try {
    await prisma.product.update({ where: { id }, data: fils });
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

async function readPrice(id: number): Promise<{ priceFils: number; salePriceFils: number }> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  const database = await openDatabase({ dataDir });
  const prisma = createPrismaClient(database.url, { poolSize: 1 });
  try {
    return await prisma.product.findUniqueOrThrow({
      where: { id },
      select: { priceFils: true, salePriceFils: true },
    });
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

const checkout = (page: Page) => page.getByRole("region", { name: "Your order" });
const figure = (scope: ReturnType<Page["locator"]>, term: string | RegExp) =>
  scope
    .locator("div")
    .filter({ has: scope.page().locator("dt", { hasText: term }) })
    .locator("dd");
const placeOrderButton = (page: Page) => page.getByRole("button", { name: "Place Order" });

/**
 * The API's refusals are the answers these tests ask for; Chromium logs each as "Failed to load
 * resource". Exactly `count` of them must be there, and they are then taken out of the console check.
 */
function expectRefusals(consoleErrors: string[], status: number, count: number) {
  const refusals = consoleErrors.filter((line) => line.includes(`status of ${status}`));
  expect(refusals).toHaveLength(count);
  for (const line of refusals) consoleErrors.splice(consoleErrors.indexOf(line), 1);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      })),
  ).toEqual([]);
}

test.describe("checkout: /address", () => {
  test("when a customer manages addresses, then every step says what happened and the default follows", async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page);
    const [product] = await stockedProducts(page.request);
    await addToCart(page.request, [product!]);
    await gotoHydrated(page, "/address");

    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home.*Cart.*Address/);
    await expect(page.getByText("No address added. Please add a new address.")).toBeVisible();

    // Place Order with no address.
    await placeOrderButton(page).click();
    await expect(page.getByText(ORDER_MESSAGES.noAddress).first()).toBeVisible();
    expect(await apiOrders(page.request)).toHaveLength(0);
    expectRefusals(consoleErrors, 400, 1);

    // An empty submit names the rule, on the fields.
    const form = page.getByRole("region", { name: "Add New Address" });
    // The form's code comes in its own chunk after the first screen's.
    await waitForInteractive(form.getByRole("button", { name: "Add Address" }));
    await form.getByRole("button", { name: "Add Address" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Please fill in all required fields");
    const name = form.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const describedBy = await name.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please fill in all required fields");
    await expect(form.getByLabel("Landmark (optional)")).not.toHaveAttribute("aria-invalid", "true");
    expect(await apiAddresses(page.request)).toHaveLength(0);

    // The country is fixed, Home is the default type, the ten cities are offered.
    await expect(form.getByLabel("Country")).toHaveValue("United Arab Emirates");
    await expect(form.getByLabel("Country")).toHaveAttribute("readonly", "");
    await expect(form.getByRole("radio", { name: "Home" })).toBeChecked();
    await expect(form.getByLabel("City").locator("option")).toHaveText([
      "Choose a city",
      "Dubai",
      "Abu Dhabi",
      "Sharjah",
      "Ajman",
      "Fujairah",
      "Ras Al Khaimah",
      "Umm Al Quwain",
      "Al Ain",
      "Khor Fakkan",
      "Dibba Al-Fujairah",
    ]);

    await name.fill("Khalid Ahmed");
    await form.getByLabel("Mobile number").fill("050 111 0000");
    await form.getByLabel("Street").fill("Airport Road");
    await form.getByLabel("Building name").fill("Tower A");
    await form.getByLabel("Floor / apartment no.").fill("12B");
    await form.getByLabel("Area / district").fill("Al Khalidiya");
    await form.getByLabel("City").selectOption("Al Ain");
    await form.getByRole("button", { name: "Add Address" }).click();
    await expect(page.getByText("Address added successfully")).toBeVisible();

    const group = page.getByRole("group", { name: "Deliver to (the default address)" });
    const first = group.getByRole("radio", { name: /Khalid Ahmed/ });
    await expect(first).toBeChecked();
    await expect(group).toContainText("Al Ain, Abu Dhabi, United Arab Emirates");
    const [saved] = await apiAddresses(page.request);
    expect(saved).toMatchObject({
      name: "Khalid Ahmed",
      city: "Al Ain",
      state: "Abu Dhabi",
      country: "United Arab Emirates",
      address_type: "Home",
      phone_number: "+971501110000",
      is_default: true,
    });
    await expect(form.getByLabel("Full name")).toHaveValue("");

    // A second address (through the form, as Office), then made the default.
    await form.getByLabel("Full name").fill("Mariam Saeed");
    await form.getByLabel("Mobile number").fill("+971 52 222 3333");
    await form.getByLabel("Street").fill("Corniche Road");
    await form.getByLabel("Building name").fill("Sea View");
    await form.getByLabel("Floor / apartment no.").fill("3");
    await form.getByLabel("Area / district").fill("Al Majaz");
    await form.getByLabel("City").selectOption("Sharjah");
    await form.getByRole("radio", { name: "Office" }).check();
    await form.getByRole("button", { name: "Add Address" }).click();
    await expect(group.getByRole("radio")).toHaveCount(2);
    const second = group.getByRole("radio", { name: /Mariam Saeed/ });
    await expect(second).not.toBeChecked();
    await second.check();
    await expect(page.getByText("Default address changed")).toBeVisible();
    await expect(second).toBeChecked();
    await expect(first).not.toBeChecked();
    expect((await apiAddresses(page.request)).find((a) => a.is_default)?.name).toBe("Mariam Saeed");

    // Delete asks first: Escape keeps the address, Delete removes it.
    await page.getByRole("button", { name: "Delete the address of Khalid Ahmed" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this address?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Delete" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await apiAddresses(page.request)).toHaveLength(2);
    await page.getByRole("button", { name: "Delete the address of Khalid Ahmed" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Address Deleted successfully")).toBeVisible();
    await expect(group.getByRole("radio")).toHaveCount(1);
    expect((await apiAddresses(page.request)).map((a) => a.name)).toEqual(["Mariam Saeed"]);
  });

  test("when no address is the default, then Place Order says 'Please Select an Address'", async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page);
    const [product] = await stockedProducts(page.request);
    await addToCart(page.request, [product!]);
    await apiAddAddress(page.request);
    const [address] = await apiAddresses(page.request);
    // The store always keeps a default while addresses exist; "none is the default" comes from data the
    // old clients wrote, so it is made in the database.
    const dataDir = process.env.E2E_DATA_DIR!;
    const database = await openDatabase({ dataDir });
    const prisma = createPrismaClient(database.url, { poolSize: 1 });
    try {
      const owner = await prisma.address.findUniqueOrThrow({ where: { id: address!.id } });
      await prisma.user.update({ where: { id: owner.userId }, data: { defaultAddressId: null } });
    } finally {
      await prisma.$disconnect();
      await database.close();
    }
    await gotoHydrated(page, "/address");
    await expect(page.getByRole("radio", { name: /Khalid Ahmed/ })).not.toBeChecked();
    await placeOrderButton(page).click();
    await expect(page.getByText(ORDER_MESSAGES.noDefaultAddress).first()).toBeVisible();
    expect(await apiOrders(page.request)).toHaveLength(0);
    expectRefusals(consoleErrors, 400, 1);
  });

  test("when the order is placed, then /confirm shows every figure of the order, survives a reload and Make Payment carries the chat text", async ({
    page,
  }) => {
    await signUp(page, "Khalid Ahmed");
    const products = (await stockedProducts(page.request)).slice(0, 2);
    await addToCart(page.request, products);
    await page.request.put(`/api/update_cart/${(await apiCart(page.request)).cart_items[0]!.cart_item_id}/`, {
      data: { quantity: 3 },
    });
    await apiAddAddress(page.request);
    const cart = await apiCart(page.request);
    await gotoHydrated(page, "/address");

    const summary = checkout(page);
    await expect(
      summary.getByRole("list", { name: "Items in your order" }).getByRole("listitem"),
    ).toHaveCount(2);
    await expect(figure(summary, /^Total$/)).toHaveText(aed(cart.total_price));
    await expect(figure(summary, /^Delivery$/)).toHaveText("AED 20.00");
    await expect(figure(summary, "Grand total")).toHaveText(aed(cart.total_price + 20));
    // No coupon: no "Discount AED 0.00" row before the order either.
    await expect(summary.locator("dt", { hasText: "Discount" })).toHaveCount(0);

    await placeOrderButton(page).click();
    await expect(page.getByText("Successfully Placed Order")).toBeVisible();
    await expect(page).toHaveURL(/\/confirm\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get("order"));
    const [order] = await apiOrders(page.request);
    expect(order?.order_id).toBe(orderId);
    expect(order?.items).toHaveLength(2);
    expect((await apiCart(page.request)).cart_items).toHaveLength(0);

    const checkFigures = async () => {
      await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
      await expect(page.getByText("Please make payment to Confirm Your order")).toBeVisible();
      const details = page.getByRole("region", { name: "Order summary" });
      await expect(details.getByTestId("order-number")).toHaveText(order!.order_number);
      await expect(details).toContainText(order!.name);
      await expect(details).toContainText(`Mobile: ${order!.contact}`);
      await expect(details).toContainText("Tower A, 12B, Airport Road");
      await expect(details).toContainText("Abu Dhabi, Abu Dhabi, United Arab Emirates");
      const items = details.getByRole("list", { name: "Items" }).getByRole("listitem");
      await expect(items).toHaveCount(order!.items.length);
      for (const [index, item] of order!.items.entries()) {
        await expect(items.nth(index)).toContainText(item.name);
        await expect(items.nth(index)).toContainText(`${item.quantity} × ${aed(item.price)}`);
        await expect(items.nth(index)).toContainText(aed(item.total));
      }
      await expect(figure(details, /^Total$/)).toHaveText(aed(order!.total_price));
      await expect(figure(details, /^Delivery$/)).toHaveText("AED 20.00");
      // No coupon: no "Discount AED 0.00" row.
      await expect(details.locator("dt", { hasText: /Discount|Coupon/ })).toHaveCount(0);
      await expect(figure(details, "Grand total")).toHaveText(aed(order!.grand_total));
      await expect(details).toContainText(
        "An invoice will be emailed to you once your payment is confirmed.",
      );
    };
    await checkFigures();
    expect(order!.total_price).toBe(cart.total_price);
    expect(order!.grand_total).toBe(cart.total_price + 20);

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await checkFigures();

    // Make Payment: the business chat with the order message, line by line.
    const link = page.getByRole("link", { name: "Make Payment" });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = new URL((await link.getAttribute("href"))!);
    const info = (await (await page.request.get("/api/store_info")).json()) as { whatsapp_number: string };
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${info.whatsapp_number.replace(/\D/g, "")}`);
    const lines = href.searchParams.get("text")!.split("\n");
    expect(lines).toEqual([
      `Order number: ${order!.order_number}`,
      ...order!.items.map(
        (item) => `${item.quantity} × ${item.name}, ${aed(item.price)} each = ${aed(item.total)}`,
      ),
      `Total: ${aed(order!.total_price)}`,
      "Delivery: AED 20.00",
      `Grand total (incl. VAT): ${aed(order!.grand_total)}`,
      `of which VAT 5%: ${aed(order!.vat)}`,
      "Please proceed with my order.",
    ]);
    expect(lines.join("\n")).toBe(orderChatMessage(order!));
  });

  test("when Place Order is double-clicked, then one order is made", async ({ page }) => {
    await signUp(page);
    const [, , product] = await stockedProducts(page.request);
    await addToCart(page.request, [product!]);
    await apiAddAddress(page.request);
    const keys: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/place_order")) keys.push(request.headers()["idempotency-key"] ?? "");
    });
    await gotoHydrated(page, "/address");
    await placeOrderButton(page).dblclick();
    await expect(page).toHaveURL(/\/confirm\?order=\d+$/);
    await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
    expect(await apiOrders(page.request)).toHaveLength(1);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("when a price changed after the cart was shown, then the API's message and the new totals show, and the next click orders at the new price", async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page);
    const [, , , product] = await stockedProducts(page.request);
    await addToCart(page.request, [product!]);
    await apiAddAddress(page.request);
    await gotoHydrated(page, "/address");
    const summary = checkout(page);
    const before = await apiCart(page.request);
    await expect(figure(summary, "Grand total")).toHaveText(aed(before.total_price + 20));

    const original = await readPrice(product!.id);
    const raised = original.salePriceFils + 1_00;
    try {
      await setPrice(product!.id, { priceFils: original.priceFils + 1_00, salePriceFils: raised });
      await placeOrderButton(page).click();
      await expect(summary.getByRole("alert")).toContainText(ORDER_MESSAGES.pricesChanged);
      const after = await apiCart(page.request);
      expect(after.total_price).toBe(raised / 100);
      await expect(figure(summary, /^Total$/)).toHaveText(aed(after.total_price));
      await expect(figure(summary, "Grand total")).toHaveText(aed(after.total_price + 20));
      expect(await apiOrders(page.request)).toHaveLength(0);
      expectRefusals(consoleErrors, 409, 1);

      await placeOrderButton(page).click();
      await expect(page).toHaveURL(/\/confirm\?order=\d+$/);
      const [order] = await apiOrders(page.request);
      expect(order?.total_price).toBe(raised / 100);
    } finally {
      await setPrice(product!.id, original);
    }
  });
});

test("when the cart's coupon applies, then the order is placed with it and the confirm page and chat name it", async ({
  page,
}) => {
  await signUp(page);
  const products = (await stockedProducts(page.request)).slice(0, 2);
  await addToCart(page.request, products);
  await apiAddAddress(page.request);
  await gotoHydrated(page, "/address");
  // The cart page remembers the applied code for the tab (features/cart/lib/applied-coupon-storage.ts).
  await page.evaluate(() => window.sessionStorage.setItem("carcare.cart.coupon", "WELCOME10"));
  await gotoHydrated(page, "/address");
  const summary = checkout(page);
  await expect(figure(summary, "Discount (WELCOME10)")).toBeVisible();
  const cart = await apiCart(page.request);
  const discount = Math.round(cart.total_price * 10) / 100;
  await expect(figure(summary, "Discount (WELCOME10)")).toHaveText(`- ${aed(discount)}`);

  await placeOrderButton(page).click();
  await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
  const [order] = await apiOrders(page.request);
  expect(order?.coupon).toMatchObject({ coupon_code: "WELCOME10", discount_percentage: 10 });
  expect(order?.discount).toBe(discount);
  const details = page.getByRole("region", { name: "Order summary" });
  await expect(figure(details, "Coupon WELCOME10 (10% off)")).toHaveText(`- ${aed(order!.discount)}`);
  await expect(figure(details, "Grand total")).toHaveText(aed(order!.grand_total));
  const href = new URL((await page.getByRole("link", { name: "Make Payment" }).getAttribute("href"))!);
  const lines = href.searchParams.get("text")!.split("\n");
  expect(lines.slice(-4)).toEqual([
    `Discount (${order!.coupon!.name}, WELCOME10, 10% off): -${aed(order!.discount)}`,
    `Grand total (incl. VAT): ${aed(order!.grand_total)}`,
    `of which VAT 5%: ${aed(order!.vat)}`,
    "Please proceed with my order.",
  ]);
});

test("when an order's 15% coupon discount rounds, then the page, the Make Payment text and My Orders agree on the grand total and the CC- reference", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  // BIGCART15 (15% off from AED 500): one line whose subtotal is at least AED 500 and whose 15% is
  // not a whole number of fils, so the server has to round (half up) as it does for 15% of 1,666.60.
  const listing = await page.request.get(`/api/view_products?sort=asc&limit=${PRODUCT_PAGE_SIZE_MAX}`);
  expect(listing.status()).toBe(200);
  const candidates = ((await listing.json()) as ProductListResponse).products.filter(
    (product) => product.stock >= 25,
  );
  const pick = candidates
    .flatMap((product) => Array.from({ length: 10 }, (_, index) => ({ product, quantity: index + 1 })))
    .find(({ product, quantity }) => {
      const subtotal = quantity * aedToFils(product.discounted_price);
      return subtotal >= 500_00 && (subtotal * 15) % 100 !== 0;
    });
  expect(pick).toBeDefined();
  const { product, quantity } = pick!;
  await addToCart(page.request, [product]);
  const [line] = (await apiCart(page.request)).cart_items;
  const updated = await page.request.put(`/api/update_cart/${line!.cart_item_id}/`, { data: { quantity } });
  expect(updated.status()).toBe(200);
  const subtotalFils = aedToFils((await apiCart(page.request)).total_price);
  expect(subtotalFils).toBe(quantity * aedToFils(product.discounted_price));
  await apiAddAddress(page.request);
  await gotoHydrated(page, "/address");
  await page.evaluate(() => window.sessionStorage.setItem("carcare.cart.coupon", "BIGCART15"));
  await gotoHydrated(page, "/address");
  await expect(figure(checkout(page), "Discount (BIGCART15)")).toBeVisible();

  await placeOrderButton(page).click();
  await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
  const [order] = await apiOrders(page.request);
  expect(order?.coupon).toMatchObject({ coupon_code: "BIGCART15", discount_percentage: 15 });

  // The arithmetic, once, in fils: 15% rounded half up to the fils, plus AED 20 delivery.
  const discountFils = Math.floor((subtotalFils * 15 + 50) / 100);
  expect(discountFils * 100).not.toBe(subtotalFils * 15);
  const grandTotalFils = subtotalFils + DELIVERY_FEE_FILS - discountFils;
  expect(aedToFils(order!.total_price)).toBe(subtotalFils);
  expect(aedToFils(order!.discount)).toBe(discountFils);
  expect(aedToFils(order!.grand_total)).toBe(grandTotalFils);

  // The page shows the server's figures.
  const details = page.getByRole("region", { name: "Order summary" });
  const reference = (await details.getByTestId("order-number").textContent())!;
  expect(reference).toBe(order!.order_number);
  expect(reference).toMatch(/^CC-[A-Z0-9]{8}$/);
  await expect(details.getByText("Order ID")).toHaveCount(0);
  await expect(figure(details, /^Total$/)).toHaveText(formatAed(subtotalFils));
  await expect(figure(details, "Coupon BIGCART15 (15% off)")).toHaveText(`- ${formatAed(discountFils)}`);
  await expect(figure(details, "Grand total")).toHaveText(formatAed(grandTotalFils));
  const pageGrandTotal = (await figure(details, "Grand total").textContent())!;

  // Make Payment's text, decoded from the link: the page's reference, figures and grand total.
  const href = (await page.getByRole("link", { name: "Make Payment" }).getAttribute("href"))!;
  const text = decodeURIComponent(href.slice(href.indexOf("?text=") + "?text=".length));
  expect(text.split("\n")).toEqual([
    `Order number: ${reference}`,
    `${quantity} × ${product.name}, ${formatAed(aedToFils(product.discounted_price))} each = ${formatAed(subtotalFils)}`,
    `Total: ${formatAed(subtotalFils)}`,
    "Delivery: AED 20.00",
    `Discount (${order!.coupon!.name}, BIGCART15, 15% off): -${formatAed(discountFils)}`,
    `Grand total (incl. VAT): ${pageGrandTotal}`,
    `of which VAT 5%: ${formatAed(vatPartFils(grandTotalFils, 5))}`,
    "Please proceed with my order.",
  ]);

  // My Orders shows the same reference and grand total.
  await gotoHydrated(page, "/orders");
  const row = page.getByRole("table", { name: "Your orders, newest first" }).getByRole("row").nth(1);
  await expect(row.getByRole("rowheader")).toHaveText(reference);
  await expect(row).toContainText(pageGrandTotal);
});

test.describe("checkout: pay on delivery", () => {
  const payByWhatsapp = (page: Page) =>
    page.getByRole("radio", { name: "Pay by WhatsApp link", exact: true });
  const payOnDelivery = (page: Page) =>
    page.getByRole("radio", { name: "Pay on delivery (cash or card)", exact: true });

  test("when a customer chooses pay on delivery, then its fee is a line of its own before and after Place Order, the grand total says incl. VAT with its VAT part, and the confirm page and My Orders agree", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUp(page, "Khalid Ahmed");
    const products = (await stockedProducts(page.request)).slice(0, 2);
    await addToCart(page.request, products);
    await apiAddAddress(page.request);
    const cart = await apiCart(page.request);
    // The e2e server's settings (playwright.config.ts): a AED 5 fee, the default 5,000 limit, 5% VAT.
    const info = (await (await page.request.get("/api/store_info")).json()) as StoreInfo;
    expect(info).toMatchObject({ vat_rate_percent: 5, pay_on_delivery: { max_total: 5000, fee: 5 } });
    const withoutFee = aedToFils(cart.total_price) + DELIVERY_FEE_FILS;
    const withFee = withoutFee + 5_00;

    // The cart says the grand total includes VAT, and how much.
    await gotoHydrated(page, "/cart");
    const cartSummary = page.getByRole("region", { name: "Order summary" });
    await expect(figure(cartSummary, "Grand total (incl. VAT)")).toHaveText(formatAed(withoutFee));
    await expect(figure(cartSummary, "of which VAT 5%")).toHaveText(formatAed(vatPartFils(withoutFee, 5)));

    await gotoHydrated(page, "/address");
    const summary = checkout(page);
    await expect(page.getByRole("group", { name: "Payment" })).toBeVisible();
    await expect(payByWhatsapp(page)).toBeChecked();
    await expect(payOnDelivery(page)).toBeEnabled();
    await expect(payOnDelivery(page)).toHaveAccessibleDescription(
      "Pay in cash or by card when your order arrives. A fee of AED 5.00 is added.",
    );
    await expect(summary.locator("dt", { hasText: "Pay on delivery fee" })).toHaveCount(0);
    await expect(figure(summary, "Grand total (incl. VAT)")).toHaveText(formatAed(withoutFee));
    await expect(figure(summary, "of which VAT 5%")).toHaveText(formatAed(vatPartFils(withoutFee, 5)));

    // By keyboard: the radios are one group, an arrow key moves the choice.
    await payByWhatsapp(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(payOnDelivery(page)).toBeChecked();
    await expect(payOnDelivery(page)).toBeFocused();
    await expect(figure(summary, "Pay on delivery fee")).toHaveText("AED 5.00");
    await expect(figure(summary, "Grand total (incl. VAT)")).toHaveText(formatAed(withFee));
    await expect(figure(summary, "of which VAT 5%")).toHaveText(formatAed(vatPartFils(withFee, 5)));

    const placed = page.waitForRequest((request) => request.url().endsWith("/api/place_order"));
    await placeOrderButton(page).click();
    expect((await placed).postDataJSON()).toMatchObject({ payment_method: "pay_on_delivery", cod_fee: 5 });
    await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
    const [order] = await apiOrders(page.request);
    expect(order).toMatchObject({ payment_method: "pay_on_delivery", cod_fee: 5, vat_rate_percent: 5 });
    expect(aedToFils(order!.grand_total)).toBe(withFee);
    expect(aedToFils(order!.vat)).toBe(vatPartFils(withFee, 5));

    const checkConfirm = async () => {
      await expect(page.getByTestId("pay-on-delivery")).toHaveText(
        `Pay ${formatAed(withFee)} on delivery (cash or card)`,
      );
      await expect(page.getByRole("link", { name: "Make Payment" })).toHaveCount(0);
      await expect(page.getByText("Please make payment to Confirm Your order")).toHaveCount(0);
      const details = page.getByRole("region", { name: "Order summary" });
      await expect(figure(details, /^Total$/)).toHaveText(aed(order!.total_price));
      await expect(figure(details, /^Delivery$/)).toHaveText("AED 20.00");
      await expect(figure(details, "Pay on delivery fee")).toHaveText("AED 5.00");
      await expect(figure(details, "Grand total (incl. VAT)")).toHaveText(formatAed(withFee));
      await expect(figure(details, "of which VAT 5%")).toHaveText(aed(order!.vat));
      await expect(details).toContainText("An invoice will be emailed to you once your order is confirmed.");
    };
    await checkConfirm();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await checkConfirm();
    // The confirm page leads to the order's own page.
    await page.getByRole("link", { name: "See this order and follow its progress" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order!.order_number}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(order!.order_number);

    await gotoHydrated(page, "/orders");
    const row = page.getByRole("table", { name: "Your orders, newest first" }).getByRole("row").nth(1);
    await expect(row.getByRole("rowheader")).toHaveText(order!.order_number);
    await expect(row).toContainText(formatAed(withFee));
  });

  test("when the grand total with the fee is above the limit, then pay on delivery is disabled with the reason and the order is placed by WhatsApp", async ({
    page,
  }) => {
    await signUp(page);
    const [, , , product] = await stockedProducts(page.request);
    const original = await readPrice(product!.id);
    try {
      // AED 4,980 + 20 delivery + 5 fee = 5,005.00, above 5,000.00; without the fee it would be within.
      await setPrice(product!.id, { priceFils: 4_980_00, salePriceFils: 4_980_00 });
      await addToCart(page.request, [product!]);
      await apiAddAddress(page.request);
      await gotoHydrated(page, "/address");
      await expect(payOnDelivery(page)).toBeDisabled();
      await expect(payOnDelivery(page)).toHaveAccessibleDescription(
        "Not available for this order: pay on delivery is for orders up to AED 5,000.00.",
      );
      await expect(payByWhatsapp(page)).toBeChecked();
      await expect(figure(checkout(page), "Grand total (incl. VAT)")).toHaveText("AED 5,000.00");
      await expect(checkout(page).locator("dt", { hasText: "Pay on delivery fee" })).toHaveCount(0);
      await placeOrderButton(page).click();
      await expect(page.getByRole("link", { name: "Make Payment" })).toBeVisible();
      const [order] = await apiOrders(page.request);
      expect(order).toMatchObject({ payment_method: "whatsapp", cod_fee: 0, grand_total: 5000 });
    } finally {
      await setPrice(product!.id, original);
    }
  });

  test("when the address page is read in Arabic on a 375 px phone, then the payment choice is Arabic, right to left, and nothing scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUp(page);
    const [product] = await stockedProducts(page.request);
    await addToCart(page.request, [product!]);
    await apiAddAddress(page.request);
    await gotoHydrated(page, "/ar/address");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const arabicOnDelivery = page.getByRole("radio", {
      name: "الدفع عند الاستلام (نقدًا أو بالبطاقة)",
      exact: true,
    });
    await arabicOnDelivery.check();
    await expect(page.getByRole("group", { name: "طريقة الدفع" })).toBeVisible();
    await expect(page.getByText("رسوم الدفع عند الاستلام", { exact: true })).toBeVisible();
    await expect(page.getByText("منها ضريبة القيمة المضافة 5%", { exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("checkout: /confirm", () => {
  test("when another customer opens an order id that is not theirs, then the not-found page answers", async ({
    page,
    browser,
  }) => {
    await signUp(page);
    const [product] = await stockedProducts(page.request);
    await addToCart(page.request, [product!]);
    await apiAddAddress(page.request);
    const placed = await page.request.post("/api/place_order", {
      data: {},
      headers: { "Idempotency-Key": `e2e-${Date.now()}-owner` },
    });
    expect(placed.status()).toBe(201);
    const { order_id: orderId } = (await placed.json()) as { order_id: number };

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signUp(stranger);
    const response = await stranger.goto(`/confirm?order=${orderId}`);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByText("Your Order is Placed!")).toHaveCount(0);
    await expect(stranger.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await stranger.goto("/confirm?order=999999999"))?.status()).toBe(404);
    await other.close();

    // The owner's own link works.
    const own = await gotoHydrated(page, `/confirm?order=${orderId}`);
    expect(own.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
  });

  test("when a visitor opens /confirm or /address, then they see the log-in state and, after logging in, the page", async ({
    page,
  }) => {
    const visitor = await gotoHydrated(page, "/address");
    expect(visitor.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByText("Please log in to see this page.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Add New Address" })).toHaveCount(0);

    // The customer exists, but this browser is not logged in.
    const owner = await page.context().browser()!.newContext();
    const ownerPage = await owner.newPage();
    const { phone } = await signUp(ownerPage);
    const [product] = await stockedProducts(ownerPage.request);
    await addToCart(ownerPage.request, [product!]);
    await apiAddAddress(ownerPage.request);
    const placed = await ownerPage.request.post("/api/place_order", { data: {} });
    expect(placed.status()).toBe(201);
    const { order_id: orderId } = (await placed.json()) as { order_id: number };
    await owner.close();

    const response = await gotoHydrated(page, `/confirm?order=${orderId}`);
    expect(response.status()).toBe(200);
    await expect(page.getByText("Please log in to see this page.")).toBeVisible();
    await expect(page.getByText("Your Order is Placed!")).toHaveCount(0);

    await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    await dialog.getByLabel("Phone").fill(phone);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/confirm\\?order=${orderId}$`));
    await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText(/^CC-[A-Z0-9]{8}$/);
  });
});

test.describe("checkout: layout and accessibility", () => {
  for (const width of [375, 1280]) {
    test(`when /address (two addresses) and /confirm are shown at ${width} px, then nothing scrolls sideways and axe finds nothing serious`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUp(page, "Khalid Ahmed");
      const products = (await stockedProducts(page.request)).slice(0, 2);
      await addToCart(page.request, products);
      await apiAddAddress(page.request);
      await apiAddAddress(page.request, {
        name: "Mariam Saeed",
        street: "Corniche Road",
        building_name: "Sea View Residences",
        city: "Sharjah",
        area_district: "Al Majaz",
      });
      await gotoHydrated(page, "/address");
      await expect(page.getByRole("radio", { name: /Mariam Saeed/ })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, `address-${width}.png`);

      await placeOrderButton(page).click();
      await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      // The toast fades by itself; the picture is of the page.
      await expect(page.getByText("Successfully Placed Order")).toBeHidden({ timeout: 8_000 });
      await saveScreenshot(page, `confirm-${width}.png`);
    });
  }
});
