// Imports that never undo a sale (issue 31): a product export carries stock_at_export; a re-import
// refuses a product whose stock changed since (unless --stock=set), --stock=add adds a delivery, and
// every import and dry run lists the changed fields, old → new.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Prisma } from "@carcare/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCustomer, createOpsTestContext, type OpsTestContext, pendingOrder } from "./helpers.js";

let ctx: OpsTestContext;
let customerId: number;
let orders = 0;

const HEADER = "sku,name,brand,category,price,stock\n";
const PRODUCTS =
  HEADER +
  "ACC-001,Microfibre cloth,Stock Brand,Stock Category,45.00,11\n" +
  "ACC-002,Tyre shine,Stock Brand,Stock Category,30.00,20\n" +
  "ACC-003,Glass cleaner,Stock Brand,Stock Category,18.50,7\n";

beforeAll(async () => {
  ctx = await createOpsTestContext();
  const setup = join(ctx.tmp, "setup.csv");
  writeFileSync(setup, "name\nStock Brand\n");
  expect((await ctx.ops(["import", "brands", setup])).code).toBe(0);
  writeFileSync(setup, "name\nStock Category\n");
  expect((await ctx.ops(["import", "categories", setup])).code).toBe(0);
  customerId = (await createCustomer(ctx.prisma)).id;
});
afterAll(() => ctx.close());

// Every test starts from the same three products, whatever the one before it did.
beforeEach(async () => {
  const file = join(ctx.tmp, "start.csv");
  writeFileSync(file, PRODUCTS);
  const result = await ctx.ops(["import", "products", file, "--stock=set"]);
  expect(result.code, result.stderr).toBe(0);
});

const stockOf = async (sku: string) => (await ctx.prisma.product.findUniqueOrThrow({ where: { sku } })).stock;

async function exportProducts(name: string): Promise<string> {
  const file = join(ctx.tmp, name);
  const result = await ctx.ops(["export", "products", "--out", file]);
  expect(result.code, result.stderr).toBe(0);
  return file;
}

/**
 * A sale as the store's checkout makes it, in `tx`: the stock taken with the checkout's statement
 * (only where enough is left) and the order with its line.
 */
async function sell(tx: Prisma.TransactionClient, sku: string, quantity: number): Promise<void> {
  const product = await tx.product.findUniqueOrThrow({ where: { sku } });
  const taken = await tx.$executeRaw`
    UPDATE products p SET stock = p.stock - ${quantity}, updated_at = now()
    WHERE p.id = ${product.id} AND p.stock >= ${quantity}`;
  expect(taken).toBe(1);
  orders += 1;
  await tx.order.create({
    data: pendingOrder({
      orderNumber: `CC-STK${String(orders).padStart(4, "0")}`,
      userId: customerId,
      product,
      quantity,
    }),
  });
}

const sellOne = (sku: string) => ctx.prisma.$transaction((tx) => sell(tx, sku, 1));

