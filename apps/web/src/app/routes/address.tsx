import type { PaymentMethod, PlaceOrderInput } from "@carcare/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  addressesQueryOptions,
  getAddresses,
  useAddresses,
} from "../../features/addresses/api/get-addresses";
import { AddressList } from "../../features/addresses/components/address-list";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { cartQueryOptions, useCart } from "../../features/cart/api/get-cart";
import { useAppliedCoupon } from "../../features/cart/hooks/use-applied-coupon";
import { cartTotals } from "../../features/cart/lib/cart-totals";
import { usePlaceOrder } from "../../features/orders/api/place-order";
import { checkoutTotals, payOnDeliveryAvailable } from "../../features/orders/utils/checkout-totals";
import { businessContactsQueryOptions, useBusinessContacts } from "../../lib/business-contacts";
import { ApiRequestError, nullWhenRefused, userMessageOf } from "../../lib/api-client";
import { prefetchPageData } from "../../lib/query-client";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { toast } from "../../lib/toast";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import type { Route } from "./+types/address";
import { m } from "../../paraglide/messages.js";
import { localHref } from "../../lib/language";

export const meta = routeMeta({
  title: m.pages_address_title,
  description: m.pages_address_description,
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

// The form (with zod, react-hook-form and the contract schema) is in the server's HTML, hydrated in
// place, but its code comes in its own chunk after the first screen's, which keeps the page's first
// load within budget (apps/web/scripts/check-budget.mjs).
const AddressForm = serverRenderedLazy(
  () => import("../../features/addresses/components/address-form").then((m) => m.AddressForm),
  <div className="card min-h-[40rem]" aria-hidden="true" />,
);

// The order's summary with the payment choice and Place Order: in the server's HTML too, its code in a
// chunk of its own for the same reason (issue 29's payment options took the page over budget).
const CheckoutSummary = serverRenderedLazy(
  () => import("../../features/orders/components/checkout-summary").then((m) => m.CheckoutSummary),
  <div className="skeleton h-64 rounded-2xl" aria-hidden="true" />,
);

/** The addresses come with the page (the root loader has already put the cart in); a visitor gets none. */
export async function loader({ context }: Route.LoaderArgs) {
  const addresses = context.userId === null ? null : await nullWhenRefused(getAddresses(context.call));
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    if (addresses) queryClient.setQueryData(addressesQueryOptions().queryKey, addresses);
  });
  return { dehydratedState };
}

/** /address (spec section 2): the delivery address and Place Order, or the log-in prompt for a visitor. */
export default function AddressPage() {
  return (
    <RequireLogin title={m.pages_address_title()}>
      <section aria-labelledby="page-heading" className="container-page py-8 sm:py-12">
        <nav aria-label={m.addresses_breadcrumb_label()} className="mb-6 text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link to={localHref("/")} className="hover:text-brand-700 hover:underline">
                {m.addresses_breadcrumb_home()}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={localHref("/cart")} className="hover:text-brand-700 hover:underline">
                {m.addresses_breadcrumb_cart()}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-ink">
              {m.addresses_breadcrumb_address()}
            </li>
          </ol>
        </nav>
        <h1 id="page-heading" className="mb-6 text-3xl font-bold tracking-tight text-navy-900">
          {m.addresses_heading()}
        </h1>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-6">
            <SavedAddresses />
            <AddressForm />
          </div>
          <Checkout />
        </div>
      </section>
    </RequireLogin>
  );
}

