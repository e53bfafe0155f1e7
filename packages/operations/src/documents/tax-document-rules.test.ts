import { formatAed } from "@carcare/contracts";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, openTestDatabase, type TestDatabase } from "../../test/database.js";
import type { InvoiceMail, OutgoingEmail } from "../mail.js";
import { cancelOrder, moveOrder, sendInvoice } from "../orders.js";
import { businessContacts } from "../store-info.js";
import { sellerIdentity } from "./seller.js";
import { orderDocumentPdf } from "./order-documents.js";

// The rules around the tax documents (decision 023): the invoice email carries the tax invoice PDF,
// cancelling a confirmed order issues its credit note, and production refuses to confirm without a TRN.
let ctx: TestDatabase;
let seq = 0;
const TRN = "100123456700003";
const seller = sellerIdentity({ STORE_LEGAL_NAME: "CarCare Trading L.L.C.", STORE_TRN: TRN });
const store = businessContacts("971501234567");

beforeAll(async () => {
  ctx = await openTestDatabase();
});
afterAll(() => ctx.close());

/** A mailer that keeps what it is given. */
function capture(): { mail: InvoiceMail; sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  const mailer = {
    send: async (email: OutgoingEmail) => {
      sent.push(email);
      return { status: "sent" as const };
    },
  };
  return { sent, mail: { mailer, store, seller } };
}

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

/** A pending WhatsApp order of two lines, 2 x 45.00 + 1 x 120.00 + 20.00 delivery = 230.00, VAT 10.95. */
async function pendingOrder(language: "en" | "ar" = "en") {
  seq += 1;
  const customer = await createCustomer(ctx.prisma, { firstName: "Khalid" });
  return ctx.prisma.order.create({
    data: {
      orderNumber: `CC-RUL${String(seq).padStart(5, "0")}`,
      userId: customer.id,
      subtotalFils: 21000,
      deliveryFeeFils: 2000,
      grandTotalFils: 23000,
      vatRatePercent: 5,
      vatFils: 1095,
      language,
      contactName: "Khalid Ahmed",
      contactPhone: "+971501110000",
      address: { building_name: "Villa 12", street: "Al Falah St", city: "Abu Dhabi" },
      lines: {
        create: [
          { productName: "Car shampoo 1 L", unitPriceFils: 4500, quantity: 2, lineTotalFils: 9000 },
          { productName: "Ceramic spray", unitPriceFils: 12000, quantity: 1, lineTotalFils: 12000 },
        ],
      },
    },
    include: { user: true },
  });
}

