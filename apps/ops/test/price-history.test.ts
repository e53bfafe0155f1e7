// The price history from the operator's side (issue 25, decision 017): imports that change a price
// are recorded as imports by the operator; `export price-history` writes them; import refuses it.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommandContext } from "../src/context.js";
import { createOpsTestContext, type OpsTestContext } from "./helpers.js";

let ctx: OpsTestContext;
beforeAll(async () => {
  ctx = await createOpsTestContext();
  const setup = join(ctx.tmp, "setup.csv");
  writeFileSync(setup, "name\nPrice History Brand\n");
  expect((await ctx.ops(["import", "brands", setup])).code).toBe(0);
  writeFileSync(setup, "name\nPrice History Category\n");
  expect((await ctx.ops(["import", "categories", setup])).code).toBe(0);
});
afterAll(() => ctx.close());

const HEADER = "sku,name,brand,category,price,discount_percentage,stock\n";
const row = (sku: string, price: string, discount: number, stock = 5) =>
  `${sku},Product ${sku},Price History Brand,Price History Category,${price},${discount},${stock}\n`;

async function importProducts(name: string, rows: string, ...options: string[]) {
  const file = join(ctx.tmp, name);
  writeFileSync(file, HEADER + rows);
  const result = await ctx.ops(["import", "products", file, ...options]);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

const historyOf = (sku: string) =>
  ctx.prisma.productPriceChange.findMany({
    where: { product: { sku } },
    orderBy: [{ changedAt: "asc" }, { id: "asc" }],
  });

describe("price history", () => {
  it("when an import creates a product and then changes its price, then each is one history row by the import's operator", async () => {
    await importProducts("create.csv", row("PH-1", "100.00", 0));
    expect((await historyOf("PH-1")).map((h) => [h.source, h.actor, h.salePriceFils])).toEqual([
      ["import", "ops:test", 10_000],
    ]);

    await importProducts("discount.csv", row("PH-1", "100.00", 20));

    expect(
      (await historyOf("PH-1")).map((h) => [
        h.source,
        h.actor,
        h.priceFils,
        h.discountPercentage,
        h.salePriceFils,
      ]),
    ).toEqual([
      ["import", "ops:test", 10_000, 0, 10_000],
      ["import", "ops:test", 10_000, 20, 8_000],
    ]);
  });

  it("when an import changes other fields but not the price, then no history row is written", async () => {
    await importProducts("other.csv", row("PH-2", "55.50", 10));
    const before = await historyOf("PH-2");
    expect(before).toHaveLength(1);

    // A hand-written stock needs --stock=set: the file has no stock_at_export (issue 31).
    const again = await importProducts("stock-only.csv", row("PH-2", "55.50", 10, 40), "--stock=set");

    expect(again.stdout).toContain("created 0, updated 1, unchanged 0");
    const product = await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "PH-2" } });
    expect(product.stock).toBe(40);
    expect(await historyOf("PH-2")).toEqual(before);
  });

  it("when another CLI command writes a price, then it is recorded as the CLI's by the operator", async () => {
    await importProducts("cli.csv", row("PH-3", "20.00", 0));
    // A price written on the CLI's own connection, outside an import: what a future command would do.
    const cli = new CommandContext({ databaseUrl: ctx.databaseUrl, actor: "ops:maryam" });
    try {
      const prisma = await cli.prisma();
      await prisma.product.update({
        where: { sku: "PH-3" },
        data: { priceFils: 1_500, salePriceFils: 1_500 },
      });
    } finally {
      await cli.close();
    }
    expect((await historyOf("PH-3")).map((h) => [h.source, h.actor, h.salePriceFils])).toEqual([
      ["import", "ops:test", 2_000],
      ["cli", "ops:maryam", 1_500],
    ]);
  });

  it("when price-history is exported for one sku, then its rows come oldest first in the file format", async () => {
    const csv = await ctx.ops(["export", "price-history", "--sku", "PH-1", "--format", "csv"]);
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("sku,changed_at,price,discount_percentage,sale_price,source,actor");
    expect(lines.slice(1).map((line) => line.replace(/,[^,]*Z,/, ",<when>,"))).toEqual([
      "PH-1,<when>,100.00,0,100.00,import,ops:test",
      "PH-1,<when>,100.00,20,80.00,import,ops:test",
    ]);

    const json = await ctx.ops(["export", "price-history"]);
    const rows = JSON.parse(json.stdout) as { sku: string; sale_price: number }[];
    expect(rows.filter((r) => r.sku === "PH-1").map((r) => r.sale_price)).toEqual([100, 80]);
    expect(new Set(rows.map((r) => r.sku))).toEqual(new Set(["PH-1", "PH-2", "PH-3"]));
  });

  it("when price-history is imported, or exported for an unknown sku, then it is refused with a clear message", async () => {
    const file = join(ctx.tmp, "history.csv");
    writeFileSync(file, "sku,changed_at\nPH-1,2026-01-01T00:00:00Z\n");
    const imported = await ctx.ops(["import", "price-history", file]);
    expect(imported.code).toBe(2);
    expect(imported.stderr).toContain("price-history can be exported, not imported");

    const unknown = await ctx.ops(["export", "price-history", "--sku", "NO-SUCH-SKU"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no product has the sku "NO-SUCH-SKU"');

    const misplaced = await ctx.ops(["export", "products", "--sku", "PH-1"]);
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toContain("--sku goes with price-history only");
  });
});
