import { type ProductListResponse, ORDER_MESSAGES } from "@carcare/contracts";
import { orderChatMessage } from "@carcare/contracts/whatsapp";
import type { Locator } from "@playwright/test";
import {
  apiCart,
  apiOrders,
  expect,
  gotoHydrated,
  test,
  uniqueSuffix,
  waitForInteractive,
} from "./support.js";

// Issue 16's "Done when": a new customer buys through the real UI from sign-up to My Orders.

const aed = (amount: number) =>
  `AED ${amount.toLocaleString("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
/** A summary's figure for a term (a string matches the whole term: "Total" is not "Grand total"). */
const figure = (scope: Locator, term: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt", { hasText: exactly(term) }) })
    .locator("dd");

/** Takes exactly `count` "status of <status>" lines (refusals the test asked for) out of the console check. */
function expectRefusals(consoleErrors: string[], status: number, count: number) {
  const refusals = consoleErrors.filter((line) => line.includes(`status of ${status}`));
  expect(refusals).toHaveLength(count);
  for (const line of refusals) consoleErrors.splice(consoleErrors.indexOf(line), 1);
}

test("when a new customer signs up, searches, fills the cart, applies a coupon and orders, then every page agrees with the server's order", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const suffix = uniqueSuffix();
  const search = "wiper";

  // Sign up through the header's dialog.
  await gotoHydrated(page, "/accessories");
  await page.getByRole("banner").getByRole("button", { name: "Sign up" }).click();
  const signup = page.getByRole("dialog", { name: "Sign Up" });
  await signup.getByLabel("Name").fill("Hamdan Buyer");
  await signup.getByLabel("Email").fill(`buyer${suffix}@example.ae`);
  await signup.getByLabel("Phone").fill(`55${suffix}`);
  await signup.getByLabel("Password").fill("Purchase@2025");
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("successfully registered")).toBeVisible();
  await expect(page).toHaveURL("/accessories");
  await expect(page.getByRole("button", { name: "Account Settings for Hamdan" })).toHaveText(/H/);
  expect((await apiCart(page.request)).cart_items).toEqual([]);

  // Search the listing through its search box.
  const listing = await page.request.get(`/api/view_products?search=${search}`);
  expect(listing.status()).toBe(200);
  const found = ((await listing.json()) as ProductListResponse).products;
  expect(found).toHaveLength(2);
  for (const product of found) expect(product.stock).toBeGreaterThanOrEqual(3);
  const [first, second] = found as [(typeof found)[0], (typeof found)[0]];

  const box = page.getByRole("searchbox", { name: "Search accessories" });
  await box.fill(search);
  await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/accessories?search=${search}`);
  await expect(page.getByText(/^\d+ products? found/)).toHaveText(`2 products found for “${search}”`);
  const cards = page.getByRole("region", { name: "Products" }).getByRole("article");
  await expect(cards.getByRole("heading")).toHaveText(found.map((product) => product.name));

  // Two products from the cards; each add lands on /cart.
  await page.getByRole("button", { name: `Add to cart: ${first.name}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.goBack();
  await expect(page).toHaveURL(`/accessories?search=${search}`);
  const addSecond = page.getByRole("button", { name: `Add to cart: ${second.name}` });
  await waitForInteractive(addSecond);
  await addSecond.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  expect((await apiCart(page.request)).cart_items.map((line) => line.product_id).sort()).toEqual(
    [first.id, second.id].sort(),
  );

  // Change the first product's quantity to 3.
  const quantity = page.getByRole("combobox", { name: `Quantity of ${first.name}` });
  await expect(quantity).toHaveValue("1");
  await waitForInteractive(quantity);
  const saved = page.waitForResponse((r) => r.url().includes("/api/update_cart/") && r.status() === 200);
  await quantity.selectOption("3");
  await saved;
  await expect
    .poll(
      async () =>
        (await apiCart(page.request)).cart_items.find((line) => line.product_id === first.id)?.quantity,
    )
    .toBe(3);
  const cart = await apiCart(page.request);
  const lineOf = (id: number) => cart.cart_items.find((line) => line.product_id === id)!;
  expect(lineOf(first.id).total_price).toBeCloseTo(3 * first.discounted_price, 2);
  expect(lineOf(second.id).quantity).toBe(1);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(lines.filter({ hasText: first.name })).toContainText(aed(lineOf(first.id).total_price));
  await expect(figure(summary, "Total")).toHaveText(aed(cart.total_price));
  await expect(figure(summary, "Delivery")).toHaveText("AED 20.00");
  await expect(figure(summary, "Grand total (incl. VAT)")).toHaveText(aed(cart.total_price + 20));

  // WELCOME10 from the coupon carousel, paused first.
  const expectedDiscount = Math.round(cart.total_price * 10) / 100;
  const expectedGrandTotal = Math.round((cart.total_price + 20 - expectedDiscount) * 100) / 100;
  const carousel = page.getByRole("region", { name: "Coupons" });
  const pause = page.getByRole("button", { name: "Pause coupon rotation" });
  await waitForInteractive(pause);
  await pause.click();
  await expect(page.getByRole("button", { name: "Play coupon rotation" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await carousel.getByRole("button", { name: "Apply WELCOME10" }).click();
  await expect(carousel.getByRole("button", { name: "Applied WELCOME10" })).toBeDisabled();
  await expect(figure(summary, "Discount (WELCOME10)")).toHaveText(`- ${aed(expectedDiscount)}`);
  await expect(figure(summary, "Grand total (incl. VAT)")).toHaveText(aed(expectedGrandTotal));

  // CHECKOUT, then Place Order with no address.
  const checkoutLink = page.getByRole("link", { name: "CHECKOUT" });
  await waitForInteractive(checkoutLink);
  await checkoutLink.click();
  await expect(page).toHaveURL(/\/address$/);
  const yourOrder = page.getByRole("region", { name: "Your order" });
  await expect(
    yourOrder.getByRole("list", { name: "Items in your order" }).getByRole("listitem"),
  ).toHaveCount(2);
  await expect(figure(yourOrder, "Total")).toHaveText(aed(cart.total_price));
  await expect(figure(yourOrder, "Discount (WELCOME10)")).toHaveText(`- ${aed(expectedDiscount)}`);
  await expect(figure(yourOrder, "Grand total (incl. VAT)")).toHaveText(aed(expectedGrandTotal));
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await waitForInteractive(placeOrder);
  await placeOrder.click();
  await expect(page.getByText(ORDER_MESSAGES.noAddress).first()).toBeVisible();
  expect(await apiOrders(page.request)).toHaveLength(0);
  expectRefusals(consoleErrors, 400, 1);

  // Add an address: first empty, then filled.
  const form = page.getByRole("region", { name: "Add New Address" });
  const addAddress = form.getByRole("button", { name: "Add Address" });
  await waitForInteractive(addAddress);
  await addAddress.click();
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields");
  await form.getByLabel("Full name").fill("Hamdan Buyer");
  await form.getByLabel("Mobile number").fill(`050 ${suffix.slice(0, 3)} ${suffix.slice(3)}`);
  await form.getByLabel("Street").fill("Airport Road");
  await form.getByLabel("Building name").fill("Tower A");
  await form.getByLabel("Floor / apartment no.").fill("12B");
  await form.getByLabel("Area / district").fill("Al Khalidiya");
  await form.getByLabel("City").selectOption("Abu Dhabi");
  await addAddress.click();
  await expect(page.getByText("Address added successfully")).toBeVisible();
  await expect(
    page
      .getByRole("group", { name: "Deliver to (the default address)" })
      .getByRole("radio", { name: /Hamdan Buyer/ }),
  ).toBeChecked();

  // Place the order.
  await placeOrder.click();
  await expect(page.getByText(ORDER_MESSAGES.placed)).toBeVisible();
  await expect(page).toHaveURL(/\/confirm\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get("order"));
  const orders = await apiOrders(page.request);
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  expect(order.order_id).toBe(orderId);
  expect((await apiCart(page.request)).cart_items).toEqual([]);

  // The server's order is what the customer chose.
  expect(order.status).toBe("pending_payment");
  expect(order.items.map((item) => [item.product_id, item.quantity]).sort()).toEqual(
    [
      [first.id, 3],
      [second.id, 1],
    ].sort(),
  );
  expect(order.total_price).toBe(cart.total_price);
  expect(order.delivery_fee).toBe(20);
  expect(order.coupon).toMatchObject({ coupon_code: "WELCOME10", discount_percentage: 10 });
  expect(order.discount).toBe(expectedDiscount);
  expect(order.grand_total).toBe(expectedGrandTotal);
  expect(order.name).toBe("Hamdan Buyer");
  expect(order.contact).toBe(`+97150${suffix}`);

  const checkConfirm = async () => {
    await expect(page.getByRole("heading", { name: "Your Order is Placed!" })).toBeVisible();
    const details = page.getByRole("region", { name: "Order summary" });
    await expect(details.getByTestId("order-number")).toHaveText(order.order_number);
    // One reference for the customer: the numeric id is not on the page.
    await expect(details.getByText("Order ID")).toHaveCount(0);
    await expect(details).toContainText(order.name);
    await expect(details).toContainText(`Mobile: ${order.contact}`);
    await expect(details).toContainText("Tower A, 12B, Airport Road");
    const items = details.getByRole("list", { name: "Items" }).getByRole("listitem");
    await expect(items).toHaveCount(order.items.length);
    for (const [index, item] of order.items.entries()) {
      await expect(items.nth(index)).toContainText(item.name);
      await expect(items.nth(index)).toContainText(`${item.quantity} × ${aed(item.price)}`);
      await expect(items.nth(index)).toContainText(aed(item.total));
    }
    await expect(figure(details, "Total")).toHaveText(aed(order.total_price));
    await expect(figure(details, "Delivery")).toHaveText("AED 20.00");
    await expect(figure(details, "Coupon WELCOME10 (10% off)")).toHaveText(`- ${aed(order.discount)}`);
    await expect(figure(details, "Grand total (incl. VAT)")).toHaveText(aed(order.grand_total));
    // The order's own VAT, kept when it was placed.
    await expect(figure(details, "of which VAT 5%")).toHaveText(aed(order.vat));
  };
  await checkConfirm();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await checkConfirm();

  // Make Payment: the WhatsApp chat with the order's text, line by line.
  const payment = page.getByRole("link", { name: "Make Payment" });
  await expect(payment).toHaveAttribute("target", "_blank");
  const href = new URL((await payment.getAttribute("href"))!);
  const info = (await (await page.request.get("/api/store_info")).json()) as { whatsapp_number: string };
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${info.whatsapp_number.replace(/\D/g, "")}`);
  const text = decodeURIComponent(href.search.replace(/^\?text=/, ""));
  const details = page.getByRole("region", { name: "Order summary" });
  const shown = async (term: string) => (await figure(details, term).textContent())!;
  expect(text.split("\n")).toEqual([
    `Order number: ${order.order_number}`,
    ...order.items.map(
      (item) => `${item.quantity} × ${item.name}, ${aed(item.price)} each = ${aed(item.total)}`,
    ),
    `Total: ${await shown("Total")}`,
    `Delivery: ${await shown("Delivery")}`,
    `Discount (${order.coupon!.name}, WELCOME10, 10% off): ${(await shown("Coupon WELCOME10 (10% off)")).replace("- ", "-")}`,
    // The amount to pay, as the page shows it.
    `Grand total (incl. VAT): ${await shown("Grand total (incl. VAT)")}`,
    `of which VAT 5%: ${await shown("of which VAT 5%")}`,
    "Please proceed with my order.",
  ]);
  expect(text).toBe(orderChatMessage(order));

  // My Orders lists it with its reference and status.
  await page.getByRole("button", { name: /^Account Settings for / }).click();
  await page.getByRole("menuitem", { name: "My Orders" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const rows = page.getByRole("table", { name: "Your orders, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole("rowheader")).toHaveText(order.order_number);
  // The chat text's reference is the one My Orders shows.
  expect(text.split("\n")[0]).toBe(`Order number: ${await rows.nth(1).getByRole("rowheader").textContent()}`);
  await expect(rows.nth(1)).toContainText("Awaiting payment");
  await expect(rows.nth(1)).toContainText(`AED ${order.grand_total.toFixed(2)}`);
});
