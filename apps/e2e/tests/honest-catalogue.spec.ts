import type {
  CartResponse,
  CategoriesResponse,
  ProductDetail,
  ProductListResponse,
  PromotedBrandsProductsResponse,
  PromotedProduct,
  PromotedProductsResponse,
  ServicesResponse,
  WishlistResponse,
} from "@carcare/contracts";
import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { type Customer, call, signUp, STATE_URL, StateStore } from "./data-states-store";
import { expect, recordConsoleProblems, test } from "./support";

/**
 * Issue 25: what a shopper reads about a product (stars, "% OFF", the struck-through was-price) is
 * the product's own data, and pictures an operator's import leaves out or sets are real files.
 * Every state is built as a store gets there: the operator CLI imports the catalogue and vendors,
 * a customer reviews through the API. The store is a separate one started empty (StateStore), so
 * the categories and products added here never change what the other specs see on the demo store.
 */

const AED = new Intl.NumberFormat("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatAed = (amount: number) => `AED ${AED.format(amount)}`;

const BRAND = { name: "Honest Brand", logo: "/img/brands/bosch.svg", promoted: true };
/** Its image is not where a path built from its name would point (/img/categories/first-aisle.svg). */
const FIRST_CATEGORY = { name: "First Aisle", image: "/img/categories/performance.svg", position: 1 };

const PRODUCT = {
  noImage: { sku: "HONEST-NO-IMAGE", name: "Honest Plain Sun Shade" },
  discounted: { sku: "HONEST-DISCOUNTED", name: "Honest Seat Cover Set" },
  fiveStars: { sku: "HONEST-FIVE-STARS", name: "Honest Ceramic Wax" },
} as const;

function productRecords() {
  const base = { brand: BRAND.name, category: FIRST_CATEGORY.name, stock: 40, promoted: true };
  return [
    // No image column at all, no discount, never reviewed.
    { ...base, sku: PRODUCT.noImage.sku, name: PRODUCT.noImage.name, price: 45 },
    {
      ...base,
      sku: PRODUCT.discounted.sku,
      name: PRODUCT.discounted.name,
      price: 349,
      discount_percentage: 20,
      image: "/img/products/int-seat-001.svg",
    },
    {
      ...base,
      sku: PRODUCT.fiveStars.sku,
      name: PRODUCT.fiveStars.name,
      price: 89.5,
      discount_percentage: 10,
      image: "/img/products/ext-wax-001.svg",
    },
  ];
}

const categoryRecords = (count: number) => [
  FIRST_CATEGORY,
  ...Array.from({ length: count - 1 }, (_, index) => ({
    name: `Aisle ${String(index + 2).padStart(2, "0")}`,
    image: index % 2 === 0 ? "/img/categories/car-interior.svg" : "",
    position: index + 2,
  })),
];

const VENDOR_BASE = {
  category: "Honest Wash",
  address: "Shop 1, Al Wahda, Abu Dhabi",
  latitude: 24.47,
  longitude: 54.37,
  details: "Hand wash.",
  phone_number: "+971501230001",
  whatsapp_number: "+971501230001",
};
const VENDORS = {
  none: { ...VENDOR_BASE, slug: "honest-no-photos", vendor_name: "No Photos Wash", images: [] },
  one: {
    ...VENDOR_BASE,
    slug: "honest-one-photo",
    vendor_name: "One Photo Wash",
    images: ["/img/vendors/reem-island-car-spa-1.svg"],
  },
  repeated: {
    ...VENDOR_BASE,
    slug: "honest-repeated-photo",
    vendor_name: "Repeated Photo Wash",
    images: ["/img/vendors/yas-express-hand-wash-1.svg", "/img/vendors/yas-express-hand-wash-1.svg"],
  },
};

test.describe.configure({ mode: "serial", timeout: 180_000 });

let store: StateStore;
let reviewer: Customer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = new StateStore();
  await store.start();
  await store.importRecords("categories", [FIRST_CATEGORY]);
  await store.importRecords("brands", [BRAND]);
  await store.importRecords("products", productRecords());
  await store.importRecords("service-categories", [{ name: VENDOR_BASE.category, position: 1 }]);
  await store.importRecords("vendors", Object.values(VENDORS));
  // One customer's one review: the product is rated 5.0 from one review.
  reviewer = await signUp("Honest Reviewer");
  const five = await productByName(PRODUCT.fiveStars.name);
  await call(reviewer.api, "post", `/api/add_review/${five.id}/`, { rating: 5, comment: "Shines." });
});

