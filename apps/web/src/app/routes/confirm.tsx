import { data, Link, useSearchParams } from "react-router";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { getOrder, orderQueryOptions, useOrder } from "../../features/orders/api/get-order";
import { OrderConfirmation } from "../../features/orders/components/order-confirmation";
import { isUnauthenticated, nullWhenRefused } from "../../lib/api-client";
import { pathId } from "../../lib/path-id";
import { prefetchPageData } from "../../lib/query-client";
import { useBusinessContacts } from "../../lib/business-contacts";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import type { Route } from "./+types/confirm";
import { m } from "../../paraglide/messages.js";
import { localHref } from "../../lib/language";

export const meta = routeMeta({
  title: m.pages_confirm_title,
  description: m.pages_confirm_description,
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/**
 * /confirm?order=ID: the customer's own order comes with the page, so a reload or a shared link
 * shows it. Another customer's or an unknown order answers 404; a visitor gets the log-in prompt.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = pathId(new URL(request.url).searchParams.get("order") ?? undefined);
  if (context.userId === null) return { dehydratedState: await prefetchPageData(async () => {}) };
  // Another customer's order, or none by that number, is refused as not found.
  const order = orderId === null ? null : await nullWhenRefused(getOrder(orderId, context.call));
  if (!order) throw data(m.orders_confirm_notFound(), { status: 404 });
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    queryClient.setQueryData(orderQueryOptions(orderId!).queryKey, order);
  });
  return { dehydratedState };
}

function PlacedOrder({ orderId }: { orderId: number | null }) {
  const { data: user } = useLoggedInUser();
  const { data: contacts } = useBusinessContacts();
  const order = useOrder(orderId ?? 0, { enabled: Boolean(user) && orderId !== null });

  if (orderId !== null && order.isPending) {
    return (
      <p role="status" className="py-16 text-center text-lg text-muted">
        {m.orders_confirm_loading()}
      </p>
    );
  }
  if (orderId === null || !order.data) {
    // A visitor who logged in here asked for an order that is not theirs (or none): say so, in place.
    const message =
      orderId === null || isUnauthenticated(order.error)
        ? m.orders_confirm_noOrder()
        : m.orders_confirm_notFound();
    return (
      <div className="card mx-auto max-w-xl px-6 py-12 text-center">
        <h1 id="page-heading" className="text-2xl font-bold text-navy-900">
          {m.common_errors_notFoundTitle()}
        </h1>
        <p className="mt-3 text-muted">{message}</p>
        <Link to={localHref("/orders")} className="btn btn-secondary mt-6">
          {m.orders_confirm_myOrders()}
        </Link>
      </div>
    );
  }
  return <OrderConfirmation order={order.data} whatsappNumber={contacts.whatsapp_number} />;
}

/** Confirm (spec section 2): the placed order and Make Payment. */
export default function ConfirmPage() {
  const [searchParams] = useSearchParams();
  const orderId = pathId(searchParams.get("order") ?? undefined);
  return (
    <RequireLogin title={m.pages_confirm_title()}>
      <section aria-labelledby="page-heading" className="container-page py-8 sm:py-12">
        <PlacedOrder orderId={orderId} />
      </section>
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
