// The order's tax documents as PDFs (issue 29, decision 023): its tax invoice, issued when it was
// confirmed, and the credit note that reverses it in full when a confirmed order is cancelled. Built
// only from what the order keeps (lines, totals, VAT and its rate, address): never recomputed.
// English, with the customer's own text (names, address, product names) as typed, Arabic included.
import { storeDateFormat } from "@carcare/calendar";
import { formatAed } from "@carcare/contracts";
import PDFDocument from "pdfkit";
import { addressLines } from "../emails/order-emails.js";
import { conflict } from "../errors.js";
import type { OrderDetailRow } from "../repositories/orders.js";
import { FONT_SCRIPTS, FONT_WEIGHTS, fontBytes, fontName } from "./fonts.js";
import type { SellerIdentity } from "./seller.js";
import { drawText, type TextStyle, textHeight } from "./text.js";

/** Which of an order's tax documents. */
export type TaxDocumentKind = "invoice" | "credit_note";

/** A tax document made for sending or downloading. */
export interface TaxDocument {
  /** INV-… or CN-…: also the file's name, with .pdf. */
  number: string;
  filename: string;
  contentType: "application/pdf";
  content: Buffer;
}

/** What the placeholder says where the TRN goes while STORE_TRN is not set (never in production). */
export const TRN_NOT_SET = "not set (STORE_TRN)";

const PAYMENT_METHOD_NAMES: Record<string, string> = {
  whatsapp: "WhatsApp payment link",
  pay_on_delivery: "Pay on delivery (cash or card)",
};

const dayFormat = storeDateFormat({ day: "numeric", month: "long", year: "numeric" }, "en-GB");
/** "27 November 2026": the day in Abu Dhabi. */
const day = (instant: Date) => dayFormat.format(instant);

// A4 in points; the page is laid out by hand (no pdfkit margins, so nothing flows by itself).
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Where the lines stop: below is the footer. */
const BODY_BOTTOM = PAGE_HEIGHT - MARGIN - 28;

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const SHADE = "#f1f5f9";

const regular = (size: number): TextStyle => ({ size, weight: 400 });
const bold = (size: number): TextStyle => ({ size, weight: 600 });

/** The table's columns: the description takes what the figures leave. */
const COLUMNS = (() => {
  const quantity = 44;
  const unit = 96;
  const amount = 104;
  const gap = 10;
  const description = CONTENT_WIDTH - quantity - unit - amount - 3 * gap;
  const x0 = MARGIN;
  return {
    description: { x: x0, width: description },
    quantity: { x: x0 + description + gap, width: quantity },
    unit: { x: x0 + description + quantity + 2 * gap, width: unit },
    amount: { x: x0 + description + quantity + unit + 3 * gap, width: amount },
  };
})();

interface DocumentFacts {
  kind: TaxDocumentKind;
  title: string;
  number: string;
  issuedAt: Date;
  seller: SellerIdentity;
}

type Pdf = PDFKit.PDFDocument;

/** The top of every page: the title, number and date, and the seller with its TRN. Answers where it ends. */
function drawPageHeader(doc: Pdf, facts: DocumentFacts): number {
  const top = MARGIN;
  const sellerWidth = CONTENT_WIDTH * 0.58;
  const rightX = MARGIN + sellerWidth + 12;
  const rightWidth = CONTENT_WIDTH - sellerWidth - 12;

  doc.fillColor(INK);
  let left = top;
  left += drawText(doc, facts.seller.legalName, MARGIN, left, sellerWidth, bold(13));
  doc.fillColor(MUTED);
  left += drawText(doc, facts.seller.address, MARGIN, left, sellerWidth, regular(9.5));
  doc.fillColor(INK);
  left += drawText(doc, `TRN: ${facts.seller.trn ?? TRN_NOT_SET}`, MARGIN, left, sellerWidth, bold(9.5));

  let right = top;
  right += drawText(doc, facts.title, rightX, right, rightWidth, { ...bold(18), align: "right" });
  const numberLabel = facts.kind === "invoice" ? "Invoice number" : "Credit note number";
  const dateLabel = facts.kind === "invoice" ? "Invoice date" : "Credit note date";
  right += drawText(doc, `${numberLabel}: ${facts.number}`, rightX, right, rightWidth, {
    ...regular(9.5),
    align: "right",
  });
  right += drawText(doc, `${dateLabel}: ${day(facts.issuedAt)}`, rightX, right, rightWidth, {
    ...regular(9.5),
    align: "right",
  });

  const bottom = Math.max(left, right) + 10;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + CONTENT_WIDTH, bottom)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  return bottom + 12;
}

