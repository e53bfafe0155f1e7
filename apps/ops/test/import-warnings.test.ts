// Warnings an import prints without refusing (issue 31 point 3b): a second product with the same
// name under another SKU, a vendor outside the UAE (a swapped latitude and longitude), and the
// products' hidden column in exports and imports.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpsTestContext, importExamples, type OpsTestContext } from "./helpers.js";

let ctx: OpsTestContext;
beforeAll(async () => {
  ctx = await createOpsTestContext();
  await importExamples(ctx, ["categories", "brands", "products", "service-categories"]);
});
afterAll(() => ctx.close());

function file(name: string, text: string): string {
  const path = join(ctx.tmp, name);
  writeFileSync(path, text);
  return path;
}

const PRODUCT_HEADER = "sku,name,brand,category,price\n";
const VENDOR_HEADER = "slug,vendor_name,category,address,latitude,longitude,phone_number,whatsapp_number\n";
const vendorRow = (slug: string, latitude: number, longitude: number) =>
  `${slug},Vendor ${slug},Car Wash,"Street 1, Abu Dhabi",${latitude},${longitude},+971501234567,+971501234567\n`;

describe("import warnings", () => {
  it("when a product is named like another one under a different SKU (any case, any spaces), then it is imported with a warning naming both SKUs", async () => {
    const path = file(
      "same-name.csv",
      PRODUCT_HEADER +
        "ENG-EDGE-COPY,castrol  EDGE 5W-30 Fully Synthetic 4L,Castrol,Engine Oil,150.00\n" +
        "WASH-A,Foam Wash 1 L,Meguiar's,Car Care,20.00\n" +
        "WASH-B,FOAM WASH 1L,Meguiar's,Car Care,21.00\n" +
        "WASH-C,Foam Wash 2 L,Meguiar's,Car Care,30.00\n",
    );
    const dry = await ctx.ops(["import", "products", path, "--dry-run"]);
    expect(dry.code).toBe(0);
    const warnings = dry.stderr.split("\n").filter((line) => line.startsWith("warning:"));
    expect(warnings).toEqual([
      'warning: same-name.csv row 2: ENG-EDGE-COPY has the same name as ENG-CAS-EDGE-5W30-4L ("castrol  EDGE 5W-30 Fully Synthetic 4L"): shoppers see 2 products with one name. Imported anyway; rename one if they differ.',
      'warning: same-name.csv row 3: WASH-A has the same name as WASH-B ("Foam Wash 1 L"): shoppers see 2 products with one name. Imported anyway; rename one if they differ.',
      'warning: same-name.csv row 4: WASH-B has the same name as WASH-A ("FOAM WASH 1L"): shoppers see 2 products with one name. Imported anyway; rename one if they differ.',
    ]);
    expect(await ctx.prisma.product.count({ where: { sku: { in: ["ENG-EDGE-COPY", "WASH-A"] } } })).toBe(0);

    const imported = await ctx.ops(["import", "products", path]);
    expect(imported.code).toBe(0);
    expect(imported.stderr.split("\n").filter((line) => line.startsWith("warning:"))).toEqual(warnings);
    expect(
      await ctx.prisma.product.count({
        where: { sku: { in: ["ENG-EDGE-COPY", "WASH-A", "WASH-B", "WASH-C"] } },
      }),
    ).toBe(4);

    // The same file again still warns (the names still clash); the examples' own distinct names never do.
    const examples = await ctx.ops(["import", "products", "examples/ops/products.csv"]);
    expect(examples.code).toBe(0);
    expect(examples.stderr).toContain("ENG-CAS-EDGE-5W30-4L has the same name as ENG-EDGE-COPY");
    expect(examples.stderr.match(/^warning:/gm)).toHaveLength(1);
  });

  it("when a vendor's coordinates lie outside the UAE, then it is imported with a warning, suggesting the swap when swapped they fall inside", async () => {
    const path = file(
      "vendors.csv",
      VENDOR_HEADER +
        vendorRow("in-abu-dhabi", 24.4702, 54.3745) +
        vendorRow("swapped", 54.3745, 24.4702) +
        vendorRow("in-paris", 48.8566, 2.3522) +
        vendorRow("in-fujairah", 25.1288, 56.3265),
    );
    const result = await ctx.ops(["import", "vendors", path]);
    expect(result.code).toBe(0);
    expect(result.stderr.split("\n").filter((line) => line.startsWith("warning:"))).toEqual([
      "warning: vendors.csv row 3: swapped: latitude 54.3745, longitude 24.4702 lies outside the UAE (latitude 22.5 to 26.5, longitude 51 to 56.5); latitude and longitude look swapped: did you mean latitude 24.4702, longitude 54.3745? Imported anyway.",
      "warning: vendors.csv row 4: in-paris: latitude 48.8566, longitude 2.3522 lies outside the UAE (latitude 22.5 to 26.5, longitude 51 to 56.5); check the coordinates. Imported anyway.",
    ]);
    expect(await ctx.prisma.service.count()).toBe(4);
  });

  it("when products are exported, then the file shows the hidden flag; an import keeps it unless the file gives it", async () => {
    const OTHER = "ENG-CAS-GTX-10W40-4L";
    expect((await ctx.ops(["products", "hide", OTHER])).code).toBe(0);
    const csv = await ctx.ops(["export", "products", "--format", "csv"]);
    expect(csv.stdout.split("\n")[0]).toMatch(/^sku,.*,promoted,bestseller,hidden,name_ar,description_ar$/);
    const exported = JSON.parse((await ctx.ops(["export", "products"])).stdout) as {
      sku: string;
      hidden: boolean;
    }[];
    expect(exported.find((p) => p.sku === OTHER)?.hidden).toBe(true);
    expect(exported.find((p) => p.sku === "BRK-BOS-PAD-F-0986")?.hidden).toBe(false);

    // The examples have no hidden column: importing them again leaves the product hidden.
    expect((await ctx.ops(["import", "products", "examples/ops/products.csv"])).code).toBe(0);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { sku: OTHER } })).hidden).toBe(true);

    // A file that says hidden=false shows it again, and says so.
    const stored = await ctx.prisma.product.findUniqueOrThrow({
      where: { sku: OTHER },
      include: { brand: true, category: true },
    });
    const path = file(
      "show.csv",
      "sku,name,brand,category,price,hidden\n" +
        `${OTHER},${stored.name},${stored.brand.name},${stored.category.name},${(stored.priceFils / 100).toFixed(2)},false\n`,
    );
    const imported = await ctx.ops(["import", "products", path]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/hidden true → false/);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { sku: OTHER } })).hidden).toBe(false);
  });
});
