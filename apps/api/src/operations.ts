// "@carcare/api/operations": what the operator tools (apps/ops, `pnpm ops`) use of the store's own
// domain code, so their rules are the store's rules.
export { AppError } from "./lib/errors.js";
export { getSubscriptionStatus, sanitisePlanHtml } from "./features/plans/service.js";
export {
  cancelOrder,
  DEFAULT_ORDER_LIST_LIMIT,
  findCustomer,
  getOrder,
  listOrders,
  moveOrder,
  type CancelResult,
  type CustomerRow,
  type ListOrdersFilter,
  type OrderDetailRow,
  type OrderMoveResult,
  type OrderSummaryRow,
} from "./features/orders/operations.js";
