import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatAed, vatPartFils } from "@carcare/contracts";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, openTestDatabase, type TestDatabase } from "../../test/database.js";
import { OperationError } from "../errors.js";
import { sellerIdentity } from "./seller.js";
import { orderDocumentPdf } from "./order-documents.js";
import { TRN_NOT_SET } from "./tax-documents.js";

let ctx: TestDatabase;
let seq = 0;
const seller = sellerIdentity({
  STORE_LEGAL_NAME: "CarCare Trading L.L.C.",
  STORE_ADDRESS: "Shop 4, Al Wahda Street, Abu Dhabi, United Arab Emirates",
  STORE_TRN: "100123456700003",
});

beforeAll(async () => {
  ctx = await openTestDatabase();
});
afterAll(() => ctx.close());

interface Line {
  name: string;
  unitFils: number;
  quantity: number;
}

/** A confirmed order straight in the database, with its invoice, as a confirm leaves it. */
async function confirmedOrder(options: {
  lines: Line[];
  discountFils?: number;
  deliveryFeeFils?: number;
  codFeeFils?: number;
  contactName?: string;
  address?: Record<string, string>;
  creditNote?: boolean;
}) {
  seq += 1;
  const customer = await createCustomer(ctx.prisma);
  const subtotal = options.lines.reduce((sum, line) => sum + line.unitFils * line.quantity, 0);
  const discount = options.discountFils ?? 0;
  const delivery = options.deliveryFeeFils ?? 2000;
  const cod = options.codFeeFils ?? 0;
  const grand = subtotal - discount + delivery + cod;
  const order = await ctx.prisma.order.create({
    data: {
      orderNumber: `CC-DOC${String(seq).padStart(5, "0")}`,
      userId: customer.id,
      status: "confirmed",
      subtotalFils: subtotal,
      deliveryFeeFils: delivery,
      discountFils: discount,
      codFeeFils: cod,
      grandTotalFils: grand,
      vatRatePercent: 5,
      // As Place Order keeps it: the VAT part of the grand total, once.
      vatFils: vatPartFils(grand, 5),
      paymentMethod: cod > 0 ? "pay_on_delivery" : "whatsapp",
      couponCode: discount > 0 ? "WELCOME10" : null,
      couponPercentage: discount > 0 ? 10 : null,
      contactName: options.contactName ?? "Khalid Ahmed",
      contactPhone: "+971501110000",
      address: options.address ?? {
        building_name: "Villa 12",
        street: "Al Falah St",
        area_district: "Al Bateen",
        city: "Abu Dhabi",
      },
      lines: {
        create: options.lines.map((line) => ({
          productName: line.name,
          unitPriceFils: line.unitFils,
          quantity: line.quantity,
          lineTotalFils: line.unitFils * line.quantity,
        })),
      },
    },
  });
  const invoice = await ctx.prisma.invoice.create({
    data: { orderId: order.id, number: `INV-2026-${String(900000 + seq)}` },
  });
  if (options.creditNote) {
    await ctx.prisma.creditNote.create({
      data: { orderId: order.id, invoiceId: invoice.id, number: `CN-2026-${String(800000 + seq)}` },
    });
  }
  return { order, invoice };
}

/** The PDF's text, page by page, as a PDF text extractor reads it back. */
async function pdfPages(content: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(content));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** Keeps a copy for looking at (TAX_DOCUMENT_SAMPLES=<folder>); tests read only the text. */
function keep(name: string, content: Buffer) {
  const folder = process.env.TAX_DOCUMENT_SAMPLES;
  if (folder) writeFileSync(join(folder, name), content);
}

