import { randomInt } from "node:crypto";
import {
  aedToFils,
  DELIVERY_FEE_FILS,
  filsToAed,
  ORDER_MESSAGES,
  type OrderAddress,
  type OrderDetails,
  type OrderStatus,
  type PlaceOrderInput,
} from "@carcare/contracts";
import type { Prisma, PrismaClient } from "@carcare/db";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import * as addressRepo from "../addresses/repository.js";
import { type CartSnapshot, getCartSnapshot } from "../cart/service.js";
import { evaluateCoupon, grandTotalFils } from "../coupons/service.js";
import * as repo from "./repository.js";

const ORDER_NUMBER_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A short order reference a customer can read out on the phone, e.g. CC-7KQ2M9XA. */
function newOrderNumber(): string {
  let suffix = "";
  for (let i = 0; i < 8; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `CC-${suffix}`;
}

export function toOrderDetails(order: repo.OrderRow): OrderDetails {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    status: order.status as OrderStatus,
    total_price: filsToAed(order.subtotalFils),
    delivery_fee: filsToAed(order.deliveryFeeFils),
    discount: filsToAed(order.discountFils),
    grand_total: filsToAed(order.grandTotalFils),
    items: order.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name: line.productName,
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

export interface PlaceOrderResult {
  order: OrderDetails;
  /** True when an earlier request with the same Idempotency-Key had already placed it. */
  replayed: boolean;
}

/**
 * Places an order from the customer's own cart at current prices, in one transaction: stock is
 * taken only where enough is left, the coupon's limits are checked and its use recorded, the order
 * keeps snapshots of names, prices, address and contact, and the ordered cart lines are removed.
 */
export async function placeOrder(
  prisma: PrismaClient,
  userId: number,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
): Promise<PlaceOrderResult> {
  if (idempotencyKey) {
    const earlier = await repo.findOrderByIdempotencyKey(prisma, userId, idempotencyKey);
    if (earlier) return { order: toOrderDetails(earlier), replayed: true };
  }
  try {
    return await prisma.$transaction(
      async (tx) => {
        // One order at a time per customer: makes the idempotency re-check and coupon limits exact.
        await addressRepo.lockCustomer(tx, userId);
        if (idempotencyKey) {
          const earlier = await repo.findOrderByIdempotencyKey(tx, userId, idempotencyKey);
          if (earlier) return { order: toOrderDetails(earlier), replayed: true };
        }
        const address = await defaultAddress(tx, userId);
        const cart = await getCartSnapshot(tx, userId);
        if (cart.lines.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart);
        if (!clientAgrees(input, cart)) throw conflict(ORDER_MESSAGES.pricesChanged);

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

        const short = await repo.takeStock(tx, cart.lines);
        if (short.length > 0) {
          const product = await repo.currentStock(tx, short[0]!);
          const left = product?.stock ?? 0;
          const name = product?.name ?? "a product in your cart";
          throw conflict(
            left === 0
              ? `Sorry, ${name} is out of stock. Please remove it from your cart.`
              : `Sorry, only ${left} left of ${name}. Please lower the quantity in your cart.`,
          );
        }
        if (coupon && !(await repo.redeemCoupon(tx, coupon.coupon.id))) {
          throw conflict(
            "Sorry, this coupon has just been used up. Please remove it and place the order again.",
          );
        }

        const discountFils = coupon?.discountFils ?? 0;
        const order = await repo.createOrder(tx, {
          orderNumber: newOrderNumber(),
          userId,
          status: "pending_payment",
          subtotalFils: cart.subtotalFils,
          deliveryFeeFils: DELIVERY_FEE_FILS,
          discountFils,
          grandTotalFils: grandTotalFils(cart.subtotalFils, discountFils),
          couponId: coupon?.coupon.id ?? null,
          couponCode: coupon?.coupon.code ?? null,
          couponName: coupon?.coupon.name ?? null,
          couponPercentage: coupon?.coupon.discountPercentage ?? null,
          contactName: address.name,
          contactPhone: address.phone_number,
          address,
          idempotencyKey: idempotencyKey ?? null,
          lines: {
            create: cart.lines.map((line) => ({
              productId: line.productId,
              productName: line.productName,
              productImage: line.productImage,
              unitPriceFils: line.unitPriceFils,
              quantity: line.quantity,
              lineTotalFils: line.lineTotalFils,
            })),
          },
        });
        if (coupon)
          await repo.recordRedemption(tx, { couponId: coupon.coupon.id, userId, orderId: order.id });
        await repo.recordEvent(tx, {
          orderId: order.id,
          fromStatus: null,
          toStatus: "pending_payment",
          actor: "customer",
        });
        await repo.removeCartLines(
          tx,
          userId,
          cart.lines.map((line) => line.cartItemId),
        );
        return { order: toOrderDetails(order), replayed: false };
      },
      { maxWait: 10_000, timeout: 20_000 },
    );
  } catch (error) {
    // Two requests with one key that both missed the lookup: the database kept one order.
    if (idempotencyKey && repo.isIdempotencyConflict(error)) {
      const earlier = await repo.findOrderByIdempotencyKey(prisma, userId, idempotencyKey);
      if (earlier) return { order: toOrderDetails(earlier), replayed: true };
    }
    throw error;
  }
}

/** The customer's default address as the order keeps it; the spec's messages when there is none. */
async function defaultAddress(tx: Prisma.TransactionClient, userId: number): Promise<OrderAddress> {
  const [addresses, defaultId] = await Promise.all([
    addressRepo.listAddresses(tx, userId),
    addressRepo.defaultAddressId(tx, userId),
  ]);
  if (addresses.length === 0) throw badRequest(ORDER_MESSAGES.noAddress);
  const chosen = addresses.find((address) => address.id === defaultId);
  if (!chosen) throw badRequest(ORDER_MESSAGES.noDefaultAddress);
  return {
    name: chosen.name,
    phone_number: chosen.phoneNumber,
    street: chosen.street,
    building_name: chosen.buildingName,
    floor_apartment_no: chosen.floorApartmentNo,
    landmark: chosen.landmark,
    area_district: chosen.areaDistrict,
    city: chosen.city,
    state: chosen.state,
    zip_code: chosen.zipCode,
    country: chosen.country,
  };
}

export async function getOwnOrder(
  prisma: PrismaClient,
  userId: number,
  orderId: number,
): Promise<OrderDetails> {
  const order = await repo.findOwnOrder(prisma, userId, orderId);
  if (!order) throw notFound("Order not found");
  return toOrderDetails(order);
}

export async function getOwnOrders(prisma: PrismaClient, userId: number): Promise<OrderDetails[]> {
  return (await repo.listOwnOrders(prisma, userId)).map(toOrderDetails);
}