/** The exported CSV with one product's cells changed (by column name). */
function edit(file: string, sku: string, cells: Record<string, string>): string {
  const [header, ...rows] = readFileSync(file, "utf8").trimEnd().split("\n");
  const columns = header!.split(",");
  const edited = rows.map((row) => {
    if (!row.startsWith(`${sku},`)) return row;
    const values = row.split(",");
    for (const [column, value] of Object.entries(cells)) values[columns.indexOf(column)] = value;
    return values.join(",");
  });
  const out = file.replace(/\.csv$/, `-edited-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(out, `${[header, ...edited].join("\n")}\n`);
  return out;
}

describe("product stock in imports", () => {
  it("when products are exported, then each row carries the stock as of the export", async () => {
    const file = await exportProducts("carry.csv");
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines[0]).toContain(",stock,stock_at_export,");
    expect(lines.find((line) => line.startsWith("ACC-001,"))).toContain(",11,11,");
    const json = await ctx.ops(["export", "products"]);
    const acc = (JSON.parse(json.stdout) as Record<string, unknown>[]).find((p) => p.sku === "ACC-001");
    expect(acc).toMatchObject({ stock: 11, stock_at_export: 11 });
  });

  it("when a unit is sold after the export and the file is imported again, then that row is refused with both stocks and the sale stays", async () => {
    const file = await exportProducts("story.csv");
    // The operator also changed another product's price in the same file.
    const changed = edit(file, "ACC-002", { price: "32.00" });
    await sellOne("ACC-001");
    expect(await stockOf("ACC-001")).toBe(10);

    const result = await ctx.ops(["import", "products", changed]);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "row 2, field stock: ACC-001: the file was exported with stock 11 but the store has 10 now (sold or changed since)\n",
    );
    // What to do, once: export again, or say how the file's stock is meant.
    expect(result.stderr.match(/export the products again/g)).toHaveLength(1);
    expect(result.stderr).toContain("--stock=set to set the file's stock anyway");
    expect(result.stdout).toContain("created 0, updated 0, unchanged 0, rejected 1");
    expect(await stockOf("ACC-001")).toBe(10);
    // One refused row rejects the file, as any bad row does: the other row's price is not written.
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "ACC-002" } })).priceFils).toBe(3000);

    const dry = await ctx.ops(["import", "products", changed, "--dry-run"]);
    expect(dry.code).toBe(1);
    expect(dry.stderr).toContain("ACC-001: the file was exported with stock 11 but the store has 10 now");
    expect(await stockOf("ACC-001")).toBe(10);
  });

  it("when the same stale file is imported with --stock=set, then it warns with both stocks and sets the file's", async () => {
    const file = await exportProducts("set.csv");
    await sellOne("ACC-001");

    const result = await ctx.ops(["import", "products", file, "--stock=set"]);

    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "warning: set.csv row 2: ACC-001: stock set to 11, the store has 10 now (the file was exported with 11)\n",
    );
    expect(result.stdout).toMatch(/^ {2}ACC-001 {2}stock 10 → 11$/m);
    expect(result.stdout).toContain("created 0, updated 1, unchanged 2, rejected 0");
    expect(await stockOf("ACC-001")).toBe(11);
  });

  it("when a delivery is imported with --stock=add, then its stock is added to the store's and a new product starts with it", async () => {
    await sellOne("ACC-001");
    const file = join(ctx.tmp, "delivery.csv");
    writeFileSync(
      file,
      HEADER +
        "ACC-001,Microfibre cloth,Stock Brand,Stock Category,45.00,5\n" +
        "ACC-002,Tyre shine,Stock Brand,Stock Category,30.00,0\n" +
        "ACC-NEW,Clay bar,Stock Brand,Stock Category,60.00,4\n",
    );

    const result = await ctx.ops(["import", "products", file, "--stock=add"]);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("  ACC-001  stock 10 → 15 (+5 delivered)\n");
    expect(result.stdout).toContain("  ACC-NEW  new\n");
    expect(result.stdout).toContain("created 1, updated 1, unchanged 1, rejected 0");
    expect(await stockOf("ACC-001")).toBe(15);
    expect(await stockOf("ACC-002")).toBe(20);
    expect(await stockOf("ACC-NEW")).toBe(4);
    await ctx.prisma.product.delete({ where: { sku: "ACC-NEW" } });
  });

  it("when a dry run changes a price and a stock, then it names each field with both values and writes nothing", async () => {
    const file = edit(await exportProducts("dry.csv"), "ACC-001", { price: "49.00", stock: "15" });
    const before = await ctx.prisma.product.findMany({ orderBy: { id: "asc" } });

    const dry = await ctx.ops(["import", "products", file, "--dry-run"]);

    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("  ACC-001  price 45.00 → 49.00 AED, stock 11 → 15\n");
    // Unchanged records are counted, not listed.
    expect(dry.stdout).not.toContain("ACC-002");
    expect(dry.stdout).toMatch(
      /created 0, updated 1, unchanged 2, rejected 0 \(.*dry run, nothing was written/,
    );
    expect(await ctx.prisma.product.findMany({ orderBy: { id: "asc" } })).toEqual(before);

    const real = await ctx.ops(["import", "products", file]);
    expect(real.stdout).toContain("  ACC-001  price 45.00 → 49.00 AED, stock 11 → 15\n");
    expect(await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "ACC-001" } })).toMatchObject({
      priceFils: 4900,
      stock: 15,
    });
  });

  it("when an export is imported back unchanged, then it reports every record unchanged and lists none", async () => {
    const file = await exportProducts("same.csv");
    const result = await ctx.ops(["import", "products", file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^products from same\.csv: created 0, updated 0, unchanged 3, rejected 0 \(/,
    );
    expect(result.stdout.trimEnd().split("\n")).toHaveLength(1);
  });

  it("when a hand-written file without stock_at_export changes a stored product's stock, then the row is refused; the same stock and new products pass", async () => {
    const file = join(ctx.tmp, "by-hand.csv");
    writeFileSync(
      file,
      HEADER +
        "ACC-001,Microfibre cloth,Stock Brand,Stock Category,45.00,15\n" +
        "ACC-002,Tyre shine,Stock Brand,Stock Category,31.00,20\n",
    );
    const refused = await ctx.ops(["import", "products", file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "by-hand.csv row 2, field stock: ACC-001: sets stock 15 but the store has 11 now, and the file has no stock_at_export",
    );
    expect(refused.stderr).not.toContain("row 3");
    expect(await stockOf("ACC-001")).toBe(11);

    writeFileSync(
      file,
      HEADER +
        "ACC-002,Tyre shine,Stock Brand,Stock Category,31.00,20\n" +
        "ACC-HAND,Wheel brush,Stock Brand,Stock Category,25.00,6\n",
    );
    const taken = await ctx.ops(["import", "products", file]);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stdout).toContain("  ACC-002   price 30.00 → 31.00 AED\n");
    expect(taken.stdout).toContain("  ACC-HAND  new\n");
    expect(await stockOf("ACC-HAND")).toBe(6);
    await ctx.prisma.product.delete({ where: { sku: "ACC-HAND" } });
  });

  it("when a sale is being placed while a stale file is imported, then the import waits for it and refuses, and the sale is kept", async () => {
    const file = edit(await exportProducts("race.csv"), "ACC-001", { stock: "15" });
    let started!: () => void;
    let finish!: () => void;
    const saleStarted = new Promise<void>((resolve) => (started = resolve));
    const finishSale = new Promise<void>((resolve) => (finish = resolve));
    // The checkout has taken the unit but not committed yet when the import reads the stock.
    const sale = ctx.prisma.$transaction(
      async (tx) => {
        await sell(tx, "ACC-001", 1);
        started();
        await finishSale;
      },
      { timeout: 30_000 },
    );
    await saleStarted;
    const importing = ctx.ops(["import", "products", file]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    finish();
    await sale;
    const result = await importing;

    expect(result.code).toBe(1);
    expect(result.stderr).toContain("ACC-001: the file was exported with stock 11 but the store has 10 now");
    expect(await stockOf("ACC-001")).toBe(10);
  });

  it("when a sale is being placed while a delivery is added, then both count", async () => {
    const file = join(ctx.tmp, "race-delivery.csv");
    writeFileSync(file, HEADER + "ACC-001,Microfibre cloth,Stock Brand,Stock Category,45.00,5\n");
    let started!: () => void;
    let finish!: () => void;
    const saleStarted = new Promise<void>((resolve) => (started = resolve));
    const finishSale = new Promise<void>((resolve) => (finish = resolve));
    const sale = ctx.prisma.$transaction(
      async (tx) => {
        await sell(tx, "ACC-001", 2);
        started();
        await finishSale;
      },
      { timeout: 30_000 },
    );
    await saleStarted;
    const importing = ctx.ops(["import", "products", file, "--stock=add"]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    finish();
    await sale;
    const result = await importing;

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("  ACC-001  stock 9 → 14 (+5 delivered)\n");
    expect(await stockOf("ACC-001")).toBe(14);
  });

  it("when a dry run changes other entities, then their changed fields are listed too, money in AED", async () => {
    const categories = join(ctx.tmp, "categories.csv");
    writeFileSync(categories, "name,position\nStock Category,5\nNew Category,1\n");
    const listed = await ctx.ops(["import", "categories", categories, "--dry-run"]);
    expect(listed.stdout).toContain("  Stock Category  position 0 → 5\n  New Category    new\n");

    const coupons = join(ctx.tmp, "coupons.csv");
    writeFileSync(
      coupons,
      "code,name,discount_percentage,starts_at,ends_at,min_order\nSAVE5,Save 5%,5,2025-01-01,2030-12-31,100\n",
    );
    expect((await ctx.ops(["import", "coupons", coupons])).code).toBe(0);
    writeFileSync(
      coupons,
      "code,name,discount_percentage,starts_at,ends_at,min_order\nSAVE5,Save 5%,5,2025-01-01,2030-12-31,\n",
    );
    const cleared = await ctx.ops(["import", "coupons", coupons, "--dry-run"]);
    expect(cleared.stdout).toContain("  SAVE5  min_order 100.00 AED → (empty)\n");
    expect(await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "SAVE5" } })).toMatchObject({
      minOrderFils: 10000,
    });
  });

  it("when the stock mode is unknown or given for another entity, then it is a usage error (exit 2)", async () => {
    const file = await exportProducts("usage.csv");
    const unknown = await ctx.ops(["import", "products", file, "--stock=maybe"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Allowed choices are check, set, add");
    const other = await ctx.ops(["import", "categories", "examples/ops/categories.csv", "--stock=add"]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain("--stock=add goes with products only");
  });
});