describe("the invoice email", () => {
  it("when an order is confirmed, then its email says Tax Invoice with the TRN and the VAT, and carries the tax invoice PDF", async () => {
    const order = await pendingOrder();
    const { mail, sent } = capture();
    const moved = await moveOrder(ctx.db, order.orderNumber, "confirmed", "ops:test", undefined, mail);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(moved.invoice).toEqual({ number: invoice.number, to: order.user.email, sent: true });

    expect(sent).toHaveLength(1);
    const email = sent[0]!;
    for (const part of [email.text, email.html]) {
      expect(part).toContain(`Tax Invoice ${invoice.number}`);
      expect(part).toContain(`TRN: ${TRN}`);
      expect(part).toContain("CarCare Trading L.L.C.");
      expect(part).toContain(`Your tax invoice ${invoice.number} is attached to this email as a PDF.`);
    }
    expect(email.text).toContain(`of which VAT 5%: ${formatAed(1095)}`);

    expect(email.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoice.number}.pdf`, "application/pdf"],
    ]);
    const text = await pdfText(email.attachments![0]!.content);
    for (const expected of [
      "Tax Invoice",
      `TRN: ${TRN}`,
      `Invoice number: ${invoice.number}`,
      `Car shampoo 1 L 2 ${formatAed(4500)} ${formatAed(9000)}`,
      `Ceramic spray 1 ${formatAed(12000)} ${formatAed(12000)}`,
      `Total excluding VAT ${formatAed(23000 - 1095)}`,
      `VAT 5% ${formatAed(1095)}`,
      `Total including VAT ${formatAed(23000)}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("when the order was placed in Arabic, then the email is in Arabic and still carries the tax invoice PDF", async () => {
    const order = await pendingOrder("ar");
    const { mail, sent } = capture();
    await moveOrder(ctx.db, order.orderNumber, "confirmed", "ops:test", undefined, mail);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(sent[0]!.text).toContain(`فاتورة ضريبية ${invoice.number}`);
    expect(sent[0]!.text).toContain(`الرقم الضريبي (TRN): ${TRN}`);
    expect(sent[0]!.attachments?.[0]?.filename).toBe(`${invoice.number}.pdf`);
  });

  it("when the email fails, then the move stands and send-invoice later sends the same PDF", async () => {
    const order = await pendingOrder();
    const broken: InvoiceMail = {
      mailer: { send: () => Promise.reject(new Error("SMTP down")) },
      store,
      seller,
    };
    const moved = await moveOrder(ctx.db, order.orderNumber, "confirmed", "ops:test", undefined, broken);
    expect(moved.invoice).toMatchObject({ sent: false, error: "SMTP down" });
    const { mail, sent } = capture();
    await sendInvoice(ctx.db, order.orderNumber, mail);
    expect(sent[0]!.attachments?.[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("the credit note", () => {
  it("when a confirmed order is cancelled, then a credit note CN-<year>-<id> reversing its invoice is issued with the cancellation", async () => {
    const order = await pendingOrder();
    await moveOrder(ctx.db, order.orderNumber, "confirmed", "ops:test", undefined, capture().mail);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });

    const cancelled = await cancelOrder(ctx.db, order.orderNumber, "ops:test", "customer asked");
    const note = await ctx.prisma.creditNote.findUniqueOrThrow({ where: { orderId: order.id } });
    const year = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai", year: "numeric" }).format(
      note.issuedAt,
    );
    expect(note.number).toBe(`CN-${year}-${String(note.id).padStart(6, "0")}`);
    expect(note.invoiceId).toBe(invoice.id);
    expect(cancelled.creditNote).toEqual({ number: note.number, issuedAt: note.issuedAt });
    expect(cancelled.order.creditNote?.number).toBe(note.number);

    const document = await orderDocumentPdf(ctx.db, order.orderNumber, "credit_note", seller);
    const text = await pdfText(document.content);
    expect(text).toContain("Tax Credit Note");
    expect(text).toContain(`Reverses tax invoice ${invoice.number}`);
    expect(text).toContain(`Total including VAT ${formatAed(23000)}`);
  });

  it("when an order that was never confirmed is cancelled, then no credit note is issued", async () => {
    const order = await pendingOrder();
    const cancelled = await cancelOrder(ctx.db, order.orderNumber, "ops:test");
    expect(cancelled.creditNote).toBeNull();
    expect(await ctx.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(0);
    await expect(orderDocumentPdf(ctx.db, order.orderNumber, "credit_note", seller)).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});

describe("the TRN rule", () => {
  it("when the store runs in production without STORE_TRN, then a confirm is refused naming the setting and nothing changes", async () => {
    const order = await pendingOrder();
    const { mail, sent } = capture();
    const noTrn: InvoiceMail = { ...mail, seller: sellerIdentity({}), production: true };
    const refused = moveOrder(ctx.db, order.orderNumber, "confirmed", "ops:test", undefined, noTrn);
    await expect(refused).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("STORE_TRN"),
    });
    const after = await ctx.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { invoice: true, events: true },
    });
    expect(after.status).toBe("pending_payment");
    expect(after.invoice).toBeNull();
    expect(after.events).toHaveLength(0);
    expect(sent).toHaveLength(0);

    // With the TRN it goes through; outside production the placeholder stands in for it.
    const withTrn = await moveOrder(ctx.db, order.orderNumber, "confirmed", "ops:test", undefined, {
      ...mail,
      production: true,
    });
    expect(withTrn.to).toBe("confirmed");
    const other = await pendingOrder();
    const { mail: devMail, sent: devSent } = capture();
    await moveOrder(ctx.db, other.orderNumber, "confirmed", "ops:test", undefined, {
      ...devMail,
      seller: sellerIdentity({}),
    });
    expect(devSent[0]!.text).toContain("TRN: not set (STORE_TRN)");
    expect(await pdfText(devSent[0]!.attachments![0]!.content)).toContain("TRN: not set (STORE_TRN)");
  });

  it("when production moves an order along without a TRN, then only confirms are refused", async () => {
    const order = await pendingOrder();
    await moveOrder(ctx.db, order.orderNumber, "confirmed", "ops:test", undefined, capture().mail);
    const noTrn: InvoiceMail = { ...capture().mail, seller: sellerIdentity({}), production: true };
    const shipped = await moveOrder(ctx.db, order.orderNumber, "shipped", "ops:test", undefined, noTrn);
    expect(shipped.to).toBe("shipped");
  });
});
