// The customer's email about each change of their order to shipped, delivered or cancelled (issue 29,
// docs/decisions/023): at most once per change, claimed on the change's history row before sending
// (decision 007's rule for invoices); a failed send gives the claim back and never undoes the change.
import { sellerIdentity } from "./documents/seller.js";
import { creditNotePdf } from "./documents/tax-documents.js";
import {
  type CancelledDocuments,
  DEFAULT_SITE_URL,
  orderPageUrl,
  STATUS_EMAIL_STATUSES,
  statusEmail,
  type StatusEmailStatus,
} from "./emails/status-emails.js";
import { orderLanguage } from "./emails/order-emails.js";
import { conflict } from "./errors.js";
import type { InvoiceMail } from "./mail.js";
import type { Db } from "./repositories/db.js";
import * as followUp from "./repositories/order-follow-up.js";
import type { OrderDetailRow } from "./repositories/orders.js";

/**
 * The status email's fate: sent, or not (the change stands either way); not sent but `kept` in the
 * outbox keeps the claim, as for invoices (InvoiceEmailResult).
 */
export type StatusEmailResult =
  | { status: StatusEmailStatus; to: string; sent: true }
  | { status: StatusEmailStatus; to: string; sent: false; error: string; kept?: "stored" | "pending" };

export const isStatusEmailed = (status: string): status is StatusEmailStatus =>
  (STATUS_EMAIL_STATUSES as readonly string[]).includes(status);

/**
 * The history row of the change that brought the order to its status: the one row moving into it
 * (statuses are never reached twice; a note kept without a change, as `orders paid` writes, has the
 * same status on both sides and is not a change).
 */
function changeEvent(order: OrderDetailRow, status: StatusEmailStatus) {
  return order.events.find((event) => event.toStatus === status && event.fromStatus !== status) ?? null;
}

/** A cancelled confirmed order's credit note, with its PDF to attach (decision 023); null for any other order. */
async function creditNoteOf(order: OrderDetailRow, mail: InvoiceMail): Promise<CancelledDocuments | null> {
  if (order.status !== "cancelled" || !order.creditNote || !order.invoice) return null;
  const pdf = await creditNotePdf(order, mail.seller ?? sellerIdentity({}));
  return {
    creditNoteNumber: order.creditNote.number,
    invoiceNumber: order.invoice.number,
    attachment: { filename: pdf.filename, content: pdf.content, contentType: pdf.contentType },
  };
}

/**
 * Emails the customer about the order's current status (shipped, delivered or cancelled) unless that
 * change was already emailed. Refuses (CONFLICT) an order in another status, or a change whose email
 * was already claimed; a send that fails is reported in the result and can be tried again.
 */
export async function emailStatusChange(
  db: Db,
  order: OrderDetailRow,
  mail: InvoiceMail,
): Promise<StatusEmailResult> {
  const status = order.status;
  if (!isStatusEmailed(status)) {
    throw conflict(
      `Order ${order.orderNumber} is ${status}: only shipped, delivered and cancelled orders are emailed about their status.`,
    );
  }
  const event = changeEvent(order, status);
  if (!event) throw conflict(`Order ${order.orderNumber} has no history of becoming ${status}.`);
  const to = order.user.email;
  const claimedAt = new Date();
  if (!(await followUp.claimStatusEmail(db, event.id, claimedAt))) {
    const emailedAt = await followUp.statusEmailedAt(db, event.id);
    throw conflict(
      `The email about order ${order.orderNumber} being ${status} was already sent or kept in the outbox` +
        (emailedAt ? ` (${emailedAt.toISOString()})` : "") +
        "; see pnpm ops emails --all.",
    );
  }
  try {
    const url = orderPageUrl(mail.siteUrl ?? DEFAULT_SITE_URL, order.orderNumber, orderLanguage(order));
    const email = statusEmail(
      order,
      { status, at: event.createdAt, byCustomer: event.actor === "customer" },
      { email: to, firstName: order.user.firstName },
      mail.store,
      url,
      // A failure to make the credit note's PDF is a failed send: the claim is given back.
      await creditNoteOf(order, mail),
    );
    const delivery = await mail.mailer.send(email);
    if (delivery.status === "sent") return { status, to, sent: true };
    return { status, to, sent: false, error: delivery.reason, kept: delivery.status };
  } catch (error) {
    await followUp.releaseStatusEmail(db, event.id, claimedAt);
    return { status, to, sent: false, error: (error as Error).message };
  }
}

/**
 * Right after a change this caller made: its email, never a refusal (a claim somebody else holds
 * is reported as not sent by this caller).
 */
export async function emailOwnChange(
  db: Db,
  order: OrderDetailRow,
  mail: InvoiceMail,
): Promise<StatusEmailResult> {
  try {
    return await emailStatusChange(db, order, mail);
  } catch (error) {
    const status = order.status as StatusEmailStatus;
    return { status, to: order.user.email, sent: false, error: (error as Error).message };
  }
}
