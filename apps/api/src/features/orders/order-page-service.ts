// The customer's own order page (issue 29, decision 023): one order by its number with its history and
// tax documents, and the customer's cancel while it is pending. Nobody else's order is ever found:
// another customer's order answers 404 exactly as a missing one.
import {
  type BusinessContacts,
  type OrderDocumentSchema,
  type OrderPage,
  type OrderStatus,
} from "@carcare/contracts";
import { m } from "@carcare/contracts/messages";
import {
  cancelOrder,
  OperationError,
  orderDocumentPdf,
  type SellerIdentity,
  sendStatusEmail,
  type TaxDocument,
  type TaxDocumentKind,
} from "@carcare/operations";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Db } from "../../lib/database.js";
import { conflict, notFound, unavailable } from "../../lib/errors.js";
import type { Language } from "../../lib/language.js";
import type { Mailer } from "../../lib/mailer.js";
import * as repo from "./order-page-repository.js";
import { lineNamesIn, toOrderDetails } from "./service.js";

/** What the order page's endpoints need. */
export interface OrderPageDeps {
  db: Db;
  /** The cancellation email: the store's mailer, its contacts, and the log for a failed send. */
  mailer: Mailer;
  logger: Logger;
  store: BusinessContacts;
  /** Where the API is mounted ("/api"): the documents' download paths start with it. */
  apiBase: string;
  /** The seller on the tax documents (STORE_LEGAL_NAME, STORE_ADDRESS, STORE_TRN). */
  seller: SellerIdentity;
  /** In production a tax document is never made without the store's TRN (decision 023). */
  production: boolean;
}

const EN = { locale: "en" } as const;
const ORDER_NOT_FOUND = m.orderNotFound({}, EN);

/** Why the customer cannot cancel an order in each status but pending_payment (English; said in the request's language). */
const CANCEL_REFUSALS: Record<Exclude<OrderStatus, "pending_payment">, string> = {
  confirmed: m.orderCancelConfirmed({}, EN),
  shipped: m.orderCancelShipped({}, EN),
  delivered: m.orderCancelDelivered({}, EN),
  cancelled: m.orderCancelAlreadyCancelled({}, EN),
};

export const ORDER_CANCELLED_MESSAGE = m.orderCancelled({}, EN);

const DOCUMENTS_UNAVAILABLE = m.orderDocumentsUnavailable({}, EN);

const NOT_ISSUED: Record<TaxDocumentKind, string> = {
  invoice: m.orderNoInvoice({}, EN),
  credit_note: m.orderNoCreditNote({}, EN),
};

/** The history of status changes, oldest first (a note kept without a change, as `orders paid` writes, is left out). */
function timelineOf(row: repo.OrderPageRow): OrderPage["timeline"] {
  return row.events
    .filter((event) => event.fromStatus !== event.toStatus)
    .map((event) => ({ status: event.toStatus, at: event.createdAt.toISOString() }));
}

function toOrderPage(
  row: repo.OrderPageRow,
  lineNames: ReadonlyMap<number, string>,
  apiBase: string,
): OrderPage {
  const document = (
    issued: { number: string; issuedAt: Date } | null,
    path: "invoice" | "credit_note",
  ): z.infer<typeof OrderDocumentSchema> | null =>
    issued && {
      number: issued.number,
      issued_at: issued.issuedAt.toISOString(),
      url: `${apiBase}/orders/${encodeURIComponent(row.orderNumber)}/${path}`,
    };
  return {
    ...toOrderDetails(row, lineNames),
    paid_at: row.paidAt?.toISOString() ?? null,
    timeline: timelineOf(row),
    invoice: document(row.invoice, "invoice"),
    credit_note: document(row.creditNote, "credit_note"),
    can_cancel: row.status === "pending_payment",
  };
}

/** The customer's own order with this reference (any case), or 404 as for one that does not exist. */
async function ownOrder(db: Db, userId: number, reference: string): Promise<repo.OrderPageRow> {
  const row = await repo.findOwnOrderByNumber(db, userId, reference.trim().toUpperCase());
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** One of the customer's own orders as the order page shows it. */
export async function getOrderPage(
  deps: Pick<OrderPageDeps, "db" | "apiBase">,
  userId: number,
  reference: string,
  language: Language,
): Promise<OrderPage> {
  const row = await ownOrder(deps.db, userId, reference);
  return toOrderPage(row, await lineNamesIn(deps.db, language, [row]), deps.apiBase);
}

/**
 * The customer cancels their own order while it is pending_payment: the operator's cancel (stock and
 * coupon use given back, conditional on the status read, so of two cancels at once one wins) with
 * the customer as its actor. Any other status, also one reached meanwhile, is refused (409) with the
 * reason. Once it has committed, the customer is emailed about it in the background, at
 * `siteUrl`'s order page; a failed email is logged, never undoes the cancel.
 */
export async function cancelOwnOrder(
  deps: OrderPageDeps,
  userId: number,
  reference: string,
  language: Language,
  siteUrl: string,
): Promise<OrderPage> {
  const row = await ownOrder(deps.db, userId, reference);
  if (row.status !== "pending_payment") throw conflict(CANCEL_REFUSALS[row.status]);
  try {
    await cancelOrder(deps.db, row.id, "customer", undefined, undefined, { onlyFrom: "pending_payment" });
  } catch (error) {
    if (!(error instanceof OperationError && error.code === "CONFLICT")) throw error;
    // Changed between the read above and the cancel (another cancel won, or an operator moved it).
    const now = await ownOrder(deps.db, userId, reference);
    if (now.status === "pending_payment") throw error;
    throw conflict(CANCEL_REFUSALS[now.status]);
  }
  emailCancellationInBackground(deps, row.id, row.orderNumber, siteUrl);
  return getOrderPage(deps, userId, reference, language);
}

function emailCancellationInBackground(
  deps: OrderPageDeps,
  orderId: number,
  orderNumber: string,
  siteUrl: string,
): void {
  const failed = (error: unknown) =>
    deps.logger.error(
      typeof error === "string" ? { order: orderNumber, error } : { order: orderNumber, err: error },
      "email failed",
    );
  setImmediate(() => {
    sendStatusEmail(deps.db, orderId, { mailer: deps.mailer, store: deps.store, siteUrl })
      .then((result) => {
        // Kept in the outbox (stored, or pending a retry) is not a loss: the mailer has logged it.
        if (!result.sent && !result.kept) failed(result.error);
      })
      .catch(failed);
  });
}

/**
 * The customer's own order's tax invoice or credit note as a PDF: 404 for anyone else's order (as for
 * a missing one) and for a document not issued (yet).
 */
export async function getOwnDocument(
  deps: Pick<OrderPageDeps, "db" | "seller" | "production">,
  userId: number,
  reference: string,
  kind: TaxDocumentKind,
): Promise<TaxDocument> {
  const row = await ownOrder(deps.db, userId, reference);
  const issued = kind === "invoice" ? row.invoice : row.creditNote;
  if (!issued) throw notFound(NOT_ISSUED[kind]);
  // A tax document without the store's TRN is not one: in production it is refused (the server warns
  // at start that STORE_TRN is missing), not printed with the placeholder development shows.
  if (deps.production && deps.seller.trn === null) throw unavailable(DOCUMENTS_UNAVAILABLE);
  return orderDocumentPdf(deps.db, row.id, kind, deps.seller);
}
