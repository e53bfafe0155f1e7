import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PLACEHOLDER_IMAGE, salePriceFils } from "@carcare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_ENTITIES,
  captureStream,
  createOpsTestContext,
  EXAMPLES,
  importExamples,
  type OpsTestContext,
  tableCounts,
} from "./helpers.js";
import { run } from "../src/cli.js";

let ctx: OpsTestContext;

beforeAll(async () => {
  ctx = await createOpsTestContext();
});
afterAll(() => ctx.close());

const exampleRows = (entity: string) =>
  (JSON.parse(readFileSync(join(EXAMPLES, `${entity}.json`), "utf8")) as unknown[]).length;

const summary = (created: number, updated: number, unchanged: number, rejected = 0) =>
  `created ${created}, updated ${updated}, unchanged ${unchanged}, rejected ${rejected}`;

describe("import and export", () => {
  it("when every example JSON file is imported, then each entity's rows are all created", async () => {
    for (const entity of ALL_ENTITIES) {
      const result = await ctx.ops(["import", entity, `examples/ops/${entity}.json`]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`${entity} from ${entity}.json: ${summary(exampleRows(entity), 0, 0)}`);
    }
    const counts = await tableCounts(ctx.prisma);
    expect(counts).toMatchObject({
      categories: exampleRows("categories"),
      brands: exampleRows("brands"),
      products: exampleRows("products"),
      plans: exampleRows("plans"),
      coupons: exampleRows("coupons"),
      serviceCategories: exampleRows("service-categories"),
      services: exampleRows("vendors"),
    });

    const edge = await ctx.prisma.product.findUniqueOrThrow({
      where: { sku: "ENG-CAS-EDGE-5W30-4L" },
      include: { brand: true, category: true },
    });
    expect(edge).toMatchObject({ priceFils: 18900, discountPercentage: 15, stock: 40, promoted: true });
    expect(edge.salePriceFils).toBe(salePriceFils(18900, 15));
    expect(edge.brand.name).toBe("Castrol");
    expect(edge.category.name).toBe("Engine Oil");
    const wax = await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "CARE-MEG-ULT-WAX" } });
    expect(wax.priceFils).toBe(13525);
    const summer = await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "SUMMER25" } });
    // Date-only bounds are whole Abu Dhabi days (UTC+4): 1 June 00:00 to 31 August 23:59:59.999.
    expect(summer.startsAt.toISOString()).toBe("2025-05-31T20:00:00.000Z");
    expect(summer.endsAt.toISOString()).toBe("2027-08-31T19:59:59.999Z");
    expect(summer.minOrderFils).toBe(20000);
    const welcome = await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "WELCOME10" } });
    expect(welcome).toMatchObject({
      maxRedemptions: null,
      maxPerCustomer: 1,
      minOrderFils: null,
      active: true,
    });
    const reem = await ctx.prisma.service.findUniqueOrThrow({
      where: { slug: "al-reem-tyres" },
      include: { category: true },
    });
    expect(reem.images).toEqual([
      "/img/vendors/reem-1.jpg",
      "/img/vendors/reem-2.jpg",
      "/img/vendors/reem-3.jpg",
    ]);
    expect(reem.category.name).toBe("Tyres");
    const plan = await ctx.prisma.plan.findUniqueOrThrow({
      where: {
        name_serviceType_durationMonths: {
          name: "Essential Care",
          serviceType: "MAINTENANCE",
          durationMonths: 12,
        },
      },
    });
    expect(plan.monthlyPriceFils).toBe(17950);
  });

  it("when the same JSON files are imported again, then everything is unchanged and no rows are added", async () => {
    const before = await tableCounts(ctx.prisma);
    for (const entity of ALL_ENTITIES) {
      const result = await ctx.ops(["import", entity, `examples/ops/${entity}.json`]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(summary(0, 0, exampleRows(entity)));
    }
    expect(await tableCounts(ctx.prisma)).toEqual(before);
  });

  it("when the example CSV files (the same records) are imported, then everything is unchanged", async () => {
    const before = await tableCounts(ctx.prisma);
    for (const entity of ALL_ENTITIES) {
      const result = await ctx.ops(["import", entity, `examples/ops/${entity}.csv`]);
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain(`${entity} from ${entity}.csv: ${summary(0, 0, exampleRows(entity))}`);
    }
    expect(await tableCounts(ctx.prisma)).toEqual(before);
  });

  for (const format of ["json", "csv"] as const) {
    it(`when every entity is exported as ${format} and imported back, then everything is unchanged`, async () => {
      const before = await tableCounts(ctx.prisma);
      for (const entity of ALL_ENTITIES) {
        const file = join(ctx.tmp, `round-trip-${entity}.${format}`);
        const exported = await ctx.ops(["export", entity, "--format", format, "--out", file]);
        expect(exported.code).toBe(0);
        const back = await ctx.ops(["import", entity, file]);
        expect(back.code).toBe(0);
        expect(back.stdout).toContain(summary(0, 0, exampleRows(entity)));
      }
      expect(await tableCounts(ctx.prisma)).toEqual(before);
    });
  }

  it("when export writes to stdout, then it is the import format: a JSON array or a CSV with the header", async () => {
    const asJson = await ctx.ops(["export", "vendors"]);
    expect(asJson.code).toBe(0);
    const vendors = JSON.parse(asJson.stdout) as Record<string, unknown>[];
    expect(vendors.map((v) => v.slug)).toContain("shine-auto-spa");
    expect(Object.keys(vendors[0]!)).toEqual([
      "slug",
      "vendor_name",
      "category",
      "address",
      "latitude",
      "longitude",
      "details",
      "phone_number",
      "whatsapp_number",
      "images",
      "vendor_name_ar",
      "address_ar",
      "details_ar",
    ]);
    const asCsv = await ctx.ops(["export", "coupons", "--format", "csv"]);
    const lines = asCsv.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(
      "code,name,discount_percentage,starts_at,ends_at,active,max_redemptions,max_per_customer,min_order,name_ar",
    );
    expect(lines).toContain("SUMMER25,Summer sale 25% off,25,2025-06-01,2027-08-31,true,500,2,200.00,");
    expect(lines).toContain(
      "NATIONALDAY,National Day 20% off,20,2025-11-28T00:00:00.000Z,2025-12-03T20:00:00.000Z,true,1000,1,99.50,",
    );
  });

  it("when a product file changes a price, then that product is updated with its sale price recomputed", async () => {
    const file = join(ctx.tmp, "price-change.csv");
    writeFileSync(
      file,
      "sku,name,brand,category,price,image\n" +
        "ENG-CAS-GTX-10W40-4L,Castrol GTX 10W-40 4 L,Castrol,Engine Oil,105.00,/img/products/castrol-gtx-10w40.jpg\n" +
        "ENG-CAS-EDGE-5W30-4L,Castrol EDGE 5W-30 Fully Synthetic 4 L,Castrol,Engine Oil,189,/img/products/castrol-edge-5w30.jpg\n",
    );
    const result = await ctx.ops(["import", "products", file]);
    expect(result.stdout).toContain(summary(0, 1, 1));
    const gtx = await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "ENG-CAS-GTX-10W40-4L" } });
    // Columns left out of the file (stock, description, flags) keep their stored values.
    expect(gtx).toMatchObject({ priceFils: 10500, salePriceFils: 10500, stock: 25, promoted: false });
    expect(gtx.description).toContain("Semi-synthetic");
  });

  it("when a product comes without an image, then it gets the served placeholder picture", async () => {
    const file = join(ctx.tmp, "no-image.csv");
    writeFileSync(file, "sku,name,brand,category,price\n" + "NOIMG-1,Plain cloth,Castrol,Engine Oil,12.50\n");
    expect((await ctx.ops(["import", "products", file])).stdout).toContain(summary(1, 0, 0));
    const product = await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "NOIMG-1" } });
    expect(product.image).toBe(PLACEHOLDER_IMAGE);
    // The web app serves it (apps/web/public), so the answers' absolute URL reaches a real file.
    expect(
      readFileSync(join(EXAMPLES, "..", "..", "apps", "web", "public", PLACEHOLDER_IMAGE), "utf8"),
    ).toContain("<svg");
  });

  it("when a CSV cell is empty, then that optional field is cleared or takes its default", async () => {
    const file = join(ctx.tmp, "coupon-clear.csv");
    writeFileSync(
      file,
      "code,name,discount_percentage,starts_at,ends_at,max_redemptions,min_order\n" +
        "summer25,Summer sale 25% off,25,2025-06-01,2027-08-31,,\n",
    );
    const result = await ctx.ops(["import", "coupons", file]);
    expect(result.stdout).toContain(summary(0, 1, 0));
    const summer = await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "SUMMER25" } });
    // Codes match regardless of case; the file's spelling is kept. max_per_customer was left out.
    expect(summer).toMatchObject({
      code: "summer25",
      maxRedemptions: null,
      minOrderFils: null,
      maxPerCustomer: 2,
    });
  });

  it("when a plan description holds unsupported HTML, then it is stored sanitised", async () => {
    const file = join(ctx.tmp, "plan-html.json");
    writeFileSync(
      file,
      JSON.stringify([
        {
          name: "Night Wash",
          service_type: "Car Wash",
          duration_months: "6",
          monthly_price: "99.99",
          description:
            '<p onclick="steal()">Washed <b>overnight</b></p><script>alert(1)</script><ul><li><a href="x">Quiet</a></li></ul>',
        },
      ]),
    );
    const result = await ctx.ops(["import", "plans", file]);
    expect(result.code).toBe(0);
    const plan = await ctx.prisma.plan.findFirstOrThrow({ where: { name: "Night Wash" } });
    expect(plan.descriptionHtml).toBe("<p>Washed <strong>overnight</strong></p><ul><li>Quiet</li></ul>");
    expect(plan).toMatchObject({
      serviceType: "CAR_WASH",
      durationMonths: 6,
      monthlyPriceFils: 9999,
      active: true,
      popular: false,
    });
    const again = await ctx.ops(["import", "plans", file]);
    expect(again.stdout).toContain(summary(0, 0, 1));
  });

  it("when --dry-run is given, then the changes are counted but nothing is written", async () => {
    const file = join(ctx.tmp, "dry-run.csv");
    writeFileSync(file, "name,position\nRoof Racks,20\nEngine Oil,1\nBrakes,99\n");
    const before = await ctx.prisma.category.findMany({ orderBy: { id: "asc" } });
    const result = await ctx.ops(["import", "categories", file, "--dry-run"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${summary(1, 1, 1)} (`);
    expect(result.stdout).toContain("dry run, nothing was written");
    expect(await ctx.prisma.category.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });

  describe("rejected files", () => {
    const cases = [
      {
        entity: "products",
        file: "products-bad-price.csv",
        row: 3,
        field: "price",
        reason: "at most 2 decimals",
      },
      {
        entity: "products",
        file: "products-unknown-brand.json",
        row: 2,
        field: "brand",
        reason: 'no brand named "Liqui Moly"',
      },
      {
        entity: "products",
        file: "products-unknown-column.csv",
        row: 1,
        field: "prise",
        reason: "is not a column",
      },
      {
        entity: "categories",
        file: "categories-missing-name.csv",
        row: 3,
        field: "name",
        reason: "is required",
      },
      {
        entity: "brands",
        file: "brands-bad-promoted.json",
        row: 2,
        field: "promoted",
        reason: "must be true or false",
      },
      {
        entity: "plans",
        file: "plans-bad-duration.csv",
        row: 2,
        field: "duration_months",
        reason: "must be 6 or 12",
      },
      {
        entity: "coupons",
        file: "coupons-bad-dates.json",
        row: 1,
        field: "ends_at",
        reason: "must be after starts_at",
      },
      {
        entity: "service-categories",
        file: "service-categories-duplicate.csv",
        row: 4,
        field: "name",
        reason: "repeats row 2",
      },
      {
        entity: "vendors",
        file: "vendors-bad-phone.csv",
        row: 2,
        field: "phone_number",
        reason: "must be a phone number",
      },
    ];
    for (const c of cases) {
      it(`when ${c.file} is imported, then it is refused naming row ${c.row} and field ${c.field}, and nothing is written`, async () => {
        const before = await tableCounts(ctx.prisma);
        const result = await ctx.ops(["import", c.entity, `examples/ops/bad/${c.file}`]);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`${c.file} row ${c.row}, field ${c.field}: `);
        expect(result.stderr).toContain(c.reason);
        expect(result.stdout).toMatch(
          /created 0, updated 0, unchanged 0, rejected [1-9]\d* \(.*nothing was written/,
        );
        expect(await tableCounts(ctx.prisma)).toEqual(before);
      });
    }

    it("when a file has good rows and one bad row, then the good rows are not written either", async () => {
      const result = await ctx.ops(["import", "products", "examples/ops/bad/products-bad-price.csv"]);
      expect(result.code).toBe(1);
      expect(await ctx.prisma.product.count({ where: { sku: { in: ["BAD-OK-0001", "BAD-OK-0003"] } } })).toBe(
        0,
      );
      const categories = await ctx.ops([
        "import",
        "categories",
        "examples/ops/bad/categories-missing-name.csv",
      ]);
      expect(categories.code).toBe(1);
      expect(await ctx.prisma.category.count({ where: { name: "Lighting" } })).toBe(0);
    });

    it("when several rows are bad, then every problem is reported at once", async () => {
      const file = join(ctx.tmp, "many-bad.json");
      writeFileSync(
        file,
        JSON.stringify([
          { sku: "OK-1", name: "Fine", brand: "Bosch", category: "Brakes", price: 10, image: "/a.jpg" },
          {
            sku: "BAD 2",
            name: "",
            brand: "bosch",
            category: "Brakes",
            price: -1,
            image: "/b.jpg",
            colour: "red",
          },
          "not an object",
        ]),
      );
      const result = await ctx.ops(["import", "products", file]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("many-bad.json row 2, field sku: ");
      expect(result.stderr).toContain("many-bad.json row 2, field name: is required");
      expect(result.stderr).toContain("many-bad.json row 2, field price: ");
      expect(result.stderr).toContain("many-bad.json row 2, field colour: is not a field of this file");
      expect(result.stderr).toContain("many-bad.json row 3: must be an object");
      expect(result.stdout).toContain("rejected 2");
      expect(await ctx.prisma.product.count({ where: { sku: "OK-1" } })).toBe(0);
    });

    it("when a product names a brand in the wrong case, then the message suggests the stored name", async () => {
      const file = join(ctx.tmp, "case.csv");
      writeFileSync(file, "sku,name,brand,category,price,image\nCASE-1,Pads,bosch,Brakes,10.00,/p.jpg\n");
      const result = await ctx.ops(["import", "products", file]);
      expect(result.stderr).toContain(
        'case.csv row 2, field brand: no brand named "bosch"; did you mean "Bosch"?',
      );
    });

    it("when the file does not exist or has another extension, then it fails with one clear line", async () => {
      const missing = await ctx.ops(["import", "products", "examples/ops/nope.csv"]);
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim().split("\n")).toHaveLength(1);
      expect(missing.stderr).toContain("no such file");
      const badExtension = await ctx.ops(["import", "products", "examples/ops/products.xlsx"]);
      expect(badExtension.code).toBe(2);
      expect(badExtension.stderr).toContain("use a .json or .csv file");
    });
  });

  describe("a large file", () => {
    const ROWS = 5000;
    // Its brand and category (importing them again changes nothing if they are there already).
    beforeAll(() => importExamples(ctx, ["categories", "brands"]));
    const productsCsv = (priceOf: (i: number) => string) => {
      const lines = [
        "sku,name,brand,category,description,price,discount_percentage,stock,image,promoted,bestseller",
      ];
      for (let i = 1; i <= ROWS; i += 1) {
        const sku = `BULK-${String(i).padStart(5, "0")}`;
        lines.push(
          `${sku},Bulk part ${i},Bosch,Filters,"Filter number ${i}, for testing",${priceOf(i)},${i % 30},${i % 50},/img/bulk/${i}.jpg,false,${i % 7 === 0}`,
        );
      }
      return `${lines.join("\n")}\n`;
    };

    it(`when ${ROWS} products are imported, updated and re-imported, then each run is exact (and its time printed)`, async () => {
      const file = join(ctx.tmp, "bulk.csv");
      writeFileSync(
        file,
        productsCsv((i) => `${10 + (i % 500)}.${String(i % 100).padStart(2, "0")}`),
      );
      const before = await ctx.prisma.product.count();

      let started = performance.now();
      const created = await ctx.ops(["import", "products", file]);
      const createMs = performance.now() - started;
      expect(created.stderr).toBe("");
      expect(created.stdout).toContain(summary(ROWS, 0, 0));
      expect(await ctx.prisma.product.count()).toBe(before + ROWS);

      started = performance.now();
      const unchanged = await ctx.ops(["import", "products", file]);
      const unchangedMs = performance.now() - started;
      expect(unchanged.stdout).toContain(summary(0, 0, ROWS));

      writeFileSync(
        file,
        productsCsv((i) => `${20 + (i % 300)}.50`),
      );
      started = performance.now();
      const updated = await ctx.ops(["import", "products", file]);
      const updateMs = performance.now() - started;
      expect(updated.stdout).toContain(summary(0, ROWS, 0));
      const sample = await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "BULK-01234" } });
      expect(sample.priceFils).toBe((20 + (1234 % 300)) * 100 + 50);
      expect(sample.salePriceFils).toBe(salePriceFils(sample.priceFils, 1234 % 30));
      expect(sample.bestseller).toBe(1234 % 7 === 0);

      console.log(
        `${ROWS}-row product import: create ${(createMs / 1000).toFixed(2)} s, ` +
          `re-import unchanged ${(unchangedMs / 1000).toFixed(2)} s, update all ${(updateMs / 1000).toFixed(2)} s`,
      );
      // The times are printed, not asserted: the machine's load decides them more than the code does
      // (the same commit's create took 21.6 s in one CI run and 31 s beside the browser tests).
    });

    it("when a file of more than 300 rows is imported on a terminal, then a progress bar is drawn on stderr only", async () => {
      const file = join(ctx.tmp, "bulk-progress.csv");
      writeFileSync(
        file,
        productsCsv((i) => `${30 + (i % 100)}.00`),
      );
      const stdout = captureStream(true);
      const stderr = captureStream(true);
      const code = await run(["import", "products", file], { databaseUrl: ctx.databaseUrl, stdout, stderr });
      expect(code).toBe(0);
      expect(stderr.text).toMatch(/products (checking|writing)\s+\[/);
      expect(stdout.text).not.toContain("[");

      const quiet = await ctx.ops(["import", "products", file]);
      expect(quiet.stderr).toBe("");
    });
  });
});