test.afterAll(async () => {
  await reviewer?.api.dispose();
  await store?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${STATE_URL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function productByName(name: string): Promise<ProductDetail> {
  const listing = await api<ProductListResponse>(`/api/view_products?search=${encodeURIComponent(name)}`);
  expect(listing.products, name).toHaveLength(1);
  return api<ProductDetail>(`/api/edit_product/${listing.products[0]!.id}/`);
}

/** A browser page on the state store at `width`, logged in as `customer` when given. */
async function openPage(
  browser: Browser,
  width: number,
  customer?: Customer,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: STATE_URL,
    viewport: { width, height: 900 },
    storageState: customer ? await customer.api.storageState() : undefined,
  });
  const page = await context.newPage();
  return { context, page, problems: recordConsoleProblems(page, { warnings: true }) };
}

async function visit(page: Page, path: string): Promise<Locator> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page.getByRole("main");
}

/** The figures a card must show: the product's own, as the API answered them. */
type CardFigures = Pick<
  PromotedProduct,
  "name" | "discounted_price" | "original_price" | "discount_percentage" | "average_rating" | "review_count"
>;

/** The card of `product` inside `scope` shows its own price, discount, was-price and rating only. */
async function expectOwnFigures(scope: Locator, product: CardFigures) {
  const card = scope
    .locator("article")
    .filter({ has: scope.page().getByRole("link", { name: product.name }) });
  await expect(card, product.name).toHaveCount(1);
  await expect(card.getByText(formatAed(product.discounted_price), { exact: true })).toHaveCount(1);
  if (product.discount_percentage > 0) {
    await expect(card.getByText(/% OFF$/)).toHaveText(`${product.discount_percentage}% OFF`);
    await expect(card.locator("s")).toHaveText(`was ${formatAed(product.original_price)}`);
  } else {
    await expect(card.getByText(/% OFF/)).toHaveCount(0);
    await expect(card.locator("s, del")).toHaveCount(0);
  }
  if (product.review_count > 0) {
    await expect(card.getByRole("img", { name: /^Rated / })).toHaveAccessibleName(
      `Rated ${product.average_rating} out of 5`,
    );
  } else {
    await expect(card.getByRole("img", { name: /^Rated / })).toHaveCount(0);
  }
}

/**
 * A cart line or wishlist item of `product` shows the product's own "% OFF" and struck-through
 * was-price (read as "was AED …"), or neither without a discount, and no stars.
 */
async function expectOwnDiscount(line: Locator, product: ProductDetail) {
  if (product.discount_percentage > 0) {
    await expect(line.getByText(/% OFF$/)).toHaveText(`${product.discount_percentage}% OFF`);
    await expect(line.locator("s")).toHaveText(`was ${formatAed(product.original_price)}`);
  } else {
    await expect(line.getByText(/% OFF/)).toHaveCount(0);
    await expect(line.locator("s, del")).toHaveCount(0);
  }
  await expect(line.getByRole("img", { name: /^Rated / })).toHaveCount(0);
}

