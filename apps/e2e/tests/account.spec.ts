import AxeBuilder from "@axe-core/playwright";
import type {
  AuthResponse,
  OrderDetails,
  PlaceOrderResponse,
  ProductListResponse,
  User,
  WishlistResponse,
} from "@carcare/contracts";
import type { Page } from "@playwright/test";
import {
  DEMO,
  expect,
  gotoHydrated,
  saveScreenshot,
  test,
  uniqueSuffix,
  waitForInteractive,
} from "./support.js";

// Issue 16: /orders, /wishlist and /profile, each a customer's own page.

const PASSWORD = "Tester@12345";

/**
 * A new customer, signed up through the API with the page's own request context: the browser shares
 * its cookies, so the page is logged in as them too.
 */
async function signUpCustomer(page: Page, firstName = "Tester"): Promise<User & { phone: string }> {
  // Random, not the clock: tests in parallel workers sign up in the same millisecond.
  const suffix = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const phone = `55${suffix}`;
  const response = await page.request.post("/api/signup", {
    data: {
      name: firstName,
      email: `account-${suffix}-${uniqueSuffix()}@example.com`,
      phone,
      password: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as AuthResponse).user, phone };
}

async function productIds(page: Page, count: number): Promise<number[]> {
  const response = await page.request.get("/api/view_products");
  expect(response.status()).toBe(200);
  const ids = ((await response.json()) as ProductListResponse).products.map((product) => product.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

async function apiPost(page: Page, path: string, data: object = {}) {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

const ADDRESS = {
  name: "Account Tester",
  phone_number: "971501234500",
  street: "Hamdan Bin Mohammed St",
  building_name: "Al Noor Tower",
  floor_apartment_no: "12, 1204",
  landmark: "Near the Central Market",
  area_district: "Al Markaziyah",
  city: "Abu Dhabi",
  country: "United Arab Emirates",
  address_type: "Home",
};

/** Places one order per product through the API (add_to_cart, then place_order), oldest first. */
async function placeOrders(page: Page, products: number[]): Promise<OrderDetails[]> {
  await apiPost(page, "/api/add_address", ADDRESS);
  const placed: OrderDetails[] = [];
  for (const productId of products) {
    await apiPost(page, `/api/add_to_cart/${productId}/`);
    const answer = (await apiPost(page, "/api/place_order")) as PlaceOrderResponse;
    placed.push(answer.order_details);
  }
  return placed;
}

/** The page's own Login button (in the log-in prompt), then the dialog. */
async function logInOnThePage(page: Page, phone: string, password: string) {
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Phone").fill(phone);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("successfully logged in")).toBeVisible();
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

const ordersTable = (page: Page) => page.getByRole("table", { name: "Your orders, newest first" });

test.describe("a visitor who is not logged in", () => {
  const pages = [
    {
      path: "/orders",
      title: "My Orders",
      ownContent: (page: Page) => page.getByRole("heading", { level: 1, name: "My Orders" }),
      proof: (page: Page) => page.getByText("Every order you have placed, newest first."),
    },
    {
      path: "/wishlist",
      title: "My Collection",
      ownContent: (page: Page) => page.getByRole("heading", { level: 1, name: "My Collection" }),
      proof: (page: Page) => page.getByText("Products you saved for later.", { exact: true }),
    },
    {
      path: "/profile",
      title: "My Profile",
      ownContent: (page: Page) => page.getByRole("heading", { level: 1, name: "My Profile" }),
      proof: (page: Page) => page.getByLabel("Email"),
    },
  ];

  for (const { path, title, ownContent, proof } of pages) {
    test(`when a visitor opens ${path} and logs in there, then the log-in prompt gives way to the page itself`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Please log in to see this page.")).toBeVisible();
      await expect(proof(page)).toHaveCount(0);

      await logInOnThePage(page, DEMO.phone, DEMO.password);

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(ownContent(page)).toBeVisible();
      await expect(proof(page)).toBeVisible();
      await expect(page.getByText("Please log in to see this page.")).toHaveCount(0);
    });
  }
});

test.describe("My Orders", () => {
  test("when a new customer has no orders, then 'No orders available' shows and no table", async ({
    page,
  }) => {
    await signUpCustomer(page);
    await gotoHydrated(page, "/orders");

    await expect(page.getByText("No orders available")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("when a customer has two orders, then the server's page lists them newest first with readable words", async ({
    page,
  }) => {
    await signUpCustomer(page);
    const [first, second] = await placeOrders(page, await productIds(page, 2));

    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/orders");

    const table = ordersTable(page);
    await expect(table.getByRole("columnheader")).toHaveText([
      "Order number",
      "Items",
      "Coupons",
      "Price",
      "Status",
      "Order Date",
    ]);
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText(second!.order_number);
    await expect(rows.nth(2).getByRole("rowheader")).toHaveText(first!.order_number);
    await expect(rows.nth(1)).toContainText(second!.items[0]!.name);
    await expect(rows.nth(1)).toContainText("Awaiting payment");
    await expect(rows.nth(1)).not.toContainText("pending_payment");
    await expect(rows.nth(1)).toContainText(`AED ${second!.grand_total.toFixed(2)}`);
  });

  test("when a customer with an order opens /orders on a phone, then a card per order shows and nothing scrolls sideways", async ({
    page,
  }) => {
    await signUpCustomer(page);
    const [order] = await placeOrders(page, await productIds(page, 1));

    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/orders");

    await expect(ordersTable(page)).toBeHidden();
    const card = page.getByRole("article", { name: `Order number ${order!.order_number}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Awaiting payment");
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, "orders-375.png");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(ordersTable(page)).toBeVisible();
    await expect(card).toBeHidden();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, "orders-1280.png");
  });
});

test.describe("My Collection", () => {
  async function wishlistOf(page: Page): Promise<WishlistResponse> {
    const response = await page.request.get("/api/wishlist_items");
    expect(response.status()).toBe(200);
    return (await response.json()) as WishlistResponse;
  }

  test("when Move to Cart is pressed, then the cart count goes up and the item leaves the wishlist", async ({
    page,
  }) => {
    await signUpCustomer(page);
    const [kept, moved] = await productIds(page, 2);
    await apiPost(page, `/api/add_to_wishlist/${kept}/`);
    await apiPost(page, `/api/add_to_wishlist/${moved}/`);
    const items = (await wishlistOf(page)).wishlist_items;
    const movedItem = items.find((item) => item.product_id === moved)!;
    const keptItem = items.find((item) => item.product_id === kept)!;

    await gotoHydrated(page, "/wishlist");
    const list = page.getByRole("list", { name: "Saved products" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    await list.getByRole("button", { name: `Move to Cart: ${movedItem.product_name}` }).click();

    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("heading", { name: keptItem.product_name })).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("1");
    expect((await wishlistOf(page)).wishlist_items.map((item) => item.product_id)).toEqual([kept]);
  });

  test("when the remove icon is pressed on the last item, then the empty state offers the listing", async ({
    page,
  }) => {
    await signUpCustomer(page);
    const [productId] = await productIds(page, 1);
    await apiPost(page, `/api/add_to_wishlist/${productId}/`);
    const [item] = (await wishlistOf(page)).wishlist_items;

    await gotoHydrated(page, "/wishlist");
    await page.getByRole("button", { name: `Remove ${item!.product_name} from your collection` }).click();

    await expect(page.getByText("Item successfully removed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your collection is empty" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse accessories" })).toHaveAttribute(
      "href",
      "/accessories",
    );
    expect((await wishlistOf(page)).wishlist_items).toEqual([]);
  });

  test("when a customer with saved products opens /wishlist on a phone, then nothing scrolls sideways and axe passes", async ({
    page,
  }) => {
    await signUpCustomer(page);
    for (const productId of await productIds(page, 2))
      await apiPost(page, `/api/add_to_wishlist/${productId}/`);

    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/wishlist");
    await expect(page.getByRole("list", { name: "Saved products" }).getByRole("listitem")).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("My Profile", () => {
  /**
   * Runs in the page before its scripts: counts the First Name inputs the document ever held (the
   * server's, and any React made in the browser instead) and the most it held at once, hidden or not.
   */
  function watchFirstNameInputs() {
    const seen = { all: new Set<Element>(), most: 0 };
    (window as unknown as { firstNameInputs: typeof seen }).firstNameInputs = seen;
    new MutationObserver(() => {
      const inputs = document.querySelectorAll('input[name="first_name"]');
      inputs.forEach((input) => seen.all.add(input));
      seen.most = Math.max(seen.most, inputs.length);
    }).observe(document, { childList: true, subtree: true });
  }

  /**
   * The page holds one profile form, the server's, hydrated in place: the First Name input is the one
   * element the server's HTML made, never replaced by one React rendered in the browser (what was
   * typed would be lost) nor joined by a hidden second copy (as twice in fresh-clone CI runs).
   */
  async function expectOneServerForm(page: Page) {
    // The page's own forms (the header's search form is on every page).
    await expect(page.getByRole("main").locator("form")).toHaveCount(1);
    await expect(page.locator('input[name="first_name"]')).toHaveCount(1);
    const watched = await page.evaluate(() => {
      const { all, most } = (window as unknown as { firstNameInputs: { all: Set<Element>; most: number } })
        .firstNameInputs;
      return { everInThePage: all.size, mostAtOnce: most };
    });
    expect(watched, "First Name inputs the page ever held, and at once").toEqual({
      everInThePage: 1,
      mostAtOnce: 1,
    });
  }

  /** The form's code comes in its own chunk: wait until the server's form has hydrated. */
  async function openProfile(page: Page) {
    await page.addInitScript(watchFirstNameInputs);
    await gotoHydrated(page, "/profile");
    await waitForInteractive(page.getByRole("button", { name: "Update" }));
    await expectOneServerForm(page);
  }

  const avatar = (page: Page) => page.getByRole("button", { name: /^Account Settings for / });
  // By label, hidden elements included: a second, hidden copy of a field fails the test.
  const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

  test("when the first name is updated, then 'profile updated successfully' shows and the header initial changes without a reload", async ({
    page,
  }) => {
    await signUpCustomer(page, "Tariq");
    await openProfile(page);
    await expect(avatar(page)).toHaveText("T");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await field(page, "First Name").fill("Noura");
    await field(page, "Last Name").fill("Al Hashimi");
    await page.getByRole("button", { name: "Update" }).click();

    await expect(page.getByText("profile updated successfully")).toBeVisible();
    await expect(avatar(page)).toHaveText("N");
    await expect(avatar(page)).toHaveAccessibleName("Account Settings for Noura");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    const saved = (await (await page.request.get("/api/get_logged_in_user")).json()) as User;
    expect(saved).toMatchObject({ first_name: "Noura", last_name: "Al Hashimi" });
    await expectOneServerForm(page);
  });

  test("when the first name is updated on a phone, then the menu says 'Hello' with the new name", async ({
    page,
  }) => {
    await signUpCustomer(page, "Tariq");
    await page.setViewportSize({ width: 375, height: 812 });
    await openProfile(page);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    await field(page, "First Name").fill("Layla");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("profile updated successfully")).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByText("Hello Layla")).toBeVisible();
  });

  test("when the email is another account's, then the API's message shows and nothing changes", async ({
    page,
    consoleErrors,
  }) => {
    const customer = await signUpCustomer(page);
    await openProfile(page);

    await field(page, "Email").fill(DEMO.email);
    await page.getByRole("button", { name: "Update" }).click();

    await expect(page.getByText("This email is already used by another account.")).toBeVisible();
    // The browser logs the expected refusal itself; exactly that one line is allowed.
    const refusal = consoleErrors.findIndex((line) => line.includes("status of 409"));
    expect(refusal, "the 409 the page was refused with").toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal, 1);
    const saved = (await (await page.request.get("/api/get_logged_in_user")).json()) as User;
    expect(saved.email).toBe(customer.email);
  });

  test("when the first name is emptied, then the contract's message is tied to the field and nothing is sent", async ({
    page,
  }) => {
    await signUpCustomer(page, "Tariq");
    await openProfile(page);
    const firstName = field(page, "First Name");

    await firstName.fill("  ");
    await page.getByRole("button", { name: "Update" }).click();

    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription(/.+/);
    const saved = (await (await page.request.get("/api/get_logged_in_user")).json()) as User;
    expect(saved.first_name).toBe("Tariq");
    await expectOneServerForm(page);
  });
});

// Issue 25: every account page is reachable from the header at any width, from one list of links.
const ACCOUNT_PAGES = [
  { link: "My Profile", path: "/profile", heading: "My Profile" },
  { link: "My Orders", path: "/orders", heading: "My Orders" },
  { link: "My Plan", path: "/myplan", heading: "My Plan" },
  { link: "Wishlist", path: "/wishlist", heading: "My Collection" },
];

test.describe("account links in the header", () => {
  test("when a customer at 1280 px opens the avatar's menu, then each account page is one click away", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpCustomer(page, "Mona");
    await gotoHydrated(page, "/");
    const avatar = page.getByRole("button", { name: "Account Settings for Mona" });
    const menu = page.getByRole("menu", { name: "Account Settings" });

    for (const item of ACCOUNT_PAGES) {
      await avatar.click();
      await expect(avatar).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("menuitem")).toHaveText([...ACCOUNT_PAGES.map((p) => p.link), "Logout"]);
      await menu.getByRole("menuitem", { name: item.link }).click();

      await expect(page).toHaveURL(item.path);
      await expect(
        page.getByRole("main").getByRole("heading", { level: 1, name: item.heading }),
      ).toBeVisible();
      await expect(menu).toHaveCount(0);
      await expect(avatar).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("when the avatar's menu is used from the keyboard, then it opens on an item, the arrows move and Escape returns to the button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpCustomer(page, "Mona");
    await gotoHydrated(page, "/");
    const avatar = page.getByRole("button", { name: "Account Settings for Mona" });
    const items = page.getByRole("menu", { name: "Account Settings" }).getByRole("menuitem");

    await avatar.focus();
    await page.keyboard.press("Enter");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(items.last()).toHaveText("Logout");
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(items).toHaveCount(0);
    await expect(avatar).toBeFocused();

    // Tab leaves the menu: it closes and the focus moves on from the avatar, not back to the page's top.
    await page.keyboard.press("Enter");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(items).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cart" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(avatar).toBeFocused();

    // ArrowUp opens it on the last item; Home goes to the first; Enter on My Plan follows the link.
    await page.keyboard.press("ArrowUp");
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(2)).toHaveText("My Plan");
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/myplan");
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "My Plan" })).toBeVisible();
  });

  test("when a customer at 375 px opens the menu, then Hello, each account page and Logout are there and each link lands on its page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpCustomer(page, "Mona");
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    // At 375 px the wide screens' navigation is hidden: the only "Main" navigation shown is the panel.
    const panel = page.getByRole("navigation", { name: "Main" });
    const account = panel.getByRole("list", { name: "Account Settings" });

    for (const item of ACCOUNT_PAGES) {
      await menuButton.click();
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      await expect(menuButton).toHaveAccessibleName("Close menu");
      await expect(panel.getByText("Hello Mona")).toBeVisible();
      await expect(account.getByRole("link")).toHaveText(ACCOUNT_PAGES.map((p) => p.link));
      await expect(panel.getByRole("button", { name: "Logout" })).toBeVisible();
      await account.getByRole("link", { name: item.link }).click();

      await expect(page).toHaveURL(item.path);
      await expect(
        page.getByRole("main").getByRole("heading", { level: 1, name: item.heading }),
      ).toBeVisible();
      await expect(panel).toHaveCount(0);
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    }

    // The page the customer is on is marked as such, and Escape closes the menu back to its button.
    await menuButton.click();
    await expect(account.getByRole("link", { name: "Wishlist" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
