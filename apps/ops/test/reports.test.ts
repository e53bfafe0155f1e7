import { readFileSync } from "node:fs";
import { join } from "node:path";
import { percentOfFils, salePriceFils, vatPartFils } from "@carcare/contracts";
import { parse } from "csv-parse/sync";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_EXPORT_COLUMNS, ORDER_EXPORT_COLUMNS } from "../src/exports.js";
import { createCustomer, createOpsTestContext, type OpsTestContext } from "./helpers.js";

// `orders find`, `reports low-stock|sales` and `export orders|customers` (issue 31 point 3) over
// orders of several customers, days and statuses, moved through the store's own rules
// (`pnpm ops orders move|cancel`, @carcare/operations), their invoices issued by those moves.
let ctx: OpsTestContext;
let seq = 0;
const PASSWORD_HASH = "$2b$10$reports.test.secret.hash.value.never.exported";

const products: Record<"oil" | "pads" | "unsold" | "plenty", { id: number; sku: string; name: string }> =
  {} as never;
const customers: Record<"sara" | "omar" | "lina", { id: number; email: string; phone: string }> = {} as never;
const orders: Record<"o1" | "o2" | "o3" | "o4" | "o5", { id: number; orderNumber: string }> = {} as never;

interface Line {
  product: { id: number; name: string };
  unitFils: number;
  quantity: number;
}

/** An order as the store places it (its totals and VAT as placeOrder computes them), pending payment. */
async function placeOrder(
  userId: number,
  lines: Line[],
  placedAt: string,
  options: { couponPercent?: number; codFeeFils?: number; contactPhone?: string } = {},
) {
  seq += 1;
  const subtotal = lines.reduce((sum, line) => sum + line.unitFils * line.quantity, 0);
  const discount = options.couponPercent ? percentOfFils(subtotal, options.couponPercent) : 0;
  const codFee = options.codFeeFils ?? 0;
  const grand = Math.max(2000, subtotal + 2000 - discount) + codFee;
  return ctx.prisma.order.create({
    data: {
      orderNumber: `CC-RPT${String(seq).padStart(5, "0")}`,
      userId,
      subtotalFils: subtotal,
      deliveryFeeFils: 2000,
      discountFils: discount,
      grandTotalFils: grand,
      paymentMethod: codFee > 0 ? "pay_on_delivery" : "whatsapp",
      codFeeFils: codFee,
      vatFils: vatPartFils(grand, 5),
      couponCode: options.couponPercent ? "SAVE10" : null,
      couponPercentage: options.couponPercent ?? null,
      contactName: "Sara Ali",
      contactPhone: options.contactPhone ?? "+971500000001",
      address: {
        building_name: "Villa 3",
        street: "Corniche Rd",
        area_district: "Al Khalidiya",
        city: "Abu Dhabi",
      },
      createdAt: new Date(placedAt),
      lines: {
        create: lines.map((line) => ({
          productId: line.product.id,
          productName: line.product.name,
          unitPriceFils: line.unitFils,
          quantity: line.quantity,
          lineTotalFils: line.unitFils * line.quantity,
        })),
      },
      events: { create: { fromStatus: null, toStatus: "pending_payment", actor: "customer" } },
    },
  });
}

async function move(orderNumber: string, status: string) {
  const result = await ctx.ops(["orders", "move", orderNumber, status]);
  if (result.code !== 0) throw new Error(`moving ${orderNumber} to ${status}: ${result.stderr}`);
}

