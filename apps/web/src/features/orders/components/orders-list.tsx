import type { OrderDetails } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { formatOrderDate, orderStatusKey, sortNewestFirst } from "../utils/order-display";

const STATUS_TONE: Record<OrderDetails["status"], string> = {
  pending_payment: "badge-neutral",
  confirmed: "badge-success",
  shipped: "badge-success",
  delivered: "badge-success",
  cancelled: "badge-danger",
};

function StatusBadge({ status }: { status: OrderDetails["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATUS_TONE[status]} whitespace-nowrap`}>{t(orderStatusKey(status))}</span>
  );
}

function OrderItems({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1">
      {order.items.map((item) => (
        <li key={item.id} className="break-words">
          {t("orders.itemLine", { name: item.name, quantity: item.quantity })}
        </li>
      ))}
    </ul>
  );
}

function couponText(order: OrderDetails, t: ReturnType<typeof useTranslation>["t"]): string {
  if (!order.coupon) return t("orders.noCoupon");
  return t("orders.couponLine", {
    code: order.coupon.coupon_code,
    percent: order.coupon.discount_percentage,
  });
}

/** Wide screens: a real table, one row per order. */
function OrdersTable({ orders }: { orders: OrderDetails[] }) {
  const { t } = useTranslation();
  const th = "px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase";
  return (
    <div className="card hidden overflow-hidden md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("orders.caption")}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={`${th} text-start`}>
              {t("orders.columns.id")}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t("orders.columns.items")}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t("orders.columns.coupons")}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t("orders.columns.price")}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t("orders.columns.status")}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t("orders.columns.date")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.order_id} className="align-top">
              <th scope="row" className="px-4 py-4 text-start font-semibold whitespace-nowrap text-navy-900">
                {order.order_number}
              </th>
              <td className="px-4 py-4 text-ink">
                <OrderItems order={order} />
              </td>
              <td className="px-4 py-4 text-muted">{couponText(order, t)}</td>
              <td className="px-4 py-4 text-end font-semibold whitespace-nowrap text-ink">
                {formatAed(order.grand_total)}
              </td>
              <td className="px-4 py-4">
                <StatusBadge status={order.status} />
              </td>
              <td className="px-4 py-4 whitespace-nowrap text-muted">
                <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: a card per order, the same six facts as the table's row. */
function OrderCards({ orders }: { orders: OrderDetails[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 md:hidden" aria-label={t("orders.caption")}>
      {orders.map((order) => (
        <li key={order.order_id} className="card p-4">
          <article aria-labelledby={`order-${order.order_id}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 id={`order-${order.order_id}`} className="text-base font-semibold text-navy-900">
                <span className="sr-only">{t("orders.columns.id")} </span>
                {order.order_number}
              </h2>
              <StatusBadge status={order.status} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t("orders.columns.items")}</dt>
              <dd className="text-ink">
                <OrderItems order={order} />
              </dd>
              <dt className="text-muted">{t("orders.columns.coupons")}</dt>
              <dd className="text-ink">{couponText(order, t)}</dd>
              <dt className="text-muted">{t("orders.columns.price")}</dt>
              <dd className="font-semibold text-ink">{formatAed(order.grand_total)}</dd>
              <dt className="text-muted">{t("orders.columns.date")}</dt>
              <dd className="text-ink">
                <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
              </dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** 'My Orders' (spec section 2): newest first; 'No orders available' when there are none. */
export function OrdersList({ orders }: { orders: OrderDetails[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) {
    return (
      <div className="card px-6 py-12 text-center">
        <p className="text-lg font-semibold text-navy-900">{t("orders.empty")}</p>
        <Link to="/accessories" className="btn btn-primary mt-6">
          {t("orders.emptyAction")}
        </Link>
      </div>
    );
  }
  const newestFirst = sortNewestFirst(orders);
  return (
    <>
      <OrdersTable orders={newestFirst} />
      <OrderCards orders={newestFirst} />
    </>
  );
}