function SavedAddresses() {
  const { data: user } = useLoggedInUser();
  const addresses = useAddresses({ enabled: Boolean(user) });
  let content;
  if (addresses.isPending) {
    content = (
      <p role="status" className="py-6 text-muted">
        {m.addresses_list_loading()}
      </p>
    );
  } else if (addresses.isError) {
    content = (
      <div role="alert" className="card px-5 py-8 text-center">
        <p className="text-muted">{m.addresses_list_loadFailed()}</p>
        <button type="button" className="btn btn-secondary mt-4" onClick={() => void addresses.refetch()}>
          {m.addresses_list_retry()}
        </button>
      </div>
    );
  } else {
    content = <AddressList addresses={addresses.data} />;
  }
  return (
    <section aria-labelledby="saved-addresses-heading">
      <h2 id="saved-addresses-heading" className="mb-3 text-lg font-bold text-navy-900">
        {m.addresses_list_heading()}
      </h2>
      {content}
    </section>
  );
}

/** The cart (the cart feature's data) composed with Place Order (the orders feature's). */
function Checkout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: cart, isPending, isFetching } = useCart();
  const coupon = useAppliedCoupon(cart);
  const placeOrder = usePlaceOrder();
  const { data: storeInfo } = useBusinessContacts();
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>("whatsapp");

  if (isPending) return <div className="skeleton h-64 rounded-2xl" aria-hidden="true" />;
  if (!cart || cart.cart_items.length === 0) {
    return (
      <section className="card p-5 text-center sm:p-6">
        <p className="text-muted">{m.addresses_summary_emptyCart()}</p>
        <Link to={localHref("/accessories")} className="btn btn-secondary mt-4">
          {m.addresses_summary_goShopping()}
        </Link>
      </section>
    );
  }

  const cartFigures = cartTotals(cart, coupon.applied);
  const applied = cartFigures.discount !== null ? coupon.applied?.coupon : undefined;
  // Pay on delivery stays chosen only while the cart is within its limit.
  const onDeliveryAvailable = payOnDeliveryAvailable(cartFigures, storeInfo);
  const method: PaymentMethod = onDeliveryAvailable ? chosenMethod : "whatsapp";
  const totals = checkoutTotals(cartFigures, method, storeInfo);

  function onPlaceOrder() {
    if (!cart || placeOrder.isPending) return;
    setProblem(null);
    const input: PlaceOrderInput = {
      cartItems: cart.cart_items,
      totalPrice: cart.total_price,
      coupon: applied
        ? {
            name: applied.name,
            coupon_code: applied.coupon_code,
            discount_percentage: applied.discount_percentage,
          }
        : null,
      payment_method: method,
      // The fee the customer was shown: the server refuses the order (409) if it has changed.
      ...(method === "pay_on_delivery" ? { cod_fee: totals.codFee } : {}),
    };
    placeOrder.mutate(input, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        // The coupon is used up with this order; the emptied cart is read again (not the coupon,
        // which an empty cart would refuse).
        coupon.remove();
        void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey, exact: true });
        void navigate(localHref(`/confirm?order=${answer.order_id}`));
      },
      onError: (error) => {
        const message = userMessageOf(error);
        toast.error(message);
        // A price, stock or coupon changed under the shown cart: read it again, and say so.
        if (error instanceof ApiRequestError && error.status === 409) {
          setProblem(message);
          void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
          // The pay-on-delivery fee or limit may have changed too.
          void queryClient.invalidateQueries({ queryKey: businessContactsQueryOptions().queryKey });
        }
      },
    });
  }

  return (
    <CheckoutSummary
      lines={cart.cart_items.map((line) => ({
        id: line.cart_item_id,
        name: line.product_name,
        image: line.product_image,
        quantity: line.quantity,
        total: line.total_price,
      }))}
      totals={totals}
      payment={{
        method,
        onChange: setChosenMethod,
        onDeliveryAvailable,
        onDeliveryFee: storeInfo.pay_on_delivery.fee,
        onDeliveryLimit: storeInfo.pay_on_delivery.max_total,
      }}
      couponCode={applied ? coupon.code : null}
      updating={isFetching || coupon.checking}
      placing={placeOrder.isPending}
      problem={problem}
      onPlaceOrder={onPlaceOrder}
    />
  );
}

export { PageErrorBoundary as ErrorBoundary };
