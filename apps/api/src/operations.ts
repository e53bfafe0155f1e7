// "@carcare/api/operations": what the operator tools (apps/ops, `pnpm ops`) use of the store's own
// domain code, so their rules are the store's rules.
import type { PrismaClient } from "@carcare/db";
import { saveToOutbox } from "./features/dev/repository.js";
import { createLogger } from "./lib/logger.js";
import { createMailer, type Mailer } from "./lib/mailer.js";

export { AppError } from "./lib/errors.js";
export { DEFAULT_MAIL_FROM, type Mailer } from "./lib/mailer.js";
export { getSubscriptionStatus, sanitisePlanHtml } from "./features/plans/service.js";
export { DEFAULT_BUSINESS_WHATSAPP_NUMBER, storeInfo } from "./features/store-info/service.js";
export {
  cancelOrder,
  DEFAULT_ORDER_LIST_LIMIT,
  findCustomer,
  getOrder,
  listOrders,
  moveOrder,
  sendInvoice,
  type CancelResult,
  type CustomerRow,
  type InvoiceEmailResult,
  type InvoiceMail,
  type ListOrdersFilter,
  type OrderDetailRow,
  type OrderMoveResult,
  type OrderSummaryRow,
} from "./features/orders/operations.js";

/**
 * The store's mailer for the operator tools: SMTP when smtpUrl is set, otherwise the dev outbox
 * table, as the server does. Its own log lines (JSON, warnings and worse) go to `log`.
 */
export function createOperationsMailer(options: {
  prisma: PrismaClient;
  smtpUrl: string | undefined;
  from: string;
  log: { write(line: string): unknown };
}): Mailer {
  return createMailer({
    smtpUrl: options.smtpUrl,
    from: options.from,
    logger: createLogger("warn", { write: (line: string) => void options.log.write(line) }),
    saveToOutbox: (email) => saveToOutbox(options.prisma, email),
  });
}
