import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPrismaClient, openDatabase } from "@carcare/db";
import type { Page } from "@playwright/test";
import { ops } from "./ops";
import { expect, gotoHydrated, test } from "./support";

// Issue 31 point 3b: `pnpm ops products hide <sku>` takes a product out of the store without deleting
// it. A product of its own is imported with the CLI (the newest, so first on the accessories page),
// then hidden with the CLI: its page is the store's not-found page and the listing lacks it at once
// (the pages kept for visitors are dropped when the change is announced). It stays hidden, so the
// other specs see the demo store as before.

let tmp: string;
let sku: string;
let name: string;
let productPath: string;

test.beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "carcare-e2e-hidden-"));
  const [first] = JSON.parse(await ops("export", "products", "--format", "json")) as {
    brand: string;
    category: string;
  }[];
  sku = `E2E-HIDE-${Date.now()}`;
  name = `E2E hidden wiper kit ${Date.now()}`;
  const file = join(tmp, "products.csv");
  writeFileSync(
    file,
    `sku,name,brand,category,price,stock\n${sku},${name},"${first!.brand}","${first!.category}",49.00,5\n`,
  );
  await ops("import", "products", file);
  const database = await openDatabase({ dataDir: process.env.E2E_DATA_DIR! });
  const prisma = createPrismaClient(database.url, { poolSize: 1 });
  try {
    productPath = `/accessories/${(await prisma.product.findUniqueOrThrow({ where: { sku } })).id}`;
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
});
test.afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The accessories page's product cards. */
const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

test("when an operator hides a product, then its page is the not-found page and the listing lacks it", async ({
  page,
}) => {
  // Shown first: the newest product, on its own page and at the top of the listing.
  expect((await gotoHydrated(page, productPath)).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await gotoHydrated(page, "/accessories");
  await expect(cards(page).filter({ hasText: name })).toHaveCount(1);

  expect(await ops("products", "hide", sku)).toContain("hidden 1 product");

  // At once, though both pages were just rendered for a visitor (and kept for the next ones).
  const hidden = await gotoHydrated(page, productPath);
  expect(hidden.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404!" })).toBeVisible();
  await expect(page.getByText("We could not find that product. It may have been removed.")).toBeVisible();
  await gotoHydrated(page, "/accessories");
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasText: name })).toHaveCount(0);
});