/** Dates the order's invoice as issued at `at` (the moves issue it now). */
async function invoiceIssuedAt(orderId: number, at: string) {
  await ctx.prisma.invoice.update({ where: { orderId }, data: { issuedAt: new Date(at) } });
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** "AED 1,234.50" as fils. */
const fils = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

beforeAll(async () => {
  ctx = await createOpsTestContext();
  const brand = await ctx.prisma.brand.create({ data: { name: "Reports Brand" } });
  const category = await ctx.prisma.category.create({ data: { name: "Reports Category" } });
  const product = (sku: string, name: string, priceFils: number, stock: number) =>
    ctx.prisma.product.create({
      data: {
        sku,
        name,
        brandId: brand.id,
        categoryId: category.id,
        priceFils,
        salePriceFils: salePriceFils(priceFils, 0),
        stock,
        image: "/img/placeholder.jpg",
      },
    });
  products.oil = await product("RPT-OIL-5W30", "Castrol Edge 5W-30 4L", 4599, 2);
  products.pads = await product("RPT-BRK-F", "Bosch Brake Pads Front", 12345, 1);
  products.unsold = await product("RPT-WAX", "Carnauba Wax 500ml", 7500, 0);
  products.plenty = await product("RPT-TOWEL", "Microfibre Towel", 1500, 80);

  const customer = async (email: string, phone: string, firstName: string) => {
    const created = await createCustomer(ctx.prisma, { email, phone });
    await ctx.prisma.user.update({
      where: { id: created.id },
      data: { firstName, passwordHash: PASSWORD_HASH, createdAt: new Date("2025-02-10T08:00:00Z") },
    });
    return created;
  };
  customers.sara = await customer("Sara.Ali@Example.com", "+971501112233", "Sara");
  customers.omar = await customer("omar@example.com", "+971552223344", "Omar");
  customers.lina = await customer("lina@example.com", "+971563334455", "Lina");

  const { oil, pads } = products;
  // O1: Sara, 3 March (Abu Dhabi), two products and a 10% coupon: confirmed, shipped, delivered.
  orders.o1 = await placeOrder(
    customers.sara.id,
    [
      { product: oil, unitFils: 4599, quantity: 2 },
      { product: pads, unitFils: 12345, quantity: 1 },
    ],
    "2025-03-03T10:00:00Z",
    { couponPercent: 10 },
  );
  // O2: Omar, placed 01:30 on 4 March in Abu Dhabi (still 3 March in UTC), pay on delivery: confirmed.
  // Its contact phone is another person's.
  orders.o2 = await placeOrder(
    customers.omar.id,
    [{ product: oil, unitFils: 4599, quantity: 1 }],
    "2025-03-03T21:30:00Z",
    {
      codFeeFils: 1000,
      contactPhone: "+971509998877",
    },
  );
  // O3: Sara, 5 March, confirmed then cancelled (credit note): no sale.
  orders.o3 = await placeOrder(
    customers.sara.id,
    [{ product: pads, unitFils: 12345, quantity: 3 }],
    "2025-03-05T09:00:00Z",
  );
  // O4: Lina, 5 March, still pending: no sale.
  orders.o4 = await placeOrder(
    customers.lina.id,
    [{ product: oil, unitFils: 4599, quantity: 1 }],
    "2025-03-05T11:00:00Z",
  );
  // O5: Lina, placed at 23:00 on 6 March in Abu Dhabi, confirmed (invoiced) at 00:30 on 7 March.
  orders.o5 = await placeOrder(
    customers.lina.id,
    [{ product: pads, unitFils: 12345, quantity: 1 }],
    "2025-03-06T19:00:00Z",
  );

  for (const status of ["confirmed", "shipped", "delivered"]) await move(orders.o1.orderNumber, status);
  await move(orders.o2.orderNumber, "confirmed");
  await move(orders.o3.orderNumber, "confirmed");
  await move(orders.o3.orderNumber, "cancelled");
  await move(orders.o5.orderNumber, "confirmed");
  await invoiceIssuedAt(orders.o1.id, "2025-03-03T12:00:00Z");
  await invoiceIssuedAt(orders.o2.id, "2025-03-04T05:00:00Z");
  await invoiceIssuedAt(orders.o3.id, "2025-03-05T10:00:00Z");
  await invoiceIssuedAt(orders.o5.id, "2025-03-06T20:30:00Z");
});
afterAll(() => ctx.close());

/** The order numbers of a `find` table, top to bottom. */
const tableRefs = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => line.startsWith("CC-"))
    .map((line) => line.split(/\s+/)[0]);

