import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type MediaImage, mediaWidths, parseMediaName } from "@carcare/contracts";
import { createPrismaClient, openDatabase } from "@carcare/db";
import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { ops } from "./ops";
import { expect, gotoHydrated, recordConsoleProblems, test } from "./support";

// Issue 30 point 3, done when: "An image added with the CLI appears on its product page as AVIF in a
// supporting browser ... in the width the layout needs (a browser test checks currentSrc at 375 and
// 1280 px)". The picture is made here by sharp, added with `pnpm ops images add`, and named in a
// product imported with `pnpm ops import products`.

let tmp: string;
let productPath: string;
let image: MediaImage;

test.beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "carcare-e2e-images-"));
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 120;
  }
  const photo = join(tmp, "e2e-brake-pads.jpg");
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toFile(photo);
  const added = await ops("images", "add", photo);
  const name = /^(?:added|exists) (\/media\/\S+) {2}1600x1200 {2}e2e-brake-pads\.jpg$/m.exec(added)?.[1];
  if (!name) throw new Error(`images add printed: ${added}`);
  image = parseMediaName(name)!;

  const [first] = JSON.parse(await ops("export", "products", "--format", "json")) as {
    brand: string;
    category: string;
  }[];
  const sku = `E2E-IMG-${Date.now()}`;
  const file = join(tmp, "products.csv");
  writeFileSync(
    file,
    `sku,name,brand,category,price,stock,image\n${sku},E2E photo brake pads,"${first!.brand}","${first!.category}",99.00,5,${name}\n`,
  );
  await ops("import", "products", file);
  const database = await openDatabase({ dataDir: process.env.E2E_DATA_DIR! });
  const prisma = createPrismaClient(database.url, { poolSize: 1 });
  try {
    const product = await prisma.product.findUniqueOrThrow({
      where: { sku },
      select: { id: true, image: true },
    });
    expect(product.image).toBe(name);
    productPath = `/accessories/${product.id}`;
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
});
test.afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The product page in a fresh context of this viewport; the main picture's chosen file and slot. */
async function mainPicture(browser: Browser, width: number, deviceScaleFactor: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor });
  const page = await context.newPage();
  const problems = recordConsoleProblems(page);
  await gotoHydrated(page, productPath);
  const img = page.locator("picture img").first();
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const shown = await img.evaluate((el: HTMLImageElement) => ({
    currentSrc: el.currentSrc,
    slot: el.getBoundingClientRect().width,
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
  }));
  await context.close();
  return { ...shown, problems };
}

/** The variant a browser should take: the narrowest at least as wide as the slot's device pixels. */
function neededWidth(slot: number, deviceScaleFactor: number): number {
  const widths = mediaWidths(image.width);
  return widths.find((w) => w >= slot * deviceScaleFactor) ?? widths.at(-1)!;
}

test.describe("images added by operators", () => {
  test("when a product's picture was added with the CLI, then Chromium shows its AVIF at the width each screen needs", async ({
    browser,
  }) => {
    // A phone (375 px, a 2x screen) and a desktop (1280 px, 1x).
    const phone = await mainPicture(browser, 375, 2);
    const desktop = await mainPicture(browser, 1280, 1);
    for (const [shown, dpr] of [
      [phone, 2],
      [desktop, 1],
    ] as const) {
      expect(shown.problems).toEqual([]);
      expect(shown.currentSrc).toMatch(new RegExp(`/media/${image.hash}-1600x1200-\\d+\\.avif$`));
      const chosen = Number(/-(\d+)\.avif$/.exec(shown.currentSrc)![1]);
      expect(chosen).toBe(neededWidth(shown.slot, dpr));
      // The picture's own size, so the page keeps its place for it before it arrives.
      expect([shown.width, shown.height]).toEqual(["1600", "1200"]);
    }
    // The phone's slot (343 CSS px at 2x) needs a wider file than the desktop's (584 px at 1x).
    expect(Number(/-(\d+)\.avif$/.exec(phone.currentSrc)![1])).toBe(960);
    expect(Number(/-(\d+)\.avif$/.exec(desktop.currentSrc)![1])).toBe(640);
  });

  test("when the page is read by a browser without AVIF, then the WebP source is there for it, and the demo SVGs stay plain", async ({
    page,
  }) => {
    await gotoHydrated(page, productPath);
    const webp = page.locator('picture source[type="image/webp"]').first();
    await expect(webp).toHaveAttribute("srcset", new RegExp(`${image.hash}-1600x1200-640\\.webp 640w`));
    // The demo catalogue's product pictures are SVG files: plain <img>, as before.
    await gotoHydrated(page, "/accessories");
    const demoCard = page.locator('img[src$=".svg"]').first();
    await expect(demoCard).toBeVisible();
    expect(await page.locator('picture img[src$=".svg"]').count()).toBe(0);
  });
});
