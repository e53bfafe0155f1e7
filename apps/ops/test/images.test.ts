import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseMediaName } from "@carcare/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpsTestContext, importExamples, type OpsTestContext } from "./helpers.js";

let ctx: OpsTestContext;
let dataDir: string;
let photos: string;

/** A flat-coloured picture made by sharp itself (no binary fixture). */
const picture = (path: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90 + (width % 100), b: 160 } } })
    .jpeg()
    .toFile(path);

beforeAll(async () => {
  ctx = await createOpsTestContext();
  dataDir = join(ctx.tmp, "data");
  photos = join(ctx.tmp, "photos");
  mkdirSync(photos);
  await picture(join(photos, "a-pads.jpg"), 900, 600);
  await picture(join(photos, "b-tiny.jpg"), 200, 200);
  writeFileSync(join(photos, "c-readme.txt"), "not a picture");
  await importExamples(ctx, ["categories", "brands"]);
});
afterAll(() => ctx.close());

const images = (argv: string[]) => ctx.ops(["images", "add", ...argv], { dataDir });

describe("pnpm ops images add", () => {
  let name = "";

  it("when a folder is added, then each picture's name and size is printed, each bad file refused on its own, exit 1", async () => {
    const result = await images([photos]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^added \/media\/[0-9a-f]{16}-900x600\.webp {2}900x600 {2}a-pads\.jpg\n$/);
    expect(result.stderr).toContain(
      "refused b-tiny.jpg: is 200 px wide; an image must be at least 400 px wide",
    );
    expect(result.stderr).toContain("refused c-readme.txt: is not a JPEG, PNG, WebP or AVIF picture");
    expect(result.stderr).toContain("error: 2 of 3 files were refused");
    name = /(\/media\/\S+)/.exec(result.stdout)![1]!;
    const image = parseMediaName(name)!;
    // The variants (AVIF and WebP at 320, 640 and its own 900) and the plain name, under DATA_DIR/media.
    expect(readdirSync(join(dataDir, "media")).sort()).toEqual(
      [
        `${image.hash}-900x600-320.avif`,
        `${image.hash}-900x600-320.webp`,
        `${image.hash}-900x600-640.avif`,
        `${image.hash}-900x600-640.webp`,
        `${image.hash}-900x600-900.avif`,
        `${image.hash}-900x600-900.webp`,
        `${image.hash}-900x600.webp`,
      ].sort(),
    );
  });

  it("when the same file is added again, then the same name is printed as existing, exit 0", async () => {
    const result = await images([join(photos, "a-pads.jpg")]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`exists ${name}  900x600  a-pads.jpg\n`);
  });

  it("when a path does not exist, then it says so", async () => {
    const result = await images(["no-such-photo.jpg"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("no such file or folder");
    expect(existsSync(join(dataDir, "media", "no-such-photo.jpg"))).toBe(false);
  });
});

describe("imports naming an added image", () => {
  const productsFile = (image: string) => {
    const file = join(ctx.tmp, `products-${Math.random().toString(36).slice(2)}.csv`);
    writeFileSync(
      file,
      `sku,name,brand,category,price,image\nIMG-1,Brake pads,Bosch,Brakes,120.00,${image}\n`,
    );
    return file;
  };

  it("when a product names an image that was never added, then the file is refused with the row and field", async () => {
    const missing = "/media/0123456789abcdef-900x600.webp";
    const result = await ctx.ops(["import", "products", productsFile(missing)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `row 2, field image: no image named "${missing}" (add it with pnpm ops images add first)`,
    );
    expect(await ctx.prisma.product.count({ where: { sku: "IMG-1" } })).toBe(0);
  });

  it("when the name's size is not the added picture's, then it is refused", async () => {
    const added = parseMediaName((await images([join(photos, "a-pads.jpg")])).stdout.split(" ")[1]!)!;
    const wrong = `/media/${added.hash}-800x600.webp`;
    const result = await ctx.ops(["import", "products", productsFile(wrong)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`"${wrong}" does not match the added picture, 900x600`);
  });

  it("when a category, vendor or product names an added image, then it is taken", async () => {
    const name = (await images([join(photos, "a-pads.jpg")])).stdout.split(" ")[1]!;
    const product = await ctx.ops(["import", "products", productsFile(name)]);
    expect(product.stderr).toBe("");
    expect(product.code).toBe(0);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "IMG-1" } })).image).toBe(name);

    const categories = join(ctx.tmp, "categories.csv");
    writeFileSync(categories, `name,image\nBrakes,${name}\nLighting,/media/feedfeedfeedfeed-900x600.webp\n`);
    const refused = await ctx.ops(["import", "categories", categories]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'row 3, field image: no image named "/media/feedfeedfeedfeed-900x600.webp"',
    );

    await importExamples(ctx, ["service-categories"]);
    const vendors = join(ctx.tmp, "vendors.json");
    writeFileSync(
      vendors,
      JSON.stringify([
        {
          slug: "img-wash",
          vendor_name: "Image Wash",
          category: "Car Wash",
          address: "Khalifa City, Abu Dhabi",
          latitude: 24.42,
          longitude: 54.57,
          phone_number: "+971501112233",
          whatsapp_number: "971501112233",
          images: [name, "/media/malformed.jpg"],
        },
      ]),
    );
    const vendor = await ctx.ops(["import", "vendors", vendors]);
    expect(vendor.code).toBe(1);
    expect(vendor.stderr).toContain('row 1, field images: no image named "/media/malformed.jpg"');
  });
});