describe("pnpm ops orders find", () => {
  it("when orders are found by part of their reference, phone, email or product, then the table lists them newest first with a count", async () => {
    const byRef = await ctx.ops(["orders", "find", "--ref", "rpt00002"]);
    expect(byRef.code).toBe(0);
    const [header, rule, row] = byRef.stdout.split("\n");
    expect(header).toMatch(/^order\s+placed \(Abu Dhabi\)\s+customer\s+phone\s+status\s+total\s+items$/);
    expect(rule).toMatch(/^-+( +-+){6}$/);
    expect(row).toMatch(
      /^CC-RPT00002\s+2025-03-04 01:30\s+Omar Ops\d+\s+\+971552223344\s+confirmed\s+AED 75\.99\s+1x Castrol Edge 5W-30 4L$/,
    );
    expect(byRef.stdout).toContain("\n1 order found\n");

    // Any form of the phone; the customer's own or the order's contact phone.
    for (const phone of ["050 111 2233", "+971501112233", "00971501112233", "971-50-111-2233"]) {
      const found = await ctx.ops(["orders", "find", "--phone", phone]);
      expect(tableRefs(found.stdout), phone).toEqual([orders.o3.orderNumber, orders.o1.orderNumber]);
    }
    const contact = await ctx.ops(["orders", "find", "--phone", "0509998877"]);
    expect(tableRefs(contact.stdout)).toEqual([orders.o2.orderNumber]);

    const byEmail = await ctx.ops(["orders", "find", "--email", "SARA.ALI@example.COM"]);
    expect(tableRefs(byEmail.stdout)).toEqual([orders.o3.orderNumber, orders.o1.orderNumber]);
    expect(byEmail.stdout).toContain("\n2 orders found\n");

    const bySku = await ctx.ops(["orders", "find", "--product", "rpt-oil-5w30"]);
    expect(tableRefs(bySku.stdout)).toEqual([
      orders.o4.orderNumber,
      orders.o2.orderNumber,
      orders.o1.orderNumber,
    ]);
    const byWords = await ctx.ops(["orders", "find", "--product", "front BOSCH"]);
    expect(tableRefs(byWords.stdout)).toEqual([
      orders.o5.orderNumber,
      orders.o3.orderNumber,
      orders.o1.orderNumber,
    ]);
    expect(byWords.stdout).toContain("1x Bosch Brake Pads Front");
    expect(byWords.stdout).toContain("2x Castrol Edge 5W-30 4L, 1x Bosch Brake Pads F…");
  });

  it("when filters are combined, then only orders matching all of them are listed, days being Abu Dhabi days", async () => {
    const oilOn4March = await ctx.ops(["orders", "find", "--product", "castrol", "--from", "2025-03-04", "--to", "2025-03-04"]); // prettier-ignore
    expect(tableRefs(oilOn4March.stdout)).toEqual([orders.o2.orderNumber]);
    const saraPads = await ctx.ops(["orders", "find", "--email", "sara.ali@example.com", "--product", "RPT-BRK-F", "--from", "2025-03-04"]); // prettier-ignore
    expect(tableRefs(saraPads.stdout)).toEqual([orders.o3.orderNumber]);
    // O5 was placed at 23:00 on 6 March in Abu Dhabi (19:00 UTC).
    const march6 = await ctx.ops(["orders", "find", "--from", "2025-03-06"]);
    expect(tableRefs(march6.stdout)).toEqual([orders.o5.orderNumber]);
    const march7 = await ctx.ops(["orders", "find", "--from", "2025-03-07"]);
    expect(march7.stdout).toBe("no orders match from 2025-03-07\n");

    const json = await ctx.ops(["orders", "find", "--ref", "CC-RPT", "--json"]);
    const parsed = JSON.parse(json.stdout) as {
      total: number;
      orders: { order_number: string; items: unknown[] }[];
    };
    expect(parsed.total).toBe(5);
    expect(parsed.orders[4]).toMatchObject({
      order_number: orders.o1.orderNumber,
      items: [
        { sku: "RPT-OIL-5W30", name: "Castrol Edge 5W-30 4L", quantity: 2 },
        { sku: "RPT-BRK-F", name: "Bosch Brake Pads Front", quantity: 1 },
      ],
    });
  });

  it("when more orders match than the limit, then the newest are shown with a note; when none match, a clear line and exit 0", async () => {
    const limited = await ctx.ops(["orders", "find", "--ref", "rpt", "--limit", "2"]);
    expect(limited.code).toBe(0);
    expect(tableRefs(limited.stdout)).toEqual([orders.o5.orderNumber, orders.o4.orderNumber]);
    expect(limited.stdout).toContain("showing the newest 2 of 5 matching orders; use --limit for more");

    const none = await ctx.ops(["orders", "find", "--phone", "0501112233", "--product", "wax"]);
    expect(none).toMatchObject({ code: 0, stderr: "" });
    expect(none.stdout).toBe('no orders match phone +971501112233, product "wax"\n');
    // LIKE's wildcards are taken as they are typed.
    const wildcard = await ctx.ops(["orders", "find", "--product", "%"]);
    expect(wildcard.stdout).toBe('no orders match product "%"\n');
  });

  it("when find is called without a filter or with a bad phone, email or date, then it is a usage error (exit 2)", async () => {
    for (const argv of [
      ["orders", "find"],
      ["orders", "find", "--phone", "12ab"],
      ["orders", "find", "--email", "sara.example.com"],
      ["orders", "find", "--from", "2025-02-30"],
      ["orders", "find", "--from", "2025-03-05", "--to", "2025-03-01"],
      ["orders", "find", "--ref", "x", "--limit", "0"],
    ]) {
      const result = await ctx.ops(argv);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stdout, argv.join(" ")).toBe("");
    }
    const noFilter = await ctx.ops(["orders", "find"]);
    expect(noFilter.stderr).toContain(
      "give at least one of --ref, --phone, --email, --product, --from or --to",
    );
  });
});

