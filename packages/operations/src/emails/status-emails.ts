// The customer's emails about their order's later changes (issue 29, decision 023): shipped,
// delivered, cancelled. Each links to the order page, in the language the order was placed in.
import { type BusinessContacts, formatAedIn } from "@carcare/contracts";
import { m } from "@carcare/contracts/messages";
import type { EmailAttachment, OutgoingEmail } from "../mail.js";
import type { OrderWithLines } from "../repositories/orders.js";
import { type EmailLanguage, emailLayout, escapeHtml } from "./layout.js";
import { orderLanguage, type OrderRecipient, storeDate } from "./order-emails.js";
import { orderPageLinkHtml, orderPageLinkText } from "./order-page-link.js";

/** The changes a customer is emailed about, one email each. */
export const STATUS_EMAIL_STATUSES = ["shipped", "delivered", "cancelled"] as const;
export type StatusEmailStatus = (typeof STATUS_EMAIL_STATUSES)[number];

export { DEFAULT_SITE_URL, orderPageUrl } from "./order-page-link.js";

/** The change the email tells about: its new status, when, and whether the customer made it. */
export interface StatusChange {
  status: StatusEmailStatus;
  at: Date;
  byCustomer: boolean;
}

/** The credit note a cancelled confirmed order was given, and its PDF when there is one to attach. */
export interface CancelledDocuments {
  creditNoteNumber: string;
  invoiceNumber: string;
  attachment?: EmailAttachment | undefined;
}

type StatusOrder = Pick<
  OrderWithLines,
  "orderNumber" | "language" | "grandTotalFils" | "paymentMethod" | "paidAt"
>;

/** What the email says besides the greeting and the link: its subject, title and paragraphs. */
function wording(
  order: StatusOrder,
  change: StatusChange,
  documents: CancelledDocuments | null,
  language: EmailLanguage,
): { subject: string; title: string; paragraphs: string[] } {
  const locale = { locale: language };
  const number = order.orderNumber;
  const date = storeDate(change.at, language);
  const amount = formatAedIn(order.grandTotalFils, language);
  if (change.status === "shipped") {
    const paragraphs = [m.emailStatusShippedBody({ number, date }, locale)];
    if (order.paymentMethod === "pay_on_delivery" && !order.paidAt) {
      paragraphs.push(m.emailStatusShippedPayOnDelivery({ amount }, locale));
    }
    return {
      subject: m.emailStatusShippedSubject({ number }, locale),
      title: m.emailStatusShippedTitle({}, locale),
      paragraphs,
    };
  }
  if (change.status === "delivered") {
    return {
      subject: m.emailStatusDeliveredSubject({ number }, locale),
      title: m.emailStatusDeliveredTitle({}, locale),
      paragraphs: [m.emailStatusDeliveredBody({ number, date }, locale)],
    };
  }
  const paragraphs = [
    change.byCustomer
      ? m.emailStatusCancelledByYou({ number, date }, locale)
      : m.emailStatusCancelledBody({ number, date }, locale),
  ];
  if (documents) {
    paragraphs.push(
      m.emailStatusCancelledCreditNote(
        { creditNote: documents.creditNoteNumber, invoice: documents.invoiceNumber, amount },
        locale,
      ),
    );
  }
  paragraphs.push(
    order.paidAt
      ? m.emailStatusCancelledRefund({ amount }, locale)
      : m.emailStatusCancelledNothingToPay({}, locale),
  );
  return {
    subject: m.emailStatusCancelledSubject({ number }, locale),
    title: m.emailStatusCancelledTitle({}, locale),
    paragraphs,
  };
}

/**
 * The customer's email about one change of their order (shipped, delivered or cancelled), in the
 * order's language, with the order page's address (`orderUrl`) and, for a cancelled confirmed
 * order, its credit note (attached when `documents.attachment` is given).
 */
export function statusEmail(
  order: StatusOrder,
  change: StatusChange,
  to: OrderRecipient,
  store: BusinessContacts,
  orderUrl: string,
  documents: CancelledDocuments | null = null,
): OutgoingEmail {
  const language = orderLanguage(order);
  const locale = { locale: language };
  const { subject, title, paragraphs } = wording(order, change, documents, language);
  const hello = m.emailHello({ name: to.firstName }, locale);
  const questions = m.emailStatusQuestions({ phone: store.phone, email: store.email }, locale);
  const text = [
    hello,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    orderPageLinkText(orderUrl, language),
    "",
    questions,
  ].join("\n");
  const html = emailLayout(
    title,
    `<p>${escapeHtml(hello)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${orderPageLinkHtml(orderUrl, language)}
<p style="color:#475569">${escapeHtml(questions)}</p>`,
    520,
    language,
  );
  const attachments = documents?.attachment ? [documents.attachment] : undefined;
  return { to: to.email, subject, text, html, ...(attachments && { attachments }) };
}