/** The column titles of the lines table. Answers where the first line goes. */
function drawTableHeader(doc: Pdf, y: number): number {
  const height = 20;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(SHADE);
  doc.fillColor(INK);
  const style = bold(9);
  const textY = y + 5.5;
  drawText(doc, "Description", COLUMNS.description.x + 4, textY, COLUMNS.description.width - 4, style);
  drawText(doc, "Qty", COLUMNS.quantity.x, textY, COLUMNS.quantity.width, { ...style, align: "right" });
  drawText(doc, "Unit price (AED)", COLUMNS.unit.x, textY, COLUMNS.unit.width, { ...style, align: "right" });
  drawText(doc, "Amount (AED)", COLUMNS.amount.x, textY, COLUMNS.amount.width - 4, {
    ...style,
    align: "right",
  });
  return y + height + 4;
}

/** The customer and the order, on the first page only. Answers where it ends. */
function drawParties(doc: Pdf, order: OrderDetailRow, facts: DocumentFacts, y: number): number {
  const half = (CONTENT_WIDTH - 16) / 2;
  const rightX = MARGIN + half + 16;
  doc.fillColor(MUTED);
  let left = y + drawText(doc, "BILL TO", MARGIN, y, half, bold(8.5));
  doc.fillColor(INK);
  const [name, ...rest] = addressLines(order, "en");
  left += drawText(doc, name ?? order.contactName, MARGIN, left, half, bold(10.5));
  left += drawText(doc, rest.join("\n"), MARGIN, left, half, regular(9.5));

  doc.fillColor(MUTED);
  let right = y + drawText(doc, "ORDER", rightX, y, half, bold(8.5));
  doc.fillColor(INK);
  const facts2 = [
    `Order number: ${order.orderNumber}`,
    `Order date: ${day(order.createdAt)}`,
    `Payment method: ${PAYMENT_METHOD_NAMES[order.paymentMethod] ?? order.paymentMethod}`,
    ...(order.paidAt ? [`Paid on: ${day(order.paidAt)}`] : []),
  ];
  if (facts.kind === "credit_note" && order.invoice) {
    facts2.push(
      `Reverses tax invoice ${order.invoice.number} of ${day(order.invoice.issuedAt)} in full: the order was cancelled.`,
    );
  }
  for (const fact of facts2) right += drawText(doc, fact, rightX, right, half, regular(9.5));
  return Math.max(left, right) + 16;
}

/** The totals rows, from the order's kept figures. */
function totalRows(order: OrderDetailRow): { label: string; amount: string; strong?: boolean }[] {
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: "Subtotal", amount: formatAed(order.subtotalFils) },
  ];
  if (order.discountFils > 0) {
    const coupon = order.couponCode
      ? ` (coupon ${order.couponCode}${order.couponPercentage ? `, ${order.couponPercentage}%` : ""})`
      : "";
    rows.push({ label: `Discount${coupon}`, amount: `-${formatAed(order.discountFils)}` });
  }
  rows.push({ label: "Delivery fee", amount: formatAed(order.deliveryFeeFils) });
  if (order.codFeeFils !== 0)
    rows.push({ label: "Pay-on-delivery fee", amount: formatAed(order.codFeeFils) });
  rows.push(
    { label: "Total excluding VAT", amount: formatAed(order.grandTotalFils - order.vatFils) },
    { label: `VAT ${order.vatRatePercent}%`, amount: formatAed(order.vatFils) },
    { label: "Total including VAT", amount: formatAed(order.grandTotalFils), strong: true },
  );
  return rows;
}

