import { data, Link, useParams } from "react-router";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { getOrderPage, orderPageKey, useOrderPage } from "../../features/orders/api/get-order-page";
import { OrderPageView } from "../../features/orders/components/order-page-view";
import { isUnauthenticated, nullWhenRefused, statusOf } from "../../lib/api-client";
import { useBusinessContacts } from "../../lib/business-contacts";
import { prefetchPageData } from "../../lib/query-client";
import { localHref } from "../../lib/language";
import { NotFoundPage, PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { pageMeta } from "../seo";
import type { Route } from "./+types/order";
import { m } from "../../paraglide/messages.js";

/** The tab names the order (the not-found page's title when it is not the customer's); never in search results. */
export function meta({ matches, location, params, error }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: error
      ? m.common_errors_notFoundTitle()
      : `${m.pages_order_title()} ${params.reference.toUpperCase()}`,
    description: error ? m.common_errors_notFoundText() : m.pages_order_description(),
    path: location.pathname,
    noindex: true,
  });
}

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** An unusable reference (400), an order that is not the customer's or none (404): not found alike. */
const NOT_FOUND = [400, 401, 404];

/**
 * /orders/{reference}: the customer's own order comes with the page. Another customer's or an
 * unknown order is the store's not-found page, status 404; a visitor gets the log-in prompt.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (context.userId === null) return { dehydratedState: await prefetchPageData(async () => {}) };
  const order = await nullWhenRefused(getOrderPage(params.reference, context.call), NOT_FOUND);
  if (!order) throw data(m.orders_page_notFound(), { status: 404 });
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    queryClient.setQueryData(orderPageKey(params.reference), order);
  });
  return { dehydratedState };
}

function CustomerOrder({ reference }: { reference: string }) {
  const { data: user } = useLoggedInUser();
  const { data: contacts } = useBusinessContacts();
  const order = useOrderPage(reference, { enabled: Boolean(user) });

  if (order.isPending) {
    return (
      <p role="status" className="container-page py-16 text-center text-lg text-muted">
        {m.orders_page_loading()}
      </p>
    );
  }
  if (order.isError) {
    // Logged in on this page as someone whose order it is not: the not-found page, in place.
    if (NOT_FOUND.includes(statusOf(order.error) ?? 0) || isUnauthenticated(order.error)) {
      return <NotFoundPage message={m.orders_page_notFound()} />;
    }
    return (
      <div role="alert" className="container-page py-16 text-center">
        <p className="text-muted">{m.orders_page_loadFailed()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => void order.refetch()}>
            {m.orders_retry()}
          </button>
          <Link to={localHref("/orders")} className="btn btn-secondary">
            {m.orders_page_allOrders()}
          </Link>
        </div>
      </div>
    );
  }
  return <OrderPageView order={order.data} whatsappNumber={contacts.whatsapp_number} />;
}

/** An order's page (issue 29): lines, totals with VAT, address, payment, history, and what can be done now. */
export default function OrderRoute() {
  const { reference = "" } = useParams();
  return (
    <RequireLogin title={m.pages_order_title()}>
      <CustomerOrder reference={reference} />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
