import { useCart } from "../../features/cart/api/get-cart";
import { couponsQueryOptions, useCoupons } from "../../features/cart/api/get-coupons";
import { useRemoveCartItem } from "../../features/cart/api/remove-cart-item";
import { useUpdateCartQuantity } from "../../features/cart/api/update-cart-quantity";
import { CartBreadcrumb } from "../../features/cart/components/cart-breadcrumb";
import { CartLines } from "../../features/cart/components/cart-lines";
import { CartSummary } from "../../features/cart/components/cart-summary";
import { EmptyCart } from "../../features/cart/components/empty-cart";
import { useAppliedCoupon } from "../../features/cart/hooks/use-applied-coupon";
import { cartTotals } from "../../features/cart/lib/cart-totals";
import { useBusinessContacts } from "../../lib/business-contacts";
import { prefetchPageData } from "../../lib/query-client";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { WidgetBoundary } from "../../ui/widget-boundary";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import type { Route } from "./+types/cart";
import { m } from "../../paraglide/messages.js";

export const meta = routeMeta({
  title: m.pages_cart_title,
  description: m.pages_cart_description,
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

// The coupon box and carousel (with embla) are in the server's HTML but their code comes in one
// chunk after the first screen's, which keeps the page's first load within budget
// (apps/web/scripts/check-budget.mjs). serverRenderedLazy (decision 018): with the chunk present they
// hydrate in place, so a code being typed is never replaced by a second copy.
const CouponCarousel = serverRenderedLazy(
  () => import("../../features/cart/components/coupons").then((m) => m.CouponCarousel),
  <div className="mt-10 min-h-40" aria-hidden="true" />,
);
const CouponCodeForm = serverRenderedLazy(
  () => import("../../features/cart/components/coupons").then((m) => m.CouponCodeForm),
  <div className="min-h-28 border-b border-line" aria-hidden="true" />,
);

/** The coupons come with the page; the root loader has already put the customer's cart in. */
export async function loader({ context }: Route.LoaderArgs) {
  const dehydratedState = await prefetchPageData((queryClient) =>
    queryClient.prefetchQuery(couponsQueryOptions(context.call)),
  );
  return { dehydratedState };
}

/** Cart (spec section 2): the lines, the coupons and the server's totals. */
export default function CartPage() {
  return (
    <RequireLogin title={m.pages_cart_title()}>
      <section aria-labelledby="page-heading" className="container-page py-8 sm:py-12">
        <CartBreadcrumb />
        <h1 id="page-heading" className="mb-6 text-3xl font-bold tracking-tight text-navy-900">
          {m.cart_heading()}
        </h1>
        <CartContent />
      </section>
    </RequireLogin>
  );
}

function CartContent() {
  const { data: cart, isPending } = useCart();
  const { data: coupons = [] } = useCoupons();
  const coupon = useAppliedCoupon(cart);
  const updateQuantity = useUpdateCartQuantity();
  const removeLine = useRemoveCartItem();
  const cartChanging = updateQuantity.isPending || removeLine.isPending;
  const { data: storeInfo } = useBusinessContacts();

  if (isPending) return <div className="skeleton h-64 rounded-2xl" aria-hidden="true" />;
  if (!cart || cart.cart_items.length === 0) return <EmptyCart />;

  const totals = cartTotals(cart, coupon.applied);
  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CartLines
          lines={cart.cart_items}
          onQuantityChange={(cartItemId, quantity) => updateQuantity.mutate({ cartItemId, quantity })}
          onRemove={(cartItemId) => removeLine.mutate(cartItemId)}
        />
        <CartSummary
          totals={totals}
          vatRatePercent={storeInfo.vat_rate_percent}
          couponCode={coupon.code}
          updating={cartChanging || coupon.checking}
        >
          <WidgetBoundary name="coupon code box">
            <CouponCodeForm
              appliedCode={coupon.applied ? coupon.code : null}
              appliedPercent={coupon.applied?.coupon.discount_percentage ?? null}
              applying={coupon.applyingCode !== null}
              problem={coupon.problem}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
          </WidgetBoundary>
        </CartSummary>
      </div>
      <WidgetBoundary name="coupon carousel">
        <CouponCarousel
          coupons={coupons}
          appliedCode={coupon.applied ? coupon.code : null}
          applyingCode={coupon.applyingCode}
          onApply={coupon.apply}
        />
      </WidgetBoundary>
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary };
