import { randomInt } from "node:crypto";
import {
  aedToFils,
  DELIVERY_FEE_FILS,
  filsToAed,
  formatAedIn,
  ORDER_MESSAGES,
  type OrderAddress,
  type OrderDetails,
  type OrderStatus,
  type PaymentMethod,
  type PlaceOrderInput,
  type BusinessContacts,
  vatPartFils,
} from "@carcare/contracts";
import { DEFAULT_SITE_URL, orderPageUrl, orderReceivedEmail } from "@carcare/operations";
import type { Logger } from "pino";
import { m } from "@carcare/contracts/messages";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { type Mailer, sendInBackground } from "../../lib/mailer.js";
import { type Db, withTransaction } from "../../lib/database.js";
import { type CartSnapshot, getCartSnapshot } from "../cart/service.js";
import { evaluateCoupon, grandTotalFils } from "../coupons/service.js";
import type { Language } from "../../lib/language.js";
import type { Env } from "../../env.js";
import * as repo from "./repository.js";

const ORDER_NUMBER_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A short order reference a customer can read out on the phone, e.g. CC-7KQ2M9XA. */
function newOrderNumber(): string {
  let suffix = "";
  for (let i = 0; i < 8; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `CC-${suffix}`;
}

/** Line names as an answer in `language` shows them: Arabic product names where there are some. */
export async function lineNamesIn(
  db: Db,
  language: Language,
  orders: readonly repo.OrderRow[],
): Promise<Map<number, string>> {
  if (language !== "ar") return new Map();
  const ids = new Set<number>();
  for (const order of orders)
    for (const line of order.lines) if (line.productId !== null) ids.add(line.productId);
  return repo.arabicProductNames(db, [...ids]);
}

export function toOrderDetails(
  order: repo.OrderRow,
  lineNames: ReadonlyMap<number, string> = new Map(),
): OrderDetails {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    status: order.status as OrderStatus,
    total_price: filsToAed(order.subtotalFils),
    delivery_fee: filsToAed(order.deliveryFeeFils),
    discount: filsToAed(order.discountFils),
    grand_total: filsToAed(order.grandTotalFils),
    payment_method: order.paymentMethod,
    cod_fee: filsToAed(order.codFeeFils),
    vat_rate_percent: order.vatRatePercent,
    vat: filsToAed(order.vatFils),
    items: order.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name: (line.productId !== null ? lineNames.get(line.productId) : undefined) ?? line.productName,
      image: line.productImage,
      quantity: line.quantity,
      price: filsToAed(line.unitPriceFils),
      total: filsToAed(line.lineTotalFils),
    })),
    coupon:
      order.couponCode && order.couponName && order.couponPercentage !== null
        ? {
            name: order.couponName,
            coupon_code: order.couponCode,
            discount_percentage: order.couponPercentage,
          }
        : null,
    name: order.contactName,
    contact: order.contactPhone,
    address: order.address as OrderAddress,
    created_at: order.createdAt.toISOString(),
  };
}

/** True when what the client showed the customer is what the server would charge now. */
function clientAgrees(input: PlaceOrderInput, cart: CartSnapshot): boolean {
  try {
    if (input.totalPrice !== undefined && aedToFils(input.totalPrice) !== cart.subtotalFils) return false;
    if (input.cartItems !== undefined) {
      if (input.cartItems.length !== cart.lines.length) return false;
      for (const line of cart.lines) {
        const shown = input.cartItems.find((item) =>
          item.cart_item_id !== undefined
            ? Number(item.cart_item_id) === line.cartItemId
            : Number(item.product_id) === line.productId,
        );
        if (!shown) return false;
        if (shown.quantity !== undefined && Number(shown.quantity) !== line.quantity) return false;
        if (shown.price !== undefined && aedToFils(shown.price) !== line.unitPriceFils) return false;
      }
    }
    return true;
  } catch {
    // A price that is not an amount at all is a bad request, not a changed price.
    throw badRequest("totalPrice and cartItems prices must be amounts in AED");
  }
}

/** The store's checkout settings (decision 023), in fils: the VAT rate and pay on delivery's limit and fee. */
export interface OrderPricing {
  vatRatePercent: number;
  codMaxFils: number;
  codFeeFils: number;
}

export function orderPricing(
  env: Pick<Env, "VAT_RATE_PERCENT" | "COD_MAX_AED" | "COD_FEE_AED">,
): OrderPricing {
  return {
    vatRatePercent: env.VAT_RATE_PERCENT,
    codMaxFils: aedToFils(env.COD_MAX_AED),
    codFeeFils: aedToFils(env.COD_FEE_AED),
  };
}

/**
 * The fee the customer was shown for pay on delivery, in fils; undefined when not sent (an older
 * client: nothing to compare). Not an amount at all is a bad request, not a changed price.
 */
function shownCodFeeFils(input: PlaceOrderInput): number | undefined {
  if (input.cod_fee === undefined) return undefined;
  try {
    return aedToFils(input.cod_fee);
  } catch {
    throw badRequest("cod_fee must be an amount in AED");
  }
}

/** What placing an order needs: the database, the mailer for the order-received email, the prices' settings. */
export interface PlaceOrderDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** The store's contacts: the email's WhatsApp payment hand-off. */
  store: BusinessContacts;
  pricing: OrderPricing;
}

export interface PlaceOrderResult {
  order: OrderDetails;
  /** True when an earlier request with the same Idempotency-Key had already placed it. */
  replayed: boolean;
}

/**
 * Places an order from the customer's own cart at current prices, in one transaction: stock is
 * taken only where enough is left, the coupon's limits are checked and its use recorded, the order
 * keeps snapshots of names, prices, address and contact, and the ordered cart lines are removed.
 * One unit of work of six prepared statements (docs/decisions/002, 011). Once it has committed, the
 * customer is emailed in the background (docs/decisions/007): the answer never waits on SMTP, a mail
 * failure is only logged, and a replay (same Idempotency-Key) sends nothing.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  userId: number,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
  /** The language the customer ordered in: the order keeps it, and its emails are in it. */
  language: "en" | "ar" = "en",
  /** The store's address as the customer opens it: the email links to the order page there. */
  siteUrl: string = DEFAULT_SITE_URL,
): Promise<PlaceOrderResult> {
  const replay = async (): Promise<PlaceOrderResult | null> => {
    if (!idempotencyKey) return null;
    const earlier = await repo.findOrderByIdempotencyKey(deps.db, userId, idempotencyKey);
    return earlier
      ? { order: toOrderDetails(earlier, await lineNamesIn(deps.db, language, [earlier])), replayed: true }
      : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const { pricing } = deps;
  const paymentMethod: PaymentMethod = input.payment_method ?? "whatsapp";
  const codFeeFils = paymentMethod === "pay_on_delivery" ? pricing.codFeeFils : 0;
  const shownFee = paymentMethod === "pay_on_delivery" ? shownCodFeeFils(input) : undefined;
  try {
    const placed = await withTransaction(deps.db, async (tx) => {
      const customer = await repo.lockCustomerForOrder(tx, userId);
      if (!customer) throw badRequest(ORDER_MESSAGES.noAddress);
      if (idempotencyKey && (await repo.findOrderIdByIdempotencyKey(tx, userId, idempotencyKey)) !== null) {
        return null; // placed by a concurrent request with the same key: answered below
      }
      const address = deliveryAddress(customer);
      const cart = await getCartSnapshot(tx, userId);
      if (cart.lines.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart);
      if (!clientAgrees(input, cart)) throw conflict(ORDER_MESSAGES.pricesChanged);
      if (shownFee !== undefined && shownFee !== codFeeFils) throw conflict(ORDER_MESSAGES.pricesChanged);

      let coupon: Awaited<ReturnType<typeof evaluateCoupon>> | null = null;
      if (input.coupon?.coupon_code) {
        coupon = await evaluateCoupon(tx, {
          code: input.coupon.coupon_code,
          userId,
          subtotalFils: cart.subtotalFils,
          now: new Date(),
        });
        const shown = input.coupon.discount_percentage;
        if (shown !== undefined && Number(shown) !== coupon.coupon.discountPercentage) {
          throw conflict(ORDER_MESSAGES.pricesChanged);
        }
      }

      // The grand total with the pay-on-delivery fee; above the limit pay on delivery is refused
      // before any stock or coupon use is taken.
      const discountFils = coupon?.discountFils ?? 0;
      const totalFils = grandTotalFils(cart.subtotalFils, discountFils) + codFeeFils;
      if (paymentMethod === "pay_on_delivery" && totalFils > pricing.codMaxFils) {
        throw conflict((language) =>
          m.orderCodOverLimit(
            {
              limit: formatAedIn(pricing.codMaxFils, language),
              total: formatAedIn(totalFils, language),
            },
            { locale: language },
          ),
        );
      }

      const short = await repo.takeStock(tx, cart.lines);
      if (short.length > 0) {
        const product = await repo.currentStock(tx, short[0]!);
        const left = product?.stock ?? 0;
        throw conflict((language) => {
          const name = product?.name ?? m.orderSomeProduct({}, { locale: language });
          return left === 0
            ? m.orderItemOutOfStock({ name }, { locale: language })
            : m.orderItemFewLeft({ name, left }, { locale: language });
        });
      }
      if (coupon && !(await repo.redeemCoupon(tx, coupon.coupon.id))) {
        throw conflict(
          "Sorry, this coupon has just been used up. Please remove it and place the order again.",
        );
      }

      const order: repo.NewOrder = {
        orderNumber: newOrderNumber(),
        userId,
        subtotalFils: cart.subtotalFils,
        deliveryFeeFils: DELIVERY_FEE_FILS,
        discountFils,
        grandTotalFils: totalFils,
        paymentMethod,
        codFeeFils,
        vatRatePercent: pricing.vatRatePercent,
        vatFils: vatPartFils(totalFils, pricing.vatRatePercent),
        coupon: coupon
          ? {
              id: coupon.coupon.id,
              code: coupon.coupon.code,
              name: coupon.coupon.name,
              percentage: coupon.coupon.discountPercentage,
            }
          : null,
        contactName: address.name,
        contactPhone: address.phone_number,
        address,
        idempotencyKey: idempotencyKey ?? null,
        language,
        lines: cart.lines.map((line) => ({
          productId: line.productId,
          name: line.productName,
          image: line.productImage,
          unitPriceFils: line.unitPriceFils,
          quantity: line.quantity,
          lineTotalFils: line.lineTotalFils,
        })),
        cartItemIds: cart.lines.map((line) => line.cartItemId),
      };
      return {
        row: await repo.writeOrder(tx, order),
        recipient: { email: customer.email, firstName: customer.firstName },
      };
    });
    if (placed) {
      sendInBackground(
        deps.mailer,
        deps.logger,
        orderReceivedEmail(
          placed.row,
          placed.recipient,
          deps.store,
          orderPageUrl(siteUrl, placed.row.orderNumber, language),
        ),
      );
      return {
        order: toOrderDetails(placed.row, await lineNamesIn(deps.db, language, [placed.row])),
        replayed: false,
      };
    }
  } catch (error) {
    // Two requests with one key that both missed the lookup: the database kept one order.
    if (!(idempotencyKey && repo.isIdempotencyConflict(error))) throw error;
  }
  const again = await replay();
  if (!again) throw new Error("an order with this Idempotency-Key vanished");
  return again;
}

/** The customer's default address as the order keeps it; the spec's messages when there is none. */
function deliveryAddress(customer: repo.CustomerForOrder): OrderAddress {
  if (customer.addressCount === 0) throw badRequest(ORDER_MESSAGES.noAddress);
  const address = customer.address;
  if (customer.defaultAddressId === null || address === null)
    throw badRequest(ORDER_MESSAGES.noDefaultAddress);
  return {
    name: address.name,
    phone_number: address.phoneNumber,
    street: address.street,
    building_name: address.buildingName,
    floor_apartment_no: address.floorApartmentNo,
    landmark: address.landmark,
    area_district: address.areaDistrict,
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    country: address.country,
  };
}

export async function getOwnOrder(
  db: Db,
  userId: number,
  orderId: number,
  language: Language = "en",
): Promise<OrderDetails> {
  const order = await repo.findOwnOrder(db, userId, orderId);
  if (!order) throw notFound("Order not found");
  return toOrderDetails(order, await lineNamesIn(db, language, [order]));
}

export async function getOwnOrders(
  db: Db,
  userId: number,
  language: Language = "en",
): Promise<OrderDetails[]> {
  const own = await repo.listOwnOrders(db, userId);
  const names = await lineNamesIn(db, language, own);
  return own.map((order) => toOrderDetails(order, names));
}