/** Page numbers and the VAT note at the foot of every page, once all pages exist. */
function drawFooters(doc: Pdf, order: OrderDetailRow, facts: DocumentFacts): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const y = PAGE_HEIGHT - MARGIN - 12;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.fillColor(MUTED);
    drawText(
      doc,
      `${facts.title} ${facts.number}. Amounts in UAE dirhams (AED); prices include VAT at ${order.vatRatePercent}%.`,
      MARGIN,
      y,
      CONTENT_WIDTH - 80,
      regular(8),
    );
    drawText(doc, `Page ${index + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH - 80, y, 80, {
      ...regular(8),
      align: "right",
    });
  }
}

/** Renders the document; the order must have it (the callers check). */
async function renderPdf(order: OrderDetailRow, facts: DocumentFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    bufferPages: true,
    info: { Title: `${facts.title} ${facts.number}`, Author: facts.seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const script of FONT_SCRIPTS) {
    for (const weight of FONT_WEIGHTS) doc.registerFont(fontName(script, weight), fontBytes(script, weight));
  }

  let y = drawPageHeader(doc, facts);
  y = drawParties(doc, order, facts, y);
  y = drawTableHeader(doc, y);
  const newPage = (withTable: boolean) => {
    doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
    const top = drawPageHeader(doc, facts);
    return withTable ? drawTableHeader(doc, top) : top;
  };

  const lineStyle = regular(9.5);
  for (const line of order.lines) {
    const height = textHeight(doc, line.productName, COLUMNS.description.width - 4, lineStyle) + 8;
    if (y + height > BODY_BOTTOM) y = newPage(true);
    doc.fillColor(INK);
    drawText(
      doc,
      line.productName,
      COLUMNS.description.x + 4,
      y + 3,
      COLUMNS.description.width - 4,
      lineStyle,
    );
    const figure = { ...lineStyle, align: "right" as const };
    drawText(doc, String(line.quantity), COLUMNS.quantity.x, y + 3, COLUMNS.quantity.width, figure);
    drawText(doc, formatAed(line.unitPriceFils), COLUMNS.unit.x, y + 3, COLUMNS.unit.width, figure);
    drawText(doc, formatAed(line.lineTotalFils), COLUMNS.amount.x, y + 3, COLUMNS.amount.width - 4, figure);
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  const rows = totalRows(order);
  const rowHeight = 17;
  if (y + 12 + rows.length * rowHeight > BODY_BOTTOM) y = newPage(false);
  y += 12;
  const labelX = COLUMNS.quantity.x - 120;
  const labelWidth = COLUMNS.amount.x - labelX - 10;
  for (const row of rows) {
    if (row.strong) {
      doc.rect(labelX - 6, y - 3, MARGIN + CONTENT_WIDTH - labelX + 6, rowHeight + 2).fill(SHADE);
    }
    doc.fillColor(INK);
    const style = row.strong ? bold(10.5) : regular(9.5);
    drawText(doc, row.label, labelX, y, labelWidth, { ...style, align: "right" });
    drawText(doc, row.amount, COLUMNS.amount.x, y, COLUMNS.amount.width - 4, { ...style, align: "right" });
    y += rowHeight;
  }

  drawFooters(doc, order, facts);
  doc.end();
  return ended;
}

/** The order's tax invoice as a PDF; refuses (CONFLICT) an order that has none (not confirmed). */
export async function taxInvoicePdf(order: OrderDetailRow, seller: SellerIdentity): Promise<TaxDocument> {
  const invoice = order.invoice;
  if (!invoice) {
    throw conflict(
      `Order ${order.orderNumber} has no tax invoice: it is issued when the order is confirmed.`,
    );
  }
  const facts: DocumentFacts = {
    kind: "invoice",
    title: "Tax Invoice",
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    seller,
  };
  return document(invoice.number, await renderPdf(order, facts));
}

/** The order's tax credit note as a PDF; refuses (CONFLICT) an order that has none. */
export async function creditNotePdf(order: OrderDetailRow, seller: SellerIdentity): Promise<TaxDocument> {
  const note = order.creditNote;
  if (!note || !order.invoice) {
    throw conflict(
      `Order ${order.orderNumber} has no credit note: one is issued when a confirmed order is cancelled.`,
    );
  }
  const facts: DocumentFacts = {
    kind: "credit_note",
    title: "Tax Credit Note",
    number: note.number,
    issuedAt: note.issuedAt,
    seller,
  };
  return document(note.number, await renderPdf(order, facts));
}

const document = (number: string, content: Buffer): TaxDocument => ({
  number,
  filename: `${number}.pdf`,
  contentType: "application/pdf",
  content,
});