/** Whether an image element has loaded a real picture (a 404 leaves naturalWidth 0). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
    .toBe(true);
}

test("when products have their own ratings and discounts, then home, listing, product page, cart and wishlist show exactly those", async ({
  browser,
}) => {
  const deals = await api<PromotedProductsResponse>("/api/view_promoted_products");
  const brands = await api<PromotedBrandsProductsResponse>("/api/promoted_brands_products");
  const listing = await api<ProductListResponse>("/api/view_products");
  expect(deals.promoted_products).toHaveLength(3);
  expect(brands.promoted_brands_products).toHaveLength(3);
  expect(listing.products).toHaveLength(3);
  // The states under test, as the API sends them.
  const five = await productByName(PRODUCT.fiveStars.name);
  expect([five.average_rating, five.review_count]).toEqual([5, 1]);
  const plain = await productByName(PRODUCT.noImage.name);
  expect([plain.review_count, plain.discount_percentage]).toEqual([0, 0]);
  const discounted = await productByName(PRODUCT.discounted.name);
  expect([discounted.discount_percentage, discounted.original_price, discounted.discounted_price]).toEqual([
    20, 349, 279.2,
  ]);

  const shopper = await signUp("Honest Shopper");
  for (const product of [five, plain, discounted]) {
    await call(shopper.api, "post", `/api/add_to_cart/${product.id}/`);
    await call(shopper.api, "post", `/api/add_to_wishlist/${product.id}/`);
  }
  // Cart and wishlist items carry each product's own list price and discount, as its product answer.
  const cartAnswer = (await call(shopper.api, "get", "/api/display_cart")) as CartResponse;
  const wishlistAnswer = (await call(shopper.api, "get", "/api/wishlist_items")) as WishlistResponse;
  const ownFigures = (product: ProductDetail) => [
    product.id,
    product.discounted_price,
    product.original_price,
    product.discount_percentage,
  ];
  const byId = (a: number[], b: number[]) => a[0]! - b[0]!;
  const expected = [five, plain, discounted].map(ownFigures).sort(byId);
  expect(
    cartAnswer.cart_items
      .map((item) => [item.product_id, item.price, item.original_price, item.discount_percentage])
      .sort(byId),
  ).toEqual(expected);
  expect(
    wishlistAnswer.wishlist_items
      .map((item) => [item.product_id, item.product_price, item.original_price, item.discount_percentage])
      .sort(byId),
  ).toEqual(expected);

  for (const width of [375, 1280]) {
    const { context, page, problems } = await openPage(browser, width, shopper);

    const home = await visit(page, "/");
    const dealsRegion = home.getByRole("region", { name: /^Today's Deals/ });
    for (const product of deals.promoted_products) await expectOwnFigures(dealsRegion, product);
    await page
      .getByRole("heading", { name: "Discover Car Accessories From Top Brands" })
      .scrollIntoViewIfNeeded();
    const brandRegion = home.getByRole("region", { name: "Discover Car Accessories From Top Brands" });
    for (const product of brands.promoted_brands_products) await expectOwnFigures(brandRegion, product);

    const list = await visit(page, "/accessories");
    for (const product of listing.products) await expectOwnFigures(list, product);

    for (const product of [five, plain, discounted]) {
      const main = await visit(page, `/accessories/${product.id}`);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.name);
      // The first screen: the innermost block holding both the product's picture and its name.
      const detail = main
        .locator("div")
        .filter({ has: page.getByRole("heading", { level: 1 }) })
        .filter({ has: page.getByRole("img", { name: product.name, exact: true }) })
        .last();
      const rating = detail.getByRole("link", { name: /review/ }).filter({ has: page.getByRole("img") });
      if (product.review_count > 0) {
        await expect(rating.getByRole("img")).toHaveAccessibleName(
          `Rated ${product.average_rating} out of 5`,
        );
        await expect(rating).toContainText(
          `${product.average_rating.toFixed(1)} · ${product.review_count} review`,
        );
      } else {
        await expect(rating).toHaveCount(0);
      }
      await expect(detail.getByText(formatAed(product.price), { exact: true })).toBeVisible();
      if (product.discount_percentage > 0) {
        await expect(detail.getByText(/% OFF$/)).toHaveText(`${product.discount_percentage}% OFF`);
        await expect(detail.locator("s")).toHaveText(`Original price: ${formatAed(product.original_price)}`);
      } else {
        await expect(detail.getByText(/% OFF/)).toHaveCount(0);
        await expect(detail.locator("s, del")).toHaveCount(0);
      }
      // Similar products are cards too: the other two, each with its own figures.
      const similar = main.getByRole("region", { name: "Similar Products" });
      for (const other of [five, plain, discounted].filter((p) => p.id !== product.id)) {
        await expectOwnFigures(similar, other);
      }
    }

    const cart = await visit(page, "/cart");
    const lines = cart.getByRole("list", { name: "Items in your cart" });
    await expect(lines.getByRole("listitem")).toHaveCount(3);
    for (const product of [five, plain, discounted]) {
      const line = lines.getByRole("listitem").filter({ hasText: product.name });
      await expect(line.getByText(`${formatAed(product.discounted_price)} each`)).toBeVisible();
      await expectOwnDiscount(line, product);
      await expectLoaded(line.locator("img"));
    }

    const wishlist = await visit(page, "/wishlist");
    const items = wishlist.getByRole("list", { name: "Saved products" });
    await expect(items.getByRole("listitem")).toHaveCount(3);
    for (const product of [five, plain, discounted]) {
      const item = items.getByRole("listitem").filter({ hasText: product.name });
      await expect(item.getByText(formatAed(product.discounted_price), { exact: true })).toBeVisible();
      await expectOwnDiscount(item, product);
    }

    expect(problems, `console at ${width} px`).toEqual([]);
    await context.close();
  }
  await shopper.api.dispose();
});

test("when a product is imported without an image, then it has the served placeholder picture everywhere", async ({
  browser,
}) => {
  const plain = await productByName(PRODUCT.noImage.name);
  expect(plain.image).toBe(`${STATE_URL}${PLACEHOLDER_IMAGE}`);
  const file = await fetch(plain.image);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toMatch(/^image\/svg\+xml/);

  const { context, page, problems } = await openPage(browser, 375);
  const home = await visit(page, "/");
  const deal = home
    .getByRole("region", { name: /^Today's Deals/ })
    .locator("article")
    .filter({ hasText: plain.name });
  await expect(deal.locator("img")).toHaveAttribute("src", /\/img\/placeholder\.svg$/);
  await expectLoaded(deal.locator("img"));
  const main = await visit(page, `/accessories/${plain.id}`);
  await expectLoaded(main.getByRole("img", { name: plain.name }));
  expect(problems).toEqual([]);
  await context.close();
});

/** The carousel's controls and its slides at `width`, with the images of the categories it shows. */
async function checkCarousel(browser: Browser, width: number, expectControls: boolean) {
  const categories = (await api<CategoriesResponse>("/api/view_category")).categories;
  const { context, page, problems } = await openPage(browser, width);
  if (expectControls) await page.emulateMedia({ reducedMotion: "reduce" });
  const main = await visit(page, "/accessories");
  const carousel = main.getByRole("region", { name: "Shop by category" });
  await expect(carousel.getByRole("group", { name: new RegExp(` of ${categories.length}$`) })).toHaveCount(
    categories.length,
  );
  const next = carousel.getByRole("button", { name: "Next categories" });
  if (expectControls) {
    await expect(next).toBeVisible();
    // The controls do something (reduced motion: nothing turns by itself, Next jumps at once)...
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    const firstSlide = carousel.getByRole("group", { name: `1 of ${categories.length}`, exact: true });
    await expect(firstSlide).toBeInViewport();
    await next.click();
    await expect(firstSlide).not.toBeInViewport();
    // ... and without reduced motion it turns by itself (once focus and the pointer have left it:
    // the click left the pointer over the carousel, which holds the rotation like focus does).
    await page.getByRole("searchbox", { name: "Search accessories" }).focus();
    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await expect(carousel).toHaveAttribute("data-autoplay", "playing");
  } else {
    // Everything is in one view: nothing to scroll, so no arrows, no pause and no rotation.
    await expect(carousel.getByRole("button")).toHaveCount(0);
    await expect(carousel).not.toHaveAttribute("data-autoplay", "playing");
    for (const category of categories) {
      await expect(carousel.getByRole("link", { name: category.name })).toBeInViewport();
    }
  }
  for (const category of categories.slice(0, expectControls ? 1 : categories.length)) {
    const image = carousel.getByRole("link", { name: category.name }).locator("img");
    // The category's own image as the API sends it (the page may hold it relative or absolute).
    expect(await image.evaluate((node: HTMLImageElement) => node.src)).toBe(category.image);
    await expectLoaded(image);
  }
  expect(problems, `console at ${width} px with ${categories.length} categories`).toEqual([]);
  await context.close();
}

