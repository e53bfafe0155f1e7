import type { OrderDetails } from "@carcare/contracts";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { formatOrderDate, sortNewestFirst } from "../utils/order-display";
import { orderPageHref } from "../utils/order-href";
import { OrderStatusBadge } from "./order-status-badge";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** The order's own page (/orders/CC-…): its number is the link that opens it, in either layout. */
function OrderLink({ order }: { order: OrderDetails }) {
  return (
    <Link
      to={orderPageHref(order.order_number)}
      className="text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
    >
      <bdi className="ltr-inline">{order.order_number}</bdi>
    </Link>
  );
}

function OrderItems({ order }: { order: OrderDetails }) {
  return (
    <ul className="grid gap-1">
      {order.items.map((item) => (
        <li key={item.id} className="break-words">
          {m.orders_itemLine({ name: item.name, quantity: item.quantity })}
        </li>
      ))}
    </ul>
  );
}

function couponText(order: OrderDetails): string {
  if (!order.coupon) return m.orders_noCoupon();
  return m.orders_couponLine({
    code: order.coupon.coupon_code,
    percent: order.coupon.discount_percentage,
  });
}

/** Wide screens: a real table, one row per order. */
function OrdersTable({ orders }: { orders: OrderDetails[] }) {
  const th = "px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase";
  return (
    <div className="card hidden overflow-hidden md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{m.orders_caption()}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={`${th} text-start`}>
              {m.orders_columns_id()}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {m.orders_columns_items()}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {m.orders_columns_coupons()}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {m.orders_columns_price()}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {m.orders_columns_status()}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {m.orders_columns_date()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.order_id} className="align-top">
              <th scope="row" className="px-4 py-4 text-start font-semibold whitespace-nowrap text-navy-900">
                <OrderLink order={order} />
              </th>
              <td className="px-4 py-4 text-ink">
                <OrderItems order={order} />
              </td>
              <td className="px-4 py-4 text-muted">{couponText(order)}</td>
              <td className="px-4 py-4 text-end font-semibold whitespace-nowrap text-ink">
                {formatAed(order.grand_total)}
              </td>
              <td className="px-4 py-4">
                <OrderStatusBadge order={order} />
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
  return (
    <ul className="grid gap-4 md:hidden" aria-label={m.orders_caption()}>
      {orders.map((order) => (
        <li key={order.order_id} className="card p-4">
          <article aria-labelledby={`order-${order.order_id}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 id={`order-${order.order_id}`} className="text-base font-semibold text-navy-900">
                <span className="sr-only">{m.orders_columns_id()} </span>
                <OrderLink order={order} />
              </h2>
              <OrderStatusBadge order={order} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{m.orders_columns_items()}</dt>
              <dd className="text-ink">
                <OrderItems order={order} />
              </dd>
              <dt className="text-muted">{m.orders_columns_coupons()}</dt>
              <dd className="text-ink">{couponText(order)}</dd>
              <dt className="text-muted">{m.orders_columns_price()}</dt>
              <dd className="font-semibold text-ink">{formatAed(order.grand_total)}</dd>
              <dt className="text-muted">{m.orders_columns_date()}</dt>
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
  if (orders.length === 0) {
    return (
      <div className="card px-6 py-12 text-center">
        <p className="text-lg font-semibold text-navy-900">{m.orders_empty()}</p>
        <Link to={localHref("/accessories")} className="btn btn-primary mt-6">
          {m.orders_emptyAction()}
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
