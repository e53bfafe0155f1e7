import { z } from "zod";

/**
 * Order statuses and who moves them. The store creates orders as pending_payment; operators move
 * them on with `pnpm ops orders …` (payment is confirmed by chat, outside the store).
 */
export const ORDER_STATUSES = ["pending_payment", "confirmed", "shipped", "delivered", "cancelled"] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The only allowed moves; cancelling returns stock and the coupon use. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}
