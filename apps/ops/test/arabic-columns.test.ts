import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpsTestContext, importExamples, type OpsTestContext } from "./helpers.js";

// The Arabic columns of the operators' files (issue 27): optional *_ar columns after the English
// ones, read by import and written by export; left out they keep the stored text, empty clears it.

let ctx: OpsTestContext;
beforeAll(async () => {
  ctx = await createOpsTestContext();
  await importExamples(ctx, ["categories", "brands", "service-categories"]);
});
afterAll(() => ctx.close());

const summary = (created: number, updated: number, unchanged: number, rejected = 0) =>
  `created ${created}, updated ${updated}, unchanged ${unchanged}, rejected ${rejected}`;

function file(name: string, text: string): string {
  const path = join(ctx.tmp, name);
  writeFileSync(path, text);
  return path;
}

const FILES = {
  categories: "name,image,position,name_ar\nEngine Oil,/img/categories/engine-oil.svg,1,زيوت المحرك\n",
  brands: "name,logo,promoted,name_ar\nCastrol,,true,كاسترول\n",
  products:
    "sku,name,brand,category,price,name_ar,description_ar\n" +
    'AR-OIL-1,Castrol Magnatec 5W-30 4 L,Castrol,Engine Oil,129.00,زيت محرك Castrol Magnatec 5W-30 سعة 4 لتر,"زيت صناعي بالكامل، يحمي المحرك منذ لحظة التشغيل."\n',
  plans:
    "name,service_type,duration_months,monthly_price,description,name_ar,description_ar\n" +
    'Arabic Wash,CAR_WASH,6,99.00,<ul><li>Weekly wash</li></ul>,غسيل أسبوعي,"<ul><li>غسيل خارجي كل أسبوع</li></ul><script>x</script>"\n',
  "service-categories": "name,position,name_ar\nTyres,4,الإطارات\n",
  coupons:
    "code,name,discount_percentage,starts_at,ends_at,min_order,name_ar\n" +
    "AR15,15% off orders over AED 100,15,2026-01-01,2027-12-31,100.00,خصم 15% على طلبات أكثر من 100 د.إ\n",
  vendors:
    "slug,vendor_name,category,address,latitude,longitude,phone_number,whatsapp_number,vendor_name_ar,address_ar,details_ar\n" +
    'mussafah-tyres,Mussafah Tyres,Tyres,"Shop 7, M-10, Mussafah, Abu Dhabi",24.35,54.5,+971501110001,+971501110001,إطارات مصفح,"محل 7، م-10، المصفح الصناعية، أبوظبي",تبديل الإطارات وضبط الزوايا\n',
} as const;

