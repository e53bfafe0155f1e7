import { z } from "zod";
import { IdParamSchema, safeString } from "./common.js";
import { AddressSchema } from "./addresses.js";
import { endpoint, named, ok } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

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

/**
 * How the customer pays (issue 29): "whatsapp", the spec's flow (pay through the WhatsApp link, then
 * an operator confirms), or "pay_on_delivery", cash or card at the door, up to COD_MAX_AED and with
 * the fee COD_FEE_AED as its own line. Clients that send no method place WhatsApp orders, as before.
 */
export const PAYMENT_METHODS = ["whatsapp", "pay_on_delivery"] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

const looseNumber = z.union([z.number(), z.string()]);

/**
 * What the existing clients send to place_order (client-compat.md). Only the coupon code is used;
 * cartItems and totalPrice are compared with what the server computes, never trusted; the
 * delivery address is always the customer's saved default.
 */
export const PlaceOrderInputSchema = z
  .object({
    username: safeString().max(200).optional(),
    contact: z.union([safeString(), z.number()]).optional(),
    address: z.union([safeString().max(2000), z.record(z.string(), z.unknown())]).optional(),
    cartItems: z
      .array(
        z
          .object({
            cart_item_id: looseNumber.optional(),
            product_id: looseNumber.optional(),
            quantity: looseNumber.optional(),
            price: looseNumber.optional(),
            total_price: looseNumber.optional(),
          })
          .loose(),
      )
      .max(100)
      .optional(),
    totalPrice: looseNumber.optional(),
    coupon: z
      .object({
        name: safeString().optional(),
        coupon_code: safeString().trim().min(1).max(64),
        discount_percentage: looseNumber.optional(),
      })
      .loose()
      .nullable()
      .optional(),
    /** Absent: "whatsapp". "pay_on_delivery" is refused (409) above the store's limit. */
    payment_method: PaymentMethodSchema.optional(),
    /** The pay-on-delivery fee the customer was shown, AED: compared with the server's (409 when it changed). */
    cod_fee: looseNumber.optional(),
  })
  .loose();
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Unit price paid, AED. */
  price: z.number(),
  /** Line total, AED. */
  total: z.number(),
});

export const OrderCouponSchema = z.object({
  name: z.string(),
  coupon_code: z.string(),
  discount_percentage: z.number(),
});

