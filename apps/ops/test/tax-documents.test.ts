import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatAed, vatPartFils } from "@carcare/contracts";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createOpsTestContext, type OpsTestContext } from "./helpers.js";

// `pnpm ops orders invoice|credit-note <ref> --out file.pdf`, the invoice email's attachment and the
// production TRN rule, as an operator runs them (issue 29, decision 023).
let ctx: OpsTestContext;
let seq = 0;
const TRN = "100123456700003";
const seller = { storeLegalName: "CarCare Trading L.L.C.", storeTrn: TRN };

beforeAll(async () => {
  ctx = await createOpsTestContext();
});
afterAll(() => ctx.close());

/** A pending order of 2 x AED 120.00 + AED 20.00 delivery, placed by a new customer. */
async function pendingOrder() {
  seq += 1;
  const customer = await createCustomer(ctx.prisma);
  return ctx.prisma.order.create({
    data: {
      orderNumber: `CC-TAX${String(seq).padStart(4, "0")}`,
      userId: customer.id,
      subtotalFils: 24000,
      deliveryFeeFils: 2000,
      grandTotalFils: 26000,
      vatFils: vatPartFils(26000, 5),
      contactName: "Fatima Al Mansoori",
      contactPhone: "+971502223344",
      address: { building_name: "Villa 12", street: "Al Falah St", city: "Abu Dhabi" },
      lines: {
        create: [{ productName: "Foam cannon", unitPriceFils: 12000, quantity: 2, lineTotalFils: 24000 }],
      },
    },
    include: { user: true },
  });
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe("pnpm ops orders invoice and credit-note", () => {
  it("when an order is confirmed, then its invoice email carries the PDF and `orders invoice --out` writes the same tax invoice", async () => {
    const order = await pendingOrder();
    const confirm = await ctx.ops(["orders", "move", order.orderNumber, "confirmed"], seller);
    expect(confirm.code).toBe(0);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    // No SMTP_URL: the dev outbox keeps the email and names the attached file.
    const [email] = await ctx.prisma.outboxEmail.findMany({ where: { to: order.user.email } });
    expect(email!.text).toContain(`Tax Invoice ${invoice.number}`);
    expect(email!.text).toContain(`TRN: ${TRN}`);
    expect(email!.text).toMatch(
      new RegExp(`Attachments:\\n- ${invoice.number}\\.pdf \\(application/pdf, \\d+ bytes\\)`),
    );

    const out = join(ctx.tmp, "invoice.pdf");
    const written = await ctx.ops(["orders", "invoice", order.orderNumber, "--out", out], seller);
    expect(written.stderr).toBe("");
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(new RegExp(`^${invoice.number} written to ${out} \\(\\d+ bytes\\)\\n$`));
    const text = await pdfText(out);
    for (const expected of [
      "Tax Invoice",
      "CarCare Trading L.L.C.",
      `TRN: ${TRN}`,
      `Invoice number: ${invoice.number}`,
      "Fatima Al Mansoori",
      `Foam cannon 2 ${formatAed(12000)} ${formatAed(24000)}`,
      `Total excluding VAT ${formatAed(26000 - vatPartFils(26000, 5))}`,
      `VAT 5% ${formatAed(vatPartFils(26000, 5))}`,
      `Total including VAT ${formatAed(26000)}`,
    ]) {
      expect(text).toContain(expected);
    }

    // --json, and by order id as well as number.
    const asJson = await ctx.ops(["orders", "invoice", String(order.id), "--out", out, "--json"], seller);
    expect(JSON.parse(asJson.stdout)).toEqual({
      number: invoice.number,
      file: out,
      bytes: readFileSync(out).length,
    });
  });

  it("when a confirmed order is cancelled, then the cancel names its credit note and `orders credit-note --out` writes it", async () => {
    const order = await pendingOrder();
    await ctx.ops(["orders", "move", order.orderNumber, "confirmed"], seller);
    const out = join(ctx.tmp, "credit-note.pdf");
    const before = await ctx.ops(["orders", "credit-note", order.orderNumber, "--out", out], seller);
    expect(before.code).toBe(1);
    expect(before.stderr).toBe(
      `error: Order ${order.orderNumber} has no credit note: one is issued when a confirmed order is cancelled.\n`,
    );
    expect(existsSync(out)).toBe(false);

    const cancel = await ctx.ops(["orders", "cancel", order.orderNumber], seller);
    expect(cancel.code).toBe(0);
    const note = await ctx.prisma.creditNote.findUniqueOrThrow({ where: { orderId: order.id } });
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(cancel.stdout).toContain(
      `credit note ${note.number} issued (reverses invoice ${invoice.number}); save it with: ` +
        `pnpm ops orders credit-note ${order.orderNumber} --out ${note.number}.pdf`,
    );

    const written = await ctx.ops(["orders", "credit-note", order.orderNumber, "--out", out], seller);
    expect(written.code).toBe(0);
    const text = await pdfText(out);
    expect(text).toContain("Tax Credit Note");
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Reverses tax invoice ${invoice.number}`);
    expect(text).toContain(`Total including VAT ${formatAed(26000)}`);
  });

  it("when the order has no invoice, does not exist, or --out is missing, then it is refused clearly and no file is written", async () => {
    const order = await pendingOrder();
    const out = join(ctx.tmp, "none.pdf");
    const none = await ctx.ops(["orders", "invoice", order.orderNumber, "--out", out], seller);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(
      `error: Order ${order.orderNumber} has no tax invoice: it is issued when the order is confirmed.\n`,
    );
    const missing = await ctx.ops(["orders", "invoice", "CC-NOSUCH1", "--out", out], seller);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("error: Order CC-NOSUCH1 not found.\n");
    expect(existsSync(out)).toBe(false);

    const noOut = await ctx.ops(["orders", "invoice", order.orderNumber], seller);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain("required option '--out <file>' not specified");
  });

  it("when STORE_TRN is not set, then the PDF says so and the operator is warned", async () => {
    const order = await pendingOrder();
    await ctx.ops(["orders", "move", order.orderNumber, "confirmed"]);
    const out = join(ctx.tmp, "no-trn.pdf");
    const written = await ctx.ops(["orders", "invoice", order.orderNumber, "--out", out]);
    expect(written.code).toBe(0);
    expect(written.stderr).toBe("warning: STORE_TRN is not set: the document says so where the TRN goes.\n");
    const text = await pdfText(out);
    expect(text).toContain("TRN: not set (STORE_TRN)");
    expect(text).toContain("CarCare Abu Dhabi");
  });
});

describe("the TRN rule in pnpm ops", () => {
  it("when NODE_ENV is production and STORE_TRN is not set, then a confirm is refused naming STORE_TRN and the order stays as it was", async () => {
    const order = await pendingOrder();
    const refused = await ctx.ops(["orders", "move", order.orderNumber, "confirmed"], {
      production: true,
      mailDisabled: true,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "error: Orders cannot be confirmed: the store has no Tax Registration Number, and a tax invoice needs one. " +
        "Set STORE_TRN to the store's 15-digit TRN and try again.\n",
    );
    const after = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { invoice: true, events: true },
    });
    expect(after.status).toBe("pending_payment");
    expect(after.invoice).toBeNull();
    expect(after.events).toHaveLength(0);
    expect(await ctx.prisma.outboxEmail.count({ where: { to: order.user.email } })).toBe(0);

    const confirmed = await ctx.ops(["orders", "move", order.orderNumber, "confirmed"], {
      production: true,
      mailDisabled: true,
      storeTrn: TRN,
    });
    expect(confirmed.code).toBe(0);
  });

  it("when STORE_TRN is not 15 digits, then the command is refused as a usage error before anything changes", async () => {
    const order = await pendingOrder();
    const bad = await ctx.ops(["orders", "move", order.orderNumber, "confirmed"], { storeTrn: "12345" });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("error: STORE_TRN must be the store's 15-digit Tax Registration Number\n");
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      "pending_payment",
    );
  });
});
