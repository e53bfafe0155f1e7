// @carcare/operations: the operator rules `pnpm ops` runs (order transitions and cancellation,
// invoices and their email, plan assignment) and what the API shares with them (the store's identity,
// the email layout and order emails, plan-description sanitising). Only ./repositories touch the
// database (lint rule in eslint.config.js, test/lint-boundaries.test.ts).
export { badRequest, conflict, notFound, OperationError, type OperationErrorCode } from "./errors.js";
export {
  type EmailAttachment,
  type InvoiceMail,
  type MailDelivery,
  type MailSender,
  type OutgoingEmail,
  outboxText,
} from "./mail.js";
export {
  emailOf,
  errorText,
  keepForRetry,
  listOutboxEmails,
  MAX_SEND_ATTEMPTS,
  nextAttemptAt,
  type OutboxEmail,
  RETRY_DELAYS_MS,
  retryEmailNow,
  type RetryOutcome,
  sendDueEmails,
  type SmtpSend,
  storeEmail,
} from "./outbox.js";
export {
  businessContacts,
  DEFAULT_BUSINESS_WHATSAPP_NUMBER,
  DEFAULT_MAIL_FROM,
  STORE_EMAIL,
  STORE_NAME,
} from "./store-info.js";
export { type EmailLanguage, emailLayout, escapeHtml } from "./emails/layout.js";
export {
  addressLines,
  invoiceEmail,
  orderReceivedEmail,
  type OrderRecipient,
  storeDate,
  storeDateTime,
} from "./emails/order-emails.js";
export { type CustomerRow, findCustomer } from "./customers.js";
export { orderDocumentPdf } from "./documents/order-documents.js";
export {
  creditNotePdf,
  type TaxDocument,
  type TaxDocumentKind,
  taxInvoicePdf,
  TRN_NOT_SET,
} from "./documents/tax-documents.js";
export {
  DEFAULT_STORE_ADDRESS,
  type SellerIdentity,
  sellerIdentity,
  TRN_PATTERN,
} from "./documents/seller.js";
export type { IssuedInvoice, OrderWithLines } from "./repositories/orders.js";
export {
  cancelOrder,
  type CancelResult,
  DEFAULT_ORDER_LIST_LIMIT,
  getOrder,
  type InvoiceEmailResult,
  listOrders,
  type ListOrdersFilter,
  moveOrder,
  MOVE_TARGETS,
  moveTargets,
  type OrderDetailRow,
  type OrderMoveResult,
  type OrderSummaryRow,
  sendInvoice,
  sendStatusEmail,
  type CancelOptions,
  whereNext,
} from "./orders.js";
export { emailOwnChange, isStatusEmailed, type StatusEmailResult } from "./status-emails.js";
export {
  DEFAULT_FIND_LIMIT,
  DEFAULT_LOW_STOCK_THRESHOLD,
  findOrders,
  type FindOrdersFilter,
  type FoundOrderRow,
  type FoundOrders,
  LOW_STOCK_SOLD_DAYS,
  type LowStockReport,
  type LowStockRow,
  lowStockReport,
  SALE_STATUSES,
  type SaleAmounts,
  type SaleItem,
  type SalesReport,
  salesReport,
  type SalesRow,
  shareOut,
} from "./reports.js";
export {
  DEFAULT_SITE_URL,
  orderPageUrl,
  STATUS_EMAIL_STATUSES,
  statusEmail,
  type StatusEmailStatus,
} from "./emails/status-emails.js";
export { markPaidOnDelivery, PAID_ON_DELIVERY_NOTE, type PaidResult } from "./payments.js";
export {
  type AssignInput,
  type AssignResult,
  assignSubscription,
  endSubscription,
  listSubscriptions,
  parsePlanRef,
  type PlanRef,
  SUBSCRIPTION_STATUSES,
  subscriptionEnd,
  type SubscriptionRow,
} from "./subscriptions.js";
export { sanitisePlanHtml } from "./plans.js";
export { type AddedImage, addImage } from "./media/add-images.js";
export {
  bucketMediaStorage,
  diskMediaStorage,
  MEDIA_CONTENT_TYPES,
  type MediaStorage,
  type MediaStorageSettings,
  mediaStorage,
  type StoredMedia,
} from "./media/storage.js";