describe("the tax invoice PDF", () => {
  it("when an order is confirmed, then its PDF holds the seller with its TRN, each line, the discount, the fees and VAT 5% with the totals the order keeps", async () => {
    const { order, invoice } = await confirmedOrder({
      lines: [
        { name: "Meguiar's Ultimate Liquid Wax 473 ml", unitFils: 12950, quantity: 2 },
        { name: "Microfibre towels, pack of 6", unitFils: 4500, quantity: 1 },
      ],
      discountFils: 3040,
      codFeeFils: 1000,
    });
    const document = await orderDocumentPdf(ctx.db, order.orderNumber, "invoice", seller);
    expect(document.filename).toBe(`${invoice.number}.pdf`);
    expect(document.content.subarray(0, 5).toString()).toBe("%PDF-");
    keep("invoice.pdf", document.content);

    const pages = await pdfPages(document.content);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    const grand = 12950 * 2 + 4500 - 3040 + 2000 + 1000;
    for (const expected of [
      "Tax Invoice",
      "CarCare Trading L.L.C.",
      "Shop 4, Al Wahda Street, Abu Dhabi, United Arab Emirates",
      "TRN: 100123456700003",
      `Invoice number: ${invoice.number}`,
      "Khalid Ahmed",
      "Villa 12",
      "Al Bateen, Abu Dhabi",
      `Order number: ${order.orderNumber}`,
      "Payment method: Pay on delivery (cash or card)",
      "Meguiar's Ultimate Liquid Wax 473 ml",
      `2 ${formatAed(12950)} ${formatAed(25900)}`,
      `Microfibre towels, pack of 6 1 ${formatAed(4500)} ${formatAed(4500)}`,
      `Subtotal ${formatAed(30400)}`,
      `Discount (coupon WELCOME10, 10%) -${formatAed(3040)}`,
      `Delivery fee ${formatAed(2000)}`,
      `Pay-on-delivery fee ${formatAed(1000)}`,
      // 30,360 fils x 5 / 105 = 1,445.71: 1,446 fils of VAT.
      `Total excluding VAT ${formatAed(grand - 1446)}`,
      `VAT 5% ${formatAed(1446)}`,
      `Total including VAT ${formatAed(grand)}`,
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    // The invoice date is the day of issue in Abu Dhabi.
    const day = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Dubai",
    }).format(invoice.issuedAt);
    expect(text).toContain(`Invoice date: ${day}`);
    expect(text).not.toContain("Tax Credit Note");
  });

  it("when the order has no pay-on-delivery fee and no discount, then neither row is printed", async () => {
    const { order } = await confirmedOrder({
      lines: [{ name: "Tyre shine", unitFils: 3500, quantity: 1 }],
    });
    const [text] = await pdfPages((await orderDocumentPdf(ctx.db, order.id, "invoice", seller)).content);
    expect(text).not.toContain("Pay-on-delivery fee");
    expect(text).not.toContain("Discount");
    expect(text).toContain("Payment method: WhatsApp payment link");
    expect(text).toContain(`Total excluding VAT ${formatAed(5500 - 262)}`);
    expect(text).toContain(`VAT 5% ${formatAed(262)}`);
    expect(text).toContain(`Total including VAT ${formatAed(5500)}`);
  });

  it("when the customer and a product are named in Arabic, then the Arabic text is in the PDF, not lost", async () => {
    const { order } = await confirmedOrder({
      lines: [{ name: "شمع السيارات الممتاز 500 مل", unitFils: 9900, quantity: 1 }],
      contactName: "خالد أحمد",
      address: { building_name: "فيلا 12", street: "شارع الفلاح", area_district: "البطين", city: "أبوظبي" },
    });
    const document = await orderDocumentPdf(ctx.db, order.orderNumber, "invoice", seller);
    keep("invoice-arabic.pdf", document.content);
    const [text] = await pdfPages(document.content);
    // Each Arabic word comes back whole (its letters were shaped, not drawn as boxes), and the
    // figures with them.
    // The extractor reorders right-to-left text by its own rules, and the shaped joining forms and
    // ligatures (لا) do not always come back in typed order, so the check is on the letters: every
    // Arabic letter typed is in the PDF as text (drawn with the Arabic font, not as boxes), and
    // nothing else; whole words where they come back whole.
    const typed = ["شمع السيارات الممتاز 500 مل", "خالد أحمد", "فيلا 12", "شارع الفلاح", "البطين", "أبوظبي"];
    const arabicLetters = (value: string) => [...value.replace(/[^\u0600-\u06FF]/g, "")].sort().join("");
    expect(arabicLetters(text!)).toBe(arabicLetters(typed.join("")));
    for (const word of ["شمع", "السيارات", "الممتاز", "خالد", "أحمد", "شارع"]) expect(text).toContain(word);
    expect(text).not.toContain("\u0000");
    expect(text).toContain(`1 ${formatAed(9900)} ${formatAed(9900)}`);
  });

  it("when an order has 60 lines and a long name, then they flow onto more pages, each with the header and the column titles", async () => {
    const lines: Line[] = Array.from({ length: 60 }, (_, index) => ({
      name:
        index === 0
          ? "Professional ceramic coating kit with applicator pads, microfibre cloths, panel wipe and an infrared curing lamp for a showroom finish"
          : `Line item number ${index + 1}`,
      unitFils: 1000 + index,
      quantity: 1 + (index % 3),
    }));
    const { order, invoice } = await confirmedOrder({ lines });
    const document = await orderDocumentPdf(ctx.db, order.orderNumber, "invoice", seller);
    keep("invoice-60-lines.pdf", document.content);
    const pages = await pdfPages(document.content);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain("Tax Invoice");
      expect(page).toContain(`Invoice number: ${invoice.number}`);
      expect(page).toContain("TRN: 100123456700003");
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const all = pages.join("\n");
    for (const [index, line] of lines.entries()) {
      if (index > 0) {
        expect(all).toContain(
          `${line.name} ${line.quantity} ${formatAed(line.unitFils)} ${formatAed(line.unitFils * line.quantity)}`,
        );
      }
    }
    // The long name is wrapped, every word of it kept.
    for (const word of ["Professional", "applicator", "infrared", "showroom", "finish"])
      expect(all).toContain(word);
    // Every page but the last ends in lines; the totals come once, on the last.
    expect(pages.filter((page) => page.includes("Total including VAT"))).toHaveLength(1);
    expect(pages.at(-1)).toContain("Total including VAT");
    // Pages after the first carry the column titles again, not the customer block.
    for (const page of pages.slice(1)) {
      expect(page).toContain("Description Qty Unit price (AED) Amount (AED)");
      expect(page).not.toContain("BILL TO");
    }
  });

  it("when STORE_TRN is not set, then the PDF says so where the TRN goes, never a made-up number", async () => {
    const { order } = await confirmedOrder({
      lines: [{ name: "Glass cleaner", unitFils: 2500, quantity: 1 }],
    });
    const noTrn = sellerIdentity({});
    expect(noTrn).toEqual({
      legalName: "CarCare Abu Dhabi",
      address: "Abu Dhabi, United Arab Emirates",
      trn: null,
    });
    const [text] = await pdfPages(
      (await orderDocumentPdf(ctx.db, order.orderNumber, "invoice", noTrn)).content,
    );
    expect(text).toContain(`TRN: ${TRN_NOT_SET}`);
    expect(text).toContain("CarCare Abu Dhabi");
  });

  it("when STORE_TRN is not 15 digits, then the seller is refused naming the setting", () => {
    expect(() => sellerIdentity({ STORE_TRN: "12345" })).toThrow(/STORE_TRN must be the store's 15-digit/);
  });

  it("when the order has no invoice or does not exist, then it is refused: CONFLICT and NOT_FOUND", async () => {
    const { order } = await confirmedOrder({
      lines: [{ name: "Sponge", unitFils: 500, quantity: 1 }],
    });
    await ctx.prisma.invoice.delete({ where: { orderId: order.id } });
    const refused = await orderDocumentPdf(ctx.db, order.orderNumber, "invoice", seller).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(OperationError);
    expect(refused).toMatchObject({ code: "CONFLICT" });
    expect((refused as Error).message).toBe(
      `Order ${order.orderNumber} has no tax invoice: it is issued when the order is confirmed.`,
    );
    const missing = await orderDocumentPdf(ctx.db, "CC-NOPE99", "invoice", seller).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the tax credit note PDF", () => {
  it("when a confirmed order was cancelled, then its credit note names the invoice it reverses, with the same figures", async () => {
    const { order, invoice } = await confirmedOrder({
      lines: [{ name: "Engine oil 5W-30, 4 L", unitFils: 18900, quantity: 1 }],
      creditNote: true,
    });
    const document = await orderDocumentPdf(ctx.db, order.orderNumber, "credit_note", seller);
    keep("credit-note.pdf", document.content);
    const note = await ctx.prisma.creditNote.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(document.filename).toBe(`${note.number}.pdf`);
    const [text] = await pdfPages(document.content);
    for (const expected of [
      "Tax Credit Note",
      `Credit note number: ${note.number}`,
      `Reverses tax invoice ${invoice.number}`,
      "TRN: 100123456700003",
      `Engine oil 5W-30, 4 L 1 ${formatAed(18900)} ${formatAed(18900)}`,
      `Total excluding VAT ${formatAed(20900 - 995)}`,
      `VAT 5% ${formatAed(995)}`,
      `Total including VAT ${formatAed(20900)}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("when the order has no credit note, then it is refused with the reason", async () => {
    const { order } = await confirmedOrder({
      lines: [{ name: "Sponge", unitFils: 500, quantity: 1 }],
    });
    await expect(orderDocumentPdf(ctx.db, order.orderNumber, "credit_note", seller)).rejects.toThrow(
      `Order ${order.orderNumber} has no credit note: one is issued when a confirmed order is cancelled.`,
    );
  });
});