test("when categories are imported with their own images, then the carousel shows them, with controls only when they do something", async ({
  browser,
}) => {
  // One category, imported with an image at a path its name would not give.
  let categories = (await api<CategoriesResponse>("/api/view_category")).categories;
  expect(categories).toEqual([
    { id: expect.any(Number), name: FIRST_CATEGORY.name, image: `${STATE_URL}${FIRST_CATEGORY.image}` },
  ]);
  for (const width of [375, 800, 1280]) await checkCarousel(browser, width, false);

  // 3: one view from 768 px (3 slides a view), one slide a view below.
  await store.importRecords("categories", categoryRecords(3));
  categories = (await api<CategoriesResponse>("/api/view_category")).categories;
  expect(categories).toHaveLength(3);
  // An empty image column gives the placeholder.
  expect(categories[2]!.image).toBe(`${STATE_URL}${PLACEHOLDER_IMAGE}`);
  await checkCarousel(browser, 375, true);
  await checkCarousel(browser, 800, false);
  await checkCarousel(browser, 1280, false);

  // 6: one view at 1280 px (6 slides a view), two at 800 px.
  await store.importRecords("categories", categoryRecords(6));
  await checkCarousel(browser, 800, true);
  await checkCarousel(browser, 1280, false);

  // 12: two views even at 1280 px.
  await store.importRecords("categories", categoryRecords(12));
  await checkCarousel(browser, 1280, true);
});

