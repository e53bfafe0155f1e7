// `pnpm ops export orders|customers`: export-only files for the books and for follow-ups, written
// like the other exports (same writer; money as the files hold it, instants in ISO UTC). Never a
// password hash or any other secret: the columns are picked one by one.
import { addDaysToDay, startOfStoreDay } from "@carcare/calendar";
import type { Prisma, PrismaClient } from "@carcare/db";
import { SALE_STATUSES } from "@carcare/operations";
import { aed } from "./entities.js";
import type { FileFormat, FileValue } from "./files.js";

export const EXPORT_ONLY_ENTITIES = ["orders", "customers"] as const;
export type ExportOnlyEntity = (typeof EXPORT_ONLY_ENTITIES)[number];

export const isExportOnly = (name: string): name is ExportOnlyEntity =>
  (EXPORT_ONLY_ENTITIES as readonly string[]).includes(name);

/** Why `pnpm ops import orders|customers` is refused. */
export const exportOnlyRefusal = (entity: ExportOnlyEntity) =>
  `${entity} can be exported, not imported: ${
    entity === "orders"
      ? "orders are placed by customers and moved with pnpm ops orders"
      : "customers sign up in the store"
  }.`;

export const ORDER_EXPORT_COLUMNS = [
  "order_number",
  "placed_at",
  "status",
  "customer_name",
  "customer_email",
  "customer_phone",
  "contact_name",
  "contact_phone",
  "address",
  "payment_method",
  "paid_at",
  "coupon_code",
  "subtotal",
  "discount",
  "delivery_fee",
  "cod_fee",
  "grand_total",
  "vat_rate_percent",
  "vat",
  "invoice",
  "credit_note",
  "units",
  "items",
] as const;

export const CUSTOMER_EXPORT_COLUMNS = [
  "id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "joined_at",
  "orders",
  "sales_total",
  "last_order_at",
] as const;

/** Abu Dhabi days, both included, as [start, before) instants. */
function range(from: string | undefined, to: string | undefined): { gte?: Date; lt?: Date } {
  return {
    ...(from !== undefined && { gte: startOfStoreDay(from) }),
    ...(to !== undefined && { lt: startOfStoreDay(addDaysToDay(to, 1)) }),
  };
}

/** The delivery address as one line, as `orders show` prints it. */
function addressText(address: Prisma.JsonValue): string {
  if (!address || typeof address !== "object" || Array.isArray(address)) return "";
  return ["building_name", "floor_apartment_no", "street", "area_district", "city"]
    .map((key) => address[key])
    .filter((part): part is string => typeof part === "string" && part !== "")
    .join(", ");
}

/** One row per order, oldest first; `items` lists each line as "2 x SKU name @ unit price". */
export async function orderExportRows(
  prisma: PrismaClient,
  format: FileFormat,
  days: { from?: string | undefined; to?: string | undefined },
): Promise<Record<(typeof ORDER_EXPORT_COLUMNS)[number], FileValue>[]> {
  const orders = await prisma.order.findMany({
    where: { createdAt: range(days.from, days.to) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      orderNumber: true,
      createdAt: true,
      status: true,
      user: { select: { firstName: true, lastName: true, email: true, phone: true } },
      contactName: true,
      contactPhone: true,
      address: true,
      paymentMethod: true,
      paidAt: true,
      couponCode: true,
      subtotalFils: true,
      discountFils: true,
      deliveryFeeFils: true,
      codFeeFils: true,
      grandTotalFils: true,
      vatRatePercent: true,
      vatFils: true,
      invoice: { select: { number: true } },
      creditNote: { select: { number: true } },
      lines: {
        orderBy: { id: "asc" },
        select: {
          productName: true,
          quantity: true,
          unitPriceFils: true,
          product: { select: { sku: true } },
        },
      },
    },
  });
  return orders.map((order) => ({
    order_number: order.orderNumber,
    placed_at: order.createdAt.toISOString(),
    status: order.status,
    customer_name: `${order.user.firstName} ${order.user.lastName}`.trim(),
    customer_email: order.user.email,
    customer_phone: order.user.phone,
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    address: addressText(order.address),
    payment_method: order.paymentMethod,
    paid_at: order.paidAt?.toISOString() ?? null,
    coupon_code: order.couponCode,
    subtotal: aed(order.subtotalFils, format),
    discount: aed(order.discountFils, format),
    delivery_fee: aed(order.deliveryFeeFils, format),
    cod_fee: aed(order.codFeeFils, format),
    grand_total: aed(order.grandTotalFils, format),
    vat_rate_percent: order.vatRatePercent,
    vat: aed(order.vatFils, format),
    invoice: order.invoice?.number ?? null,
    credit_note: order.creditNote?.number ?? null,
    units: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    // "|" separates the items in a CSV cell (as vendors' images): one in a name becomes "/".
    items: order.lines.map(
      (line) =>
        `${line.quantity} x ${line.product?.sku ?? "(deleted)"} ${line.productName.replaceAll("|", "/")} @ ${aed(line.unitPriceFils, "csv")}`,
    ),
  }));
}

/** One row per customer, by id; `orders` counts every order, `sales_total` only the sales. */
export async function customerExportRows(
  prisma: PrismaClient,
  format: FileFormat,
  days: { from?: string | undefined; to?: string | undefined },
): Promise<Record<(typeof CUSTOMER_EXPORT_COLUMNS)[number], FileValue>[]> {
  const customers = await prisma.user.findMany({
    where: { createdAt: range(days.from, days.to) },
    orderBy: { id: "asc" },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      createdAt: true,
      orders: { select: { status: true, grandTotalFils: true, createdAt: true } },
    },
  });
  return customers.map((customer) => {
    const sales = customer.orders.filter((order) => SALE_STATUSES.includes(order.status));
    const last = customer.orders.reduce<Date | null>(
      (latest, order) => (latest && latest >= order.createdAt ? latest : order.createdAt),
      null,
    );
    return {
      id: customer.id,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      joined_at: customer.createdAt.toISOString(),
      orders: customer.orders.length,
      sales_total: aed(
        sales.reduce((sum, order) => sum + order.grandTotalFils, 0),
        format,
      ),
      last_order_at: last?.toISOString() ?? null,
    };
  });
}
