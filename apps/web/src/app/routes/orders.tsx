import { getOrders, ordersQueryOptions, useOrders } from "../../features/orders/api/get-orders";
import { nullWhenRefused } from "../../lib/api-client";
import { OrdersList } from "../../features/orders/components/orders-list";
import { prefetchPageData } from "../../lib/query-client";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import type { Route } from "./+types/orders";
import { m } from "../../paraglide/messages.js";

export const meta = routeMeta({
  title: m.pages_orders_title,
  description: m.pages_orders_description,
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The customer's orders come with the page; a visitor gets none (and the log-in prompt). */
export async function loader({ context }: Route.LoaderArgs) {
  const orders = context.userId === null ? null : await nullWhenRefused(getOrders(context.call));
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    if (orders) queryClient.setQueryData(ordersQueryOptions().queryKey, orders);
  });
  return { dehydratedState };
}

function MyOrders() {
  const orders = useOrders();
  let content;
  if (orders.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-lg text-muted">
        {m.orders_loading()}
      </p>
    );
  } else if (orders.isError) {
    content = (
      <div role="alert" className="card px-6 py-12 text-center">
        <p className="text-muted">{m.orders_loadFailed()}</p>
        <button type="button" className="btn btn-secondary mt-6" onClick={() => void orders.refetch()}>
          {m.orders_retry()}
        </button>
      </div>
    );
  } else {
    content = <OrdersList orders={orders.data} />;
  }
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {m.pages_orders_title()}
        </h1>
        <p className="mt-2 text-muted">{m.orders_intro()}</p>
      </div>
      {content}
    </div>
  );
}

/** /orders (spec section 2): 'My Orders', or the log-in prompt for a visitor. */
export default function OrdersPage() {
  return (
    <RequireLogin title={m.pages_orders_title()}>
      <MyOrders />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
