import { readFile } from "node:fs/promises";
import {
  aedToFils,
  formatAed,
  type OrderDetails,
  type OrderPage,
  type PlaceOrderResponse,
  type Product,
  type ProductListResponse,
} from "@carcare/contracts";
import { createPrismaClient, openDatabase } from "@carcare/db";
import type { APIRequestContext, Locator } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { decodedSubjectOf, type ReceivedEmail, startSmtpReceiver } from "../../api/test/smtp";
import { seriousAxeViolations } from "./arabic";
import { StateStore } from "./data-states-store";
import { expect, gotoHydrated, test } from "./support";

/**
 * The order page (issue 29) against a store of its own: the real built server with the demo
 * catalogue, its own PostgreSQL, a real SMTP receiver for the emails (the API's and the operator
 * CLI's), a TRN and a AED 5 pay-on-delivery fee. The default e2e server keeps its dev outbox, which
 * other specs read.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const TRN = "100234567800003";
const PASSWORD = "OrderPage@123";
const ADDRESS = {
  name: "Khalid Ahmed",
  phone_number: "0501110000",
  street: "Airport Road",
  building_name: "Tower A",
  floor_apartment_no: "12B",
  area_district: "Al Khalidiya",
  city: "Abu Dhabi",
};

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let store: StateStore;

test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpReceiver();
  store = new StateStore({
    port: PORT,
    env: {
      SEED_DEMO_DATA: "true",
      SMTP_URL: smtp.url,
      STORE_TRN: TRN,
      STORE_LEGAL_NAME: "CarCare Auto Accessories Trading LLC",
      STORE_ADDRESS: "Office 4, Al Khalidiya, Abu Dhabi, UAE",
      COD_FEE_AED: "5",
    },
  });
  await store.start();
});

test.afterAll(async () => {
  await store?.stop();
  await smtp?.stop();
});

// ------------------------------------------------------------------------------------ helpers

let customers = 0;

/** A new customer signed up through the API: `request` (the page's or a context's) holds the session. */
async function signUp(request: APIRequestContext, name = "Khalid Ahmed"): Promise<{ email: string }> {
  customers += 1;
  const suffix = `${String(process.pid % 1000).padStart(3, "0")}${customers}${Date.now() % 1000}`.slice(-7);
  const email = `order-page-${suffix}-${Date.now()}@example.com`;
  const response = await request.post("/api/signup", {
    data: { name, email, phone: `55${suffix.padStart(7, "0")}`, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const address = await request.post("/api/add_address", { data: ADDRESS });
  expect(address.status()).toBe(201);
  return { email };
}

async function stockedProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/view_products?sort=asc");
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as ProductListResponse;
  return products.filter((product) => product.stock >= 10);
}

async function addToCart(request: APIRequestContext, products: Product[]): Promise<void> {
  for (const product of products) {
    expect((await request.post(`/api/add_to_cart/${product.id}/`, { data: {} })).status()).toBe(200);
  }
}

/** Places the cart through the API (the address page's own test is the first one here). */
async function apiPlaceOrder(
  request: APIRequestContext,
  body: Record<string, unknown> = {},
): Promise<OrderDetails> {
  const response = await request.post("/api/place_order", {
    data: body,
    headers: { "Idempotency-Key": `e2e-order-page-${Date.now()}-${Math.random()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as PlaceOrderResponse).order_details;
}

async function apiOrderPage(request: APIRequestContext, reference: string): Promise<OrderPage> {
  const response = await request.get(`/api/orders/${reference}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { order: OrderPage }).order;
}

/** The product's stock, written straight into the store's database (no store screen changes it). */
async function setStock(id: number, stock: number): Promise<void> {
  const database = await openDatabase({ dataDir: store.dataDir });
  const prisma = createPrismaClient(database.url, { poolSize: 1 });
  try {
    await prisma.product.update({ where: { id }, data: { stock } });
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

/** The figure a summary gives for `label` (its dt's dd). */
const figure = (region: Locator, label: string | RegExp) =>
  region.locator("div", { has: region.page().locator("dt", { hasText: label }) }).locator("dd");

const fils = (aed: number) => formatAed(aedToFils(aed));

/** The emails to `to` whose subject is `subject`, as they arrived so far. */
const mailsTo = (to: string, subject: string): ReceivedEmail[] =>
  smtp.messages.filter((mail) => mail.to.includes(to.toLowerCase()) && decodedSubjectOf(mail) === subject);

async function expectOneEmail(to: string, subject: string): Promise<ReceivedEmail> {
  await expect.poll(() => mailsTo(to, subject).length, { timeout: 15_000, message: subject }).toBe(1);
  return mailsTo(to, subject)[0]!;
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

// -------------------------------------------------------------------------------------- tests

test("when a pay-on-delivery order is confirmed, shipped and delivered, then its page follows it, four emails arrive once each and the invoice PDF holds the order's figures", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await signUp(page.request);
  const products = (await stockedProducts(page.request)).slice(0, 2);
  expect(products).toHaveLength(2);
  await addToCart(page.request, products);

  // Place Order with pay on delivery, on the address page.
  await gotoHydrated(page, "/address");
  await page.getByRole("radio", { name: "Pay on delivery (cash or card)" }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
  const orders = (await (await page.request.get("/api/my_orders")).json()) as { orders: OrderDetails[] };
  const placed = orders.orders[0]!;
  const reference = placed.order_number;
  expect(placed).toMatchObject({ payment_method: "pay_on_delivery", cod_fee: 5, vat_rate_percent: 5 });
  await expectOneEmail(email, `We received your order ${reference}`);

  // My Orders opens it: the order number is the row's link.
  await gotoHydrated(page, "/orders");
  await page.getByRole("table").getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Status: Pending");
  await expect(page.getByText("Awaiting payment")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();
  await expect(page.getByText("You pay when the order is delivered, in cash or by card.")).toBeVisible();

  // The lines and the totals are the order's own figures, VAT included and its part shown.
  const items = page.getByRole("region", { name: "Items" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  for (const [index, item] of placed.items.entries()) {
    await expect(items.nth(index)).toContainText(item.name);
    await expect(items.nth(index)).toContainText(`${item.quantity} × ${fils(item.price)} each`);
    await expect(items.nth(index)).toContainText(fils(item.total));
  }
  const totals = page.getByRole("region", { name: "Payment summary" });
  await expect(figure(totals, /^Total$/)).toHaveText(fils(placed.total_price));
  await expect(figure(totals, /^Delivery$/)).toHaveText(fils(placed.delivery_fee));
  await expect(figure(totals, "Pay on delivery fee")).toHaveText("AED 5.00");
  await expect(figure(totals, "Grand total (incl. VAT)")).toHaveText(fils(placed.grand_total));
  await expect(figure(totals, "of which VAT 5%")).toHaveText(fils(placed.vat));
  expect(aedToFils(placed.grand_total)).toBe(
    aedToFils(placed.total_price) + aedToFils(placed.delivery_fee) + 5_00,
  );
  await expect(page.getByText("Pay on delivery (cash or card)", { exact: true })).toBeVisible();
  await expect(page.getByText("Tower A, 12B, Airport Road")).toBeVisible();
  const history = page.getByRole("region", { name: "Order history" }).getByRole("listitem");
  await expect(history).toHaveText([/^Order placed/]);
  await expect(
    page.getByText("The tax invoice can be downloaded here once the order is confirmed."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Download invoice" })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The operator confirms, ships and delivers it.
  for (const status of ["confirmed", "shipped", "delivered"]) {
    await store.ops("orders", "move", reference, status, "--actor", "ops:e2e");
  }
  const invoice = (await apiOrderPage(page.request, reference)).invoice;
  expect(invoice).not.toBeNull();
  await expectOneEmail(email, `Invoice ${invoice!.number} for your order ${reference}`);
  const shipped = await expectOneEmail(email, `Your order ${reference} is on its way`);
  await expectOneEmail(email, `Your order ${reference} was delivered`);
  expect(shipped.decoded).toContain(`/orders/${reference}`);
  // Once each: nothing more comes a moment later.
  await page.waitForTimeout(1500);
  expect(smtp.messages.filter((mail) => mail.to.includes(email)).length).toBe(4);

  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Status: Delivered");
  await expect(history).toHaveText([/^Order placed/, /^Confirmed/, /^Shipped/, /^Delivered/]);
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByText(`Tax invoice ${invoice!.number}, issued`)).toBeVisible();

  // The invoice downloads from the page, a tax invoice with the order's figures.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download invoice" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText((await download.path())!);
  expect(text).toContain("Tax Invoice");
  expect(text).toContain(TRN);
  expect(text).toContain(invoice!.number);
  expect(text).toContain(reference);
  for (const item of placed.items) {
    expect(text).toContain(item.name);
    expect(text).toContain(fils(item.price));
    expect(text).toContain(fils(item.total));
  }
  expect(text).toContain("VAT 5%");
  expect(text).toContain(fils(placed.vat));
  expect(text).toContain(fils(placed.grand_total));
  expect(text).toContain(formatAed(aedToFils(placed.grand_total) - aedToFils(placed.vat)));
});

test("when another customer opens the order's address, then the store's not-found page answers 404, and a visitor is asked to log in", async ({
  page,
  browser,
}) => {
  await signUp(page.request);
  await addToCart(page.request, (await stockedProducts(page.request)).slice(0, 1));
  const order = await apiPlaceOrder(page.request, { payment_method: "pay_on_delivery", cod_fee: 5 });
  const path = `/orders/${order.order_number}`;

  const other = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  const stranger = await other.newPage();
  await signUp(stranger.request, "Mariam Saeed");
  const response = await stranger.goto(path);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { level: 1, name: "404!" })).toBeVisible();
  await expect(stranger.getByText("We could not find this order among yours.")).toBeVisible();
  await expect(stranger.getByText(order.order_number)).toHaveCount(0);
  await expect(stranger).toHaveTitle(/^Page not found/);
  expect((await stranger.request.get(`/api${path}`)).status()).toBe(404);
  expect((await stranger.request.post(`/api${path}/cancel`, { data: {} })).status()).toBe(404);
  expect((await stranger.goto("/orders/CC-NOSUCH00"))?.status()).toBe(404);
  await other.close();

  const anonymous = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  const visitor = await anonymous.newPage();
  expect((await visitor.goto(path))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
  await expect(visitor.getByRole("main").getByRole("button", { name: "Login" })).toBeVisible();
  await expect(visitor.getByText(order.order_number)).toHaveCount(0);
  await anonymous.close();

  // The owner's page, in Arabic too, with its language's words.
  const own = await gotoHydrated(page, `/ar${path}`);
  expect(own.status()).toBe(200);
  await expect(page.getByTestId("order-status")).toContainText("قيد الانتظار");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("when the customer cancels a pending order from its page, by keyboard, then the page shows it cancelled and the stock is back on the product page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { email } = await signUp(page.request);
  const [product] = await stockedProducts(page.request);
  await setStock(product!.id, 1);
  await addToCart(page.request, [product!]);
  const order = await apiPlaceOrder(page.request);
  const reference = order.order_number;
  const productPage = `/accessories/${product!.id}`;
  await gotoHydrated(page, productPage);
  await expect(page.getByRole("main").getByText("Out of stock", { exact: true })).toBeVisible();

  await gotoHydrated(page, `/orders/${reference}`);
  await expect(page.getByTestId("order-status")).toHaveText("Status: Awaiting payment");
  // A WhatsApp order awaiting payment: Pay now opens the chat with the confirm page's message.
  const payNow = page.getByRole("link", { name: "Pay now" });
  await expect(payNow).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`));

  const cancel = page.getByRole("button", { name: "Cancel order" });
  await cancel.focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("group", { name: `Cancel order ${reference}? This cannot be undone.` });
  await expect(question).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, cancel the order" })).toBeFocused();
  // Keep it first: nothing changes, and the focus is back on Cancel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Keep the order" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(cancel).toBeFocused();
  expect((await apiOrderPage(page.request, reference)).status).toBe("pending_payment");

  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Yes, cancel the order" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Your order is cancelled." })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Status: Cancelled");
  await expect(cancel).toHaveCount(0);
  await expect(payNow).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Order history" }).getByRole("listitem")).toHaveText([
    /^Order placed/,
    /^Cancelled/,
  ]);
  await expectOneEmail(email, `Your order ${reference} is cancelled`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The stock is back, on the product page.
  await gotoHydrated(page, productPage);
  await expect(page.getByRole("main").getByText("Only 1 left", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("button", { name: "Add to cart", exact: true }),
  ).toBeEnabled();
  const again = await page.request.post(`/api/orders/${reference}/cancel`, { data: {} });
  expect(again.status()).toBe(409);
});

test("when the order was confirmed while its page was open, then Cancel says why it cannot, the page shows it confirmed, and once the operator cancels it its credit note downloads", async ({
  page,
  consoleErrors,
}) => {
  await signUp(page.request);
  await addToCart(page.request, (await stockedProducts(page.request)).slice(0, 1));
  const order = await apiPlaceOrder(page.request);
  await gotoHydrated(page, `/orders/${order.order_number}`);
  await store.ops("orders", "move", order.order_number, "confirmed", "--actor", "ops:e2e");

  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/confirmed/i);
  await expect(page.getByTestId("order-status")).toHaveText("Status: Confirmed");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download invoice" })).toBeVisible();

  // The operator cancels the confirmed order: its credit note downloads from the page too.
  await store.ops("orders", "cancel", order.order_number, "--actor", "ops:e2e");
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Status: Cancelled");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download credit note" }).click();
  const text = await pdfText((await (await downloading).path())!);
  expect(text).toContain("Tax Credit Note");
  expect(text).toContain(order.order_number);
  expect(text).toContain(fils(order.grand_total));
  // The browser logs the refused request itself; that one line is the answer this test expects.
  const refused = consoleErrors.filter((line) => line.includes("status of 409"));
  expect(refused).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refused[0]!), 1);
});