describe("pnpm ops reports low-stock", () => {
  it("when run, then products at or under the threshold are listed fewest first with their units sold in 30 days, the unsold one at 0", async () => {
    const now = () => new Date("2025-03-20T08:00:00Z");
    const report = await ctx.ops(["reports", "low-stock"], { now });
    expect(report.code).toBe(0);
    const lines = report.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^sku\s+name\s+stock\s+sold 30 days$/);
    // Pads: 1 in stock, 3 back from the cancelled order; sold: O1 and O5 (O3 cancelled).
    // Oil: sold in O1 (2) and O2 (1); O4 is pending. Wax: no sale at all.
    expect(lines.slice(2, 5).map((line) => line.split(/\s{2,}/))).toEqual([
      ["RPT-WAX", "Carnauba Wax 500ml", "0", "0"],
      ["RPT-OIL-5W30", "Castrol Edge 5W-30 4L", "2", "3"],
      ["RPT-BRK-F", "Bosch Brake Pads Front", "4", "2"],
    ]);
    expect(lines[5]).toBe(
      "3 products with 5 or fewer in stock; sold: units in confirmed, shipped or delivered orders placed since 2025-02-19 (Abu Dhabi)",
    );
    expect(report.stdout).not.toContain("RPT-TOWEL");

    const below2 = await ctx.ops(["reports", "low-stock", "--below", "2", "--json"], {
      now: () => new Date("2025-04-20T08:00:00Z"),
    });
    expect(JSON.parse(below2.stdout)).toEqual({
      threshold: 2,
      sold_since: "2025-03-22",
      products: [
        { sku: "RPT-WAX", name: "Carnauba Wax 500ml", stock: 0, sold_30_days: 0 },
        { sku: "RPT-OIL-5W30", name: "Castrol Edge 5W-30 4L", stock: 2, sold_30_days: 0 },
      ],
    });

    const zero = await ctx.ops(["reports", "low-stock", "--below", "0"]);
    expect(zero.stdout.split("\n").filter((line) => line.startsWith("RPT-"))).toHaveLength(1);
    expect(zero.stdout).toContain("RPT-WAX");
    const bad = await ctx.ops(["reports", "low-stock", "--below", "many"]);
    expect(bad.code).toBe(2);
  });

  it("when a low-stock product is hidden, then it is not listed (nobody can buy it), and back once shown", async () => {
    expect((await ctx.ops(["products", "hide", "RPT-WAX"])).code).toBe(0);
    try {
      const report = await ctx.ops(["reports", "low-stock"]);
      expect(report.code).toBe(0);
      expect(report.stdout).not.toContain("RPT-WAX");
      expect(report.stdout).toContain("RPT-OIL-5W30");
    } finally {
      expect((await ctx.ops(["products", "show", "RPT-WAX"])).code).toBe(0);
    }
    expect((await ctx.ops(["reports", "low-stock"])).stdout).toContain("RPT-WAX");
  });
});