/** The delivery address an order keeps: the saved address as it was, without its own bookkeeping. */
export const OrderAddressSchema = AddressSchema.omit({ id: true, address_type: true, is_default: true });
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** One order as the confirm page, the orders list and the payment chat message read it. */
export const OrderDetailsSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  status: OrderStatusSchema,
  /** The items' total before delivery and discount (what the existing clients call total_price). */
  total_price: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  /** What the customer pays, VAT included: total_price + delivery_fee - discount + cod_fee. */
  grand_total: z.number(),
  payment_method: PaymentMethodSchema,
  /** The pay-on-delivery fee, AED; 0 for WhatsApp orders. */
  cod_fee: z.number(),
  /** The VAT rate the order was placed at, e.g. 5. */
  vat_rate_percent: z.number().int(),
  /** The VAT part of grand_total, AED (prices include VAT), computed once when the order was placed. */
  vat: z.number(),
  items: z.array(OrderItemSchema),
  coupon: OrderCouponSchema.nullable(),
  name: z.string(),
  contact: z.string(),
  address: OrderAddressSchema,
  created_at: z.string(),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const PlaceOrderResponseSchema = z.object({
  message: z.string(),
  order_id: z.number().int(),
  order_details: OrderDetailsSchema,
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

export const MyOrdersSchema = z.object({ orders: z.array(OrderDetailsSchema) });

/** One status the order reached, and when (from the order's history, placement first). */
export const OrderTimelineEntrySchema = z.object({ status: OrderStatusSchema, at: z.string() });

/** A tax document of the order: its number, when it was issued, and where its customer downloads the PDF. */
export const OrderDocumentSchema = z.object({
  number: z.string(),
  issued_at: z.string(),
  /** The API path of the PDF, e.g. /api/orders/CC-7KQ2M9XA/invoice. */
  url: z.string(),
});

/**
 * The order page (/orders/{reference}): the order, its history, its tax documents and what its
 * customer may do with it now.
 */
export const OrderPageSchema = OrderDetailsSchema.extend({
  /** When the payment was received (the operator's confirm, or paid on delivery); null before. */
  paid_at: z.string().nullable(),
  timeline: z.array(OrderTimelineEntrySchema),
  /** The tax invoice, issued when the order is confirmed. */
  invoice: OrderDocumentSchema.nullable(),
  /** The credit note, issued when a confirmed order is cancelled. */
  credit_note: OrderDocumentSchema.nullable(),
  /** True while the customer may cancel it (pending_payment). */
  can_cancel: z.boolean(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const OrderPageResponseSchema = z.object({ order: OrderPageSchema });
export const CancelOrderResponseSchema = z.object({ message: z.string(), order: OrderPageSchema });

/** An order's customer reference (CC-…, any case) in the order page's paths. */
export const OrderReferenceParamSchema = z.object({ reference: z.string().trim().min(1).max(40) });

export const ORDER_MESSAGES = {
  placed: m.orderPlaced({}, EN),
  noAddress: m.orderNoAddress({}, EN),
  noDefaultAddress: m.orderNoDefaultAddress({}, EN),
  emptyCart: m.orderEmptyCart({}, EN),
  pricesChanged: m.orderPricesChanged({}, EN),
} as const;

/** The Idempotency-Key header: any client-made unique text, e.g. a UUID per checkout attempt. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, "Idempotency-Key must be 8 to 100 characters")
  .max(100, "Idempotency-Key must be 8 to 100 characters")
  .regex(/^[\w.:-]+$/, "Idempotency-Key may contain letters, digits and . _ : - only");

/**
 * The headers place_order reads, by their usual spelling. Without an Idempotency-Key every request is
 * a new attempt; with one, a repeat replays the first answer.
 */
export const PlaceOrderHeadersSchema = z.object({ "Idempotency-Key": IdempotencyKeySchema.optional() });

// ---------------------------------------------------------------- endpoints

/** GET /view_order/:id answers the confirm page's pair without a message. */
export const ViewOrderResponseSchema = z.object({
  order_id: z.number().int(),
  order_details: OrderDetailsSchema,
});

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const ordersEndpoints = {
  placeOrder: endpoint({
    method: "post",
    path: "/place_order",
    tag: "orders",
    summary: "Place the cart as an order to the default address",
    description:
      "Totals come from the server's own data; cartItems, totalPrice and cod_fee are only compared with them " +
      "(409 when prices, stock, the coupon or the pay-on-delivery fee changed). payment_method " +
      '"pay_on_delivery" is refused (409) when the grand total with its fee is above the store\'s limit ' +
      "(store_info's pay_on_delivery.max_total). A repeated Idempotency-Key replays the first answer.",
    auth: true,
    headers: PlaceOrderHeadersSchema,
    parameterNotes: {
      "Idempotency-Key": {
        description: "One unique text per checkout attempt (8 to 100 of letters, digits, . _ : -)",
      },
    },
    body: named("PlaceOrderInput", PlaceOrderInputSchema),
    answers: {
      201: ok("Placed", named("PlaceOrderResponse", PlaceOrderResponseSchema)),
      200: {
        description: "A replay of an earlier attempt with the same Idempotency-Key",
        body: named("PlaceOrderResponse", PlaceOrderResponseSchema),
        headers: { "Idempotent-Replayed": { schema: { type: "string", const: "true" } } },
      },
    },
    errors: [409],
  }),
  viewOrder: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/view_order/:id",
    tag: "orders",
    summary: "One of the customer's own orders (the confirm page after a reload)",
    description:
      "One of the logged-in customer's orders by its order_id, as place_order answered it (the confirm page after a reload). 404 when the order is not this customer's.",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("The order", named("ViewOrderResponse", ViewOrderResponseSchema)) },
    errors: [404],
  }),
  orderPage: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/orders/:reference",
    tag: "orders",
    summary: "One of the customer's own orders by its reference: lines, totals with VAT, history, documents",
    description: "404 for an order that is not the customer's, as for one that does not exist.",
    auth: true,
    params: OrderReferenceParamSchema,
    answers: { 200: ok("The order", named("OrderPageResponse", OrderPageResponseSchema)) },
    errors: [404],
  }),
  cancelOrder: endpoint({
    method: "post",
    path: "/orders/:reference/cancel",
    tag: "orders",
    summary: "Cancel one of the customer's own orders while it is pending",
    description:
      "Stock and the coupon use are given back, as an operator's cancel does. 409 with the reason once " +
      "the order is confirmed, shipped, delivered or already cancelled.",
    auth: true,
    params: OrderReferenceParamSchema,
    answers: { 200: ok("Cancelled", named("CancelOrderResponse", CancelOrderResponseSchema)) },
    errors: [404, 409],
  }),
  orderInvoice: endpoint({
    method: "get",
    cacheControl: "private, no-store",
    path: "/orders/:reference/invoice",
    tag: "orders",
    summary: "The order's tax invoice as a PDF (once the order is confirmed)",
    description:
      "The order's tax invoice as a PDF, once the order is confirmed. reference is the order's customer reference (CC-…, any case). 404 when the order is not this customer's or has no invoice yet.",
    auth: true,
    params: OrderReferenceParamSchema,
    answers: { 200: { description: "The tax invoice", contentType: "application/pdf" } },
    errors: [404, 503],
  }),
  orderCreditNote: endpoint({
    method: "get",
    cacheControl: "private, no-store",
    path: "/orders/:reference/credit_note",
    tag: "orders",
    summary: "The order's credit note as a PDF (once a confirmed order is cancelled)",
    description:
      "The credit note of a confirmed order that was cancelled, as a PDF. 404 when the order is not this customer's or has no credit note.",
    auth: true,
    params: OrderReferenceParamSchema,
    answers: { 200: { description: "The credit note", contentType: "application/pdf" } },
    errors: [404, 503],
  }),
  myOrders: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/my_orders",
    tag: "orders",
    summary: "The customer's orders, newest first",
    description:
      "The logged-in customer's orders, newest first, with their items, totals in AED and status as stored.",
    auth: true,
    answers: { 200: ok("Orders", named("MyOrders", MyOrdersSchema)) },
  }),
} as const;