test("when a vendor has no photo, one photo, or the same photo twice, then its page shows one picture and no carousel", async ({
  browser,
}) => {
  const { services } = await api<ServicesResponse>("/api/view_service_user");
  const vendor = (slugName: string) => {
    const found = services.find((service) => service.vendor_name === slugName);
    expect(found, slugName).toBeDefined();
    return found!;
  };
  expect(vendor(VENDORS.none.vendor_name).images).toEqual([]);
  expect(vendor(VENDORS.one.vendor_name).images).toEqual([`${STATE_URL}${VENDORS.one.images[0]}`]);
  expect(vendor(VENDORS.repeated.vendor_name).images).toHaveLength(2);

  for (const width of [375, 1280]) {
    const { context, page, problems } = await openPage(browser, width);
    for (const record of [VENDORS.none, VENDORS.one, VENDORS.repeated]) {
      const service = vendor(record.vendor_name);
      const main = await visit(page, `/servicepage/${service.id}`);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(record.vendor_name);
      await expect(main.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
      await expect(main.getByRole("button", { name: /photo/ })).toHaveCount(0);
      const photo = main.getByTestId("vendor-photo").locator("img");
      await expect(photo).toHaveCount(1);
      if (record.images.length > 0) {
        await expect(photo).toHaveAttribute("src", service.images[0]!);
      }
      await expectLoaded(photo);
    }
    expect(problems, `console at ${width} px`).toEqual([]);
    await context.close();
  }
});