describe("Arabic columns in imports and exports", () => {
  it("when files carry *_ar columns, then import stores the Arabic texts (plan HTML sanitised)", async () => {
    for (const [entity, text] of Object.entries(FILES)) {
      const result = await ctx.ops(["import", entity, file(`${entity}-ar.csv`, text)]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    }
    expect(await ctx.prisma.category.findUniqueOrThrow({ where: { name: "Engine Oil" } })).toMatchObject({
      nameAr: "زيوت المحرك",
    });
    expect(await ctx.prisma.brand.findUniqueOrThrow({ where: { name: "Castrol" } })).toMatchObject({
      nameAr: "كاسترول",
    });
    expect(await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "AR-OIL-1" } })).toMatchObject({
      nameAr: "زيت محرك Castrol Magnatec 5W-30 سعة 4 لتر",
      descriptionAr: "زيت صناعي بالكامل، يحمي المحرك منذ لحظة التشغيل.",
    });
    const plan = await ctx.prisma.plan.findFirstOrThrow({ where: { name: "Arabic Wash" } });
    expect(plan).toMatchObject({
      nameAr: "غسيل أسبوعي",
      descriptionHtmlAr: "<ul><li>غسيل خارجي كل أسبوع</li></ul>",
    });
    expect(await ctx.prisma.serviceCategory.findUniqueOrThrow({ where: { name: "Tyres" } })).toMatchObject({
      nameAr: "الإطارات",
    });
    expect(await ctx.prisma.service.findUniqueOrThrow({ where: { slug: "mussafah-tyres" } })).toMatchObject({
      vendorNameAr: "إطارات مصفح",
      addressAr: "محل 7، م-10، المصفح الصناعية، أبوظبي",
      detailsAr: "تبديل الإطارات وضبط الزوايا",
    });
    expect(await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "AR15" } })).toMatchObject({
      name: "15% off orders over AED 100",
      nameAr: "خصم 15% على طلبات أكثر من 100 د.إ",
    });
  });

  for (const format of ["csv", "json"] as const) {
    it(`when every entity is exported as ${format}, then the Arabic columns come last and importing the file back changes nothing`, async () => {
      for (const entity of Object.keys(FILES)) {
        const out = join(ctx.tmp, `ar-round-trip-${entity}.${format}`);
        const exported = await ctx.ops(["export", entity, "--format", format, "--out", out]);
        expect(exported.code).toBe(0);
        const text = readFileSync(out, "utf8");
        if (format === "csv") {
          const header = text.split("\n")[0]!.split(",");
          const arabic = header.filter((column) => column.endsWith("_ar"));
          expect(arabic.length).toBeGreaterThan(0);
          expect(header.slice(-arabic.length)).toEqual(arabic);
        }
        const back = await ctx.ops(["import", entity, out]);
        expect(back.stderr).toBe("");
        expect(back.stdout).toMatch(/created 0, updated 0, unchanged \d+, rejected 0/);
      }
      const products = JSON.parse((await ctx.ops(["export", "products"])).stdout) as Record<
        string,
        unknown
      >[];
      expect(products.find((p) => p.sku === "AR-OIL-1")).toMatchObject({
        name_ar: "زيت محرك Castrol Magnatec 5W-30 سعة 4 لتر",
        description_ar: "زيت صناعي بالكامل، يحمي المحرك منذ لحظة التشغيل.",
      });
      const vendors = JSON.parse((await ctx.ops(["export", "vendors"])).stdout) as Record<string, unknown>[];
      expect(vendors.find((v) => v.slug === "mussafah-tyres")).toMatchObject({
        vendor_name_ar: "إطارات مصفح",
        address_ar: "محل 7، م-10، المصفح الصناعية، أبوظبي",
      });
      const coupons = JSON.parse((await ctx.ops(["export", "coupons"])).stdout) as Record<string, unknown>[];
      expect(coupons.find((c) => c.code === "AR15")).toMatchObject({
        name: "15% off orders over AED 100",
        name_ar: "خصم 15% على طلبات أكثر من 100 د.إ",
      });
    });
  }

  it("when a file leaves the Arabic columns out, then the stored Arabic stays; when it empties them, then they are cleared", async () => {
    const without = await ctx.ops([
      "import",
      "products",
      file(
        "no-ar.csv",
        "sku,name,brand,category,price\nAR-OIL-1,Castrol Magnatec 5W-30 4 L,Castrol,Engine Oil,119.00\n",
      ),
    ]);
    expect(without.stdout).toContain(summary(0, 1, 0));
    expect(await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "AR-OIL-1" } })).toMatchObject({
      priceFils: 11900,
      nameAr: "زيت محرك Castrol Magnatec 5W-30 سعة 4 لتر",
    });
    const emptied = await ctx.ops([
      "import",
      "products",
      file(
        "empty-ar.csv",
        "sku,name,brand,category,price,name_ar,description_ar\nAR-OIL-1,Castrol Magnatec 5W-30 4 L,Castrol,Engine Oil,119.00,,\n",
      ),
    ]);
    expect(emptied.stdout).toContain(summary(0, 1, 0));
    expect(await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "AR-OIL-1" } })).toMatchObject({
      nameAr: null,
      descriptionAr: null,
    });

    const couponHead = "code,name,discount_percentage,starts_at,ends_at";
    const couponRow = "AR15,15% off orders over AED 100,20,2026-01-01,2027-12-31";
    const couponWithout = await ctx.ops([
      "import",
      "coupons",
      file("coupon-no-ar.csv", `${couponHead}\n${couponRow}\n`),
    ]);
    expect(couponWithout.stdout).toContain(summary(0, 1, 0));
    expect(await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "AR15" } })).toMatchObject({
      discountPercentage: 20,
      nameAr: "خصم 15% على طلبات أكثر من 100 د.إ",
    });
    const couponEmptied = await ctx.ops([
      "import",
      "coupons",
      file("coupon-empty-ar.csv", `${couponHead},name_ar\n${couponRow},\n`),
    ]);
    expect(couponEmptied.stdout).toContain(summary(0, 1, 0));
    expect(await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "AR15" } })).toMatchObject({
      nameAr: null,
    });
  });

  it("when a plan's Arabic description has no text left once cleaned, then the row is rejected", async () => {
    const result = await ctx.ops([
      "import",
      "plans",
      file(
        "bad-ar.csv",
        "name,service_type,duration_months,monthly_price,description,description_ar\nArabic Wash,CAR_WASH,6,99.00,<p>Wash</p>,<script>x</script>\n",
      ),
    ]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("description_ar");
  });
});