describe("pnpm ops reports sales", () => {
  interface SalesJson {
    rows: {
      day: string;
      sku: string;
      item: string;
      units: number;
      net: number;
      vat: number;
      gross: number;
    }[];
    orders: { order_number: string; invoice: string; day: string; gross: number; vat: number }[];
    total: { units: number; net: number; vat: number; gross: number };
  }
  const sales = async (from: string, to: string) => {
    const result = await ctx.ops(["reports", "sales", "--from", from, "--to", to, "--json"]);
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout) as SalesJson;
  };

  it("when sales are reported, then the totals are exactly those of the orders' tax invoices, and only confirmed, shipped and delivered orders count", async () => {
    const report = await sales("2025-03-01", "2025-03-07");
    expect(report.orders.map((o) => [o.order_number, o.day])).toEqual([
      [orders.o1.orderNumber, "2025-03-03"],
      [orders.o2.orderNumber, "2025-03-04"],
      [orders.o5.orderNumber, "2025-03-07"],
    ]);
    // The invoices as the customer downloads them: their printed totals add up to the report's.
    let gross = 0;
    let vat = 0;
    let net = 0;
    for (const order of [orders.o1, orders.o2, orders.o5]) {
      const path = join(ctx.tmp, `${order.orderNumber}.pdf`);
      expect((await ctx.ops(["orders", "invoice", order.orderNumber, "--out", path])).code).toBe(0);
      const text = await pdfText(path);
      gross += fils(/Total including VAT (AED [\d,.]+)/.exec(text)![1]!);
      vat += fils(/VAT 5% (AED [\d,.]+)/.exec(text)![1]!);
      net += fils(/Total excluding VAT (AED [\d,.]+)/.exec(text)![1]!);
    }
    const toFils = (aed: number) => Math.round(aed * 100);
    expect(toFils(report.total.gross)).toBe(gross);
    expect(toFils(report.total.vat)).toBe(vat);
    expect(toFils(report.total.net)).toBe(net);
    expect(report.total.units).toBe(2 + 1 + 1 + 1);
    // Every row's net and VAT make its gross; the rows add up to the total.
    let rowsGross = 0;
    let rowsVat = 0;
    for (const row of report.rows) {
      expect(toFils(row.net) + toFils(row.vat)).toBe(toFils(row.gross));
      rowsGross += toFils(row.gross);
      rowsVat += toFils(row.vat);
    }
    expect([rowsGross, rowsVat]).toEqual([gross, vat]);
    // Each day's rows are that day's invoices.
    for (const order of report.orders) {
      const dayRows = report.rows.filter((row) => row.day === order.day);
      expect(dayRows.reduce((sum, row) => sum + toFils(row.gross), 0)).toBe(toFils(order.gross));
      expect(dayRows.reduce((sum, row) => sum + toFils(row.vat), 0)).toBe(toFils(order.vat));
    }
    // Without a coupon a product's gross is what its line cost; the fees have rows of their own.
    expect(report.rows.filter((row) => row.day === "2025-03-04")).toEqual([
      expect.objectContaining({ sku: "RPT-OIL-5W30", units: 1, gross: 45.99 }),
      expect.objectContaining({ sku: "", item: "(delivery fees)", units: 0, gross: 20 }),
      expect.objectContaining({ sku: "", item: "(pay-on-delivery fees)", units: 0, gross: 10 }),
    ]);
    // The coupon's discount (AED 21.54) is shared over O1's products in proportion to their lines
    // (123.45 and 91.98), to the fils: 111.105... and 82.78..., the fils left to the larger remainder.
    const o1 = report.rows.filter((row) => row.day === "2025-03-03");
    expect(o1.map((row) => [row.sku, row.units, toFils(row.gross)])).toEqual([
      ["RPT-BRK-F", 1, 11111],
      ["RPT-OIL-5W30", 2, 8278],
      ["", 0, 2000],
    ]);
    expect(report.rows.some((row) => row.sku === "RPT-WAX")).toBe(false);

    // A day alone; and a range with no sale at all.
    const march4 = await sales("2025-03-04", "2025-03-04");
    expect(march4.orders.map((o) => o.order_number)).toEqual([orders.o2.orderNumber]);
    expect(march4.total.gross).toBe(75.99);
    const empty = await ctx.ops(["reports", "sales", "--from", "2025-03-05", "--to", "2025-03-06"]);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain("no sales in these days");
  });

  it("when sales are printed, then a table by day and one by product each end with the same totals line; --csv gives one row per day and product", async () => {
    const text = await ctx.ops(["reports", "sales", "--from", "2025-03-01", "--to", "2025-03-07"]);
    expect(text.code).toBe(0);
    const lines = text.stdout.split("\n");
    expect(lines[0]).toBe(
      "Sales 2025-03-01 to 2025-03-07 (Abu Dhabi days, by invoice date): 3 orders confirmed, shipped or delivered.",
    );
    expect(lines[1]).toMatch(/^Amounts in AED: gross includes VAT, as on the invoices;/);
    const report = await sales("2025-03-01", "2025-03-07");
    const aed = (n: number) => `AED ${n.toFixed(2)}`;
    const totals = [aed(report.total.net), aed(report.total.vat), aed(report.total.gross)];
    const totalLines = lines.filter((line) => line.startsWith("total"));
    expect(totalLines).toHaveLength(2);
    for (const line of totalLines) expect(line.split(/\s{2,}/).slice(-3)).toEqual(totals);
    expect(lines.find((line) => line.startsWith("2025-03-03"))!.split(/\s{2,}/).slice(0, 3)).toEqual(["2025-03-03", "1", "3"]); // prettier-ignore
    expect(lines.find((line) => line.startsWith("RPT-OIL-5W30"))!.split(/\s{2,}/).slice(0, 3)).toEqual(["RPT-OIL-5W30", "Castrol Edge 5W-30 4L", "3"]); // prettier-ignore

    const csv = await ctx.ops(["reports", "sales", "--from", "2025-03-01", "--to", "2025-03-07", "--csv"]);
    const rows = parse(csv.stdout, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(["day", "sku", "item", "units", "net", "vat", "gross"]);
    expect(rows).toHaveLength(report.rows.length);
    expect(rows.find((row) => row.day === "2025-03-04" && row.sku === "RPT-OIL-5W30")).toMatchObject({
      units: "1",
      gross: "45.99",
    });
  });

  it("when the days are missing or reversed, then it is a usage error (exit 2)", async () => {
    for (const argv of [
      ["reports", "sales", "--from", "2025-03-01"],
      ["reports", "sales", "--from", "2025-03-07", "--to", "2025-03-01"],
      ["reports", "sales", "--from", "1 March", "--to", "2025-03-07"],
      ["reports", "nonsense"],
    ]) {
      expect((await ctx.ops(argv)).code, argv.join(" ")).toBe(2);
    }
  });
});

