import type { OrderPage } from "@carcare/contracts";
import { Link } from "react-router";
import { isolateLtr } from "../../../lib/direction";
import { localHref } from "../../../lib/language";
import { serverRenderedLazy } from "../../../lib/server-rendered-lazy";
import { formatOrderDate } from "../utils/order-display";
import { OrderStatusBadge } from "./order-status-badge";
import { m } from "../../../paraglide/messages.js";

// The page's sections below its heading come in a chunk of their own (the first load stays within
// budget), rendered by the server in place and hydrated with the page (decision 018); after a
// navigation in the browser, the loading line shows until the chunk has arrived.
const OrderPageDetails = serverRenderedLazy(
  () => import("./order-page-details").then((module) => module.OrderPageDetails),
  <p role="status" className="py-8 text-center text-muted">
    {m.orders_page_loading()}
  </p>,
);

/** The order page (/orders/CC-…): everything about one of the customer's orders, and what they can do now. */
export function OrderPageView({ order, whatsappNumber }: { order: OrderPage; whatsappNumber: string }) {
  return (
    <div className="container-page py-8 sm:py-12">
      <Link
        to={localHref("/orders")}
        className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {m.orders_page_allOrders()}
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 id="page-heading" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {m.orders_page_heading({ number: isolateLtr(order.order_number) })}
        </h1>
        <span data-testid="order-status">
          <span className="sr-only">{m.orders_page_status()}: </span>
          <OrderStatusBadge order={order} />
        </span>
        <p className="w-full text-sm text-muted">
          {m.orders_page_placedOn({ date: formatOrderDate(order.created_at) })}
        </p>
      </div>
      <OrderPageDetails order={order} whatsappNumber={whatsappNumber} />
    </div>
  );
}
