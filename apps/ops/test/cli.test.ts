import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpsTestContext, importExamples, type OpsTestContext } from "./helpers.js";

let ctx: OpsTestContext;

beforeAll(async () => {
  ctx = await createOpsTestContext();
  await importExamples(ctx, ["categories", "brands", "products", "coupons"]);
});
afterAll(() => ctx.close());

describe("the command line", () => {
  const helpPages: { argv: string[]; mentions: string[] }[] = [
    { argv: ["--help"], mentions: ["import", "export", "subscriptions", "orders", "Examples:"] },
    { argv: ["import", "--help"], mentions: ["--dry-run", "row 1", "Examples:"] },
    { argv: ["export", "--help"], mentions: ["--format", "--out", "Examples:"] },
    { argv: ["products", "--help"], mentions: ["promote", "unpromote", "Example:"] },
    { argv: ["products", "promote", "--help"], mentions: ["<sku...>"] },
    { argv: ["brands", "unpromote", "--help"], mentions: ["<name...>"] },
    { argv: ["coupons", "--help"], mentions: ["activate", "deactivate"] },
    { argv: ["subscriptions", "--help"], mentions: ["assign", "list", "end", "Examples:"] },
    {
      argv: ["subscriptions", "assign", "--help"],
      mentions: ["--customer", "--plan", "--start", "--vendors", "--replace"],
    },
    { argv: ["orders", "--help"], mentions: ["pending_payment  -> confirmed, cancelled", "Examples:"] },
    { argv: ["orders", "move", "--help"], mentions: ["<ref>", "<status>", "--note"] },
    { argv: ["help", "orders"], mentions: ["list", "show", "move", "cancel"] },
  ];
  for (const page of helpPages) {
    it(`when "${page.argv.join(" ")}" is run, then help is printed on stdout with exit code 0`, async () => {
      const result = await ctx.ops(page.argv);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Usage: pnpm ops");
      for (const mention of page.mentions) expect(result.stdout).toContain(mention);
    });
  }

  const usageErrors: { argv: string[]; message: string }[] = [
    { argv: ["frobnicate"], message: "unknown command 'frobnicate'" },
    { argv: ["import", "products"], message: "missing required argument 'file'" },
    { argv: ["import", "gadgets", "x.csv"], message: "use one of categories, brands" },
    { argv: ["export", "products", "--format", "xml"], message: "Allowed choices are json, csv" },
    {
      argv: ["export", "products", "--out", "products.txt"],
      message: "cannot tell the format of products.txt",
    },
    { argv: ["orders", "list", "--from", "01/03/2025"], message: "use a date as YYYY-MM-DD" },
    { argv: ["orders"], message: "Usage: pnpm ops orders" },
    {
      argv: ["import", "products", "examples/ops/products.csv", "--colour"],
      message: "unknown option '--colour'",
    },
  ];
  for (const usage of usageErrors) {
    it(`when "${usage.argv.join(" ")}" is run, then it is a usage error with exit code 2`, async () => {
      const result = await ctx.ops(usage.argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(usage.message);
    });
  }

  it("when a command fails unexpectedly, then one line is printed, and the stack only with --verbose", async () => {
    const broken = "postgresql://nobody:wrong@127.0.0.1:1/none";
    const quiet = await ctx.ops(["export", "brands"], { databaseUrl: broken });
    expect(quiet.code).toBe(1);
    expect(quiet.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^error: /),
      "(add --verbose for details)",
    ]);
    const verbose = await ctx.ops(["--verbose", "export", "brands"], { databaseUrl: broken });
    expect(verbose.code).toBe(1);
    expect(verbose.stderr).toMatch(/\n\s+at /);
  });

  it("when products are promoted and unpromoted by sku, then the flag changes and repeats are reported", async () => {
    const skus = ["ENG-CAS-GTX-10W40-4L", "ACC-3M-SUNSHADE-XL"];
    const promoted = await ctx.ops(["products", "promote", ...skus, "ENG-CAS-EDGE-5W30-4L"]);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toBe("promoted 2 products (1 already promoted)\n");
    expect(
      (await ctx.prisma.product.findMany({ where: { sku: { in: skus } } })).map((p) => p.promoted),
    ).toEqual([true, true]);

    const unpromoted = await ctx.ops(["products", "unpromote", "ACC-3M-SUNSHADE-XL"]);
    expect(unpromoted.stdout).toBe("unpromoted 1 product\n");
    expect(
      (await ctx.prisma.product.findUniqueOrThrow({ where: { sku: "ACC-3M-SUNSHADE-XL" } })).promoted,
    ).toBe(false);
  });

  it("when one of several keys is unknown, then nothing is changed and the unknown key is named", async () => {
    const result = await ctx.ops(["brands", "promote", "Varta", "Liqui Moly"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: no brand has the name "Liqui Moly"; nothing was changed\n');
    expect((await ctx.prisma.brand.findUniqueOrThrow({ where: { name: "Varta" } })).promoted).toBe(false);
  });

  it("when brands are promoted and coupons deactivated, then the stored flags follow (coupon codes in any case)", async () => {
    expect((await ctx.ops(["brands", "promote", "Varta", "Meguiar's"])).stdout).toBe("promoted 2 brands\n");
    expect(
      (await ctx.prisma.brand.findMany({ where: { name: { in: ["Varta", "Meguiar's"] } } })).map(
        (b) => b.promoted,
      ),
    ).toEqual([true, true]);

    const off = await ctx.ops(["coupons", "deactivate", "welcome10", "SUMMER25"]);
    expect(off.stdout).toBe("deactivated 2 coupons\n");
    const coupons = await ctx.prisma.coupon.findMany({ where: { code: { in: ["WELCOME10", "SUMMER25"] } } });
    expect(coupons.map((c) => c.active)).toEqual([false, false]);
    expect((await ctx.ops(["coupons", "activate", "WELCOME10"])).stdout).toBe("activated 1 coupon\n");
    expect((await ctx.prisma.coupon.findUniqueOrThrow({ where: { code: "WELCOME10" } })).active).toBe(true);
  });
});