describe("pnpm ops export orders and customers", () => {
  it("when orders are exported as CSV, then there is one row per order with its lines, its invoice figures, and no secret", async () => {
    const result = await ctx.ops(["export", "orders", "--format", "csv"]);
    expect(result.code).toBe(0);
    const [header] = result.stdout.split("\n");
    expect(header).toBe(ORDER_EXPORT_COLUMNS.join(","));
    expect(header).not.toMatch(/password|hash|token|secret/i);
    expect(result.stdout).not.toContain(PASSWORD_HASH);
    const rows = parse(result.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.order_number)).toEqual([
      orders.o1.orderNumber,
      orders.o2.orderNumber,
      orders.o3.orderNumber,
      orders.o4.orderNumber,
      orders.o5.orderNumber,
    ]);
    const stored = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: orders.o1.id },
      include: { invoice: true },
    });
    expect(rows[0]).toMatchObject({
      placed_at: "2025-03-03T10:00:00.000Z",
      status: "delivered",
      customer_email: "Sara.Ali@Example.com",
      customer_phone: "+971501112233",
      address: "Villa 3, Corniche Rd, Al Khalidiya, Abu Dhabi",
      payment_method: "whatsapp",
      coupon_code: "SAVE10",
      subtotal: "215.43",
      discount: "21.54",
      delivery_fee: "20.00",
      cod_fee: "0.00",
      grand_total: (stored.grandTotalFils / 100).toFixed(2),
      vat: (stored.vatFils / 100).toFixed(2),
      invoice: stored.invoice!.number,
      credit_note: "",
      units: "3",
      items: "2 x RPT-OIL-5W30 Castrol Edge 5W-30 4L @ 45.99|1 x RPT-BRK-F Bosch Brake Pads Front @ 123.45",
    });
    expect(rows[2]!.credit_note).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(rows[3]).toMatchObject({ status: "pending_payment", invoice: "" });

    // --from/--to: placed on those Abu Dhabi days (O2 was placed on 4 March there).
    const march4 = await ctx.ops(["export", "orders", "--format", "csv", "--from", "2025-03-04", "--to", "2025-03-04"]); // prettier-ignore
    const march4Rows = parse(march4.stdout, { columns: true }) as Record<string, string>[];
    expect(march4Rows.map((row) => row.order_number)).toEqual([orders.o2.orderNumber]);

    const json = await ctx.ops(["export", "orders", "--to", "2025-03-03"]);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({
        order_number: orders.o1.orderNumber,
        grand_total: stored.grandTotalFils / 100,
      }),
    ]);
  });

  it("when customers are exported, then each has their contact, order count and sales total, and no password hash", async () => {
    const out = join(ctx.tmp, "customers.csv");
    const result = await ctx.ops(["export", "customers", "--out", out]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("exported 3 customers");
    const text = readFileSync(out, "utf8");
    const [header] = text.split("\n");
    expect(header).toBe(CUSTOMER_EXPORT_COLUMNS.join(","));
    expect(header).not.toMatch(/password|hash|token|secret/i);
    expect(text).not.toContain(PASSWORD_HASH);
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const o1 = await ctx.prisma.order.findUniqueOrThrow({ where: { id: orders.o1.id } });
    expect(rows[0]).toMatchObject({
      first_name: "Sara",
      email: "Sara.Ali@Example.com",
      phone: "+971501112233",
      joined_at: "2025-02-10T08:00:00.000Z",
      orders: "2",
      // O3 was cancelled: only O1 is a sale.
      sales_total: (o1.grandTotalFils / 100).toFixed(2),
      last_order_at: "2025-03-05T09:00:00.000Z",
    });
    const json = await ctx.ops(["export", "customers", "--from", "2025-03-01"]);
    expect(JSON.parse(json.stdout)).toEqual([]);
    expect(json.stdout).not.toContain("password");
  });

  it("when orders or customers are imported, or --from is given to another export, then it is refused as a usage error", async () => {
    const imported = await ctx.ops(["import", "orders", "orders.csv"]);
    expect(imported.code).toBe(2);
    expect(imported.stderr).toContain("orders can be exported, not imported");
    expect((await ctx.ops(["export", "products", "--from", "2025-03-01"])).code).toBe(2);
    expect((await ctx.ops(["export", "invoices"])).code).toBe(2);
  });
});
