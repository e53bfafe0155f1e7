import type { WishlistItem } from "@carcare/contracts";
import { useState } from "react";
import { useAddToCart } from "../../features/cart/api/use-add-to-cart";
import { useWishlist } from "../../features/wishlist/api/get-wishlist";
import { useRemoveFromWishlist } from "../../features/wishlist/api/remove-from-wishlist";
import { WishlistList } from "../../features/wishlist/components/wishlist-list";
import { userMessageOf } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import { m } from "../../paraglide/messages.js";

export const meta = routeMeta({
  title: m.pages_wishlist_title,
  description: m.pages_wishlist_description,
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/**
 * Move to Cart (spec section 4): add to the cart, then remove from the wishlist; each mutation reads
 * its list again, so the header's counts and the page follow. The cart and wishlist features may not
 * import each other, so the two are composed here.
 */
function useWishlistActions() {
  const addToCart = useAddToCart();
  const remove = useRemoveFromWishlist();
  const [movingId, setMovingId] = useState<number | null>(null);

  const removeItem = (item: WishlistItem, onDone?: () => void) =>
    remove.mutate(item.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => toast.error(userMessageOf(failure)),
      onSettled: onDone,
    });

  return {
    onMoveToCart: (item: WishlistItem) => {
      setMovingId(item.id);
      addToCart.mutate(item.product_id, {
        onSuccess: () => removeItem(item, () => setMovingId(null)),
        onError: (failure) => {
          setMovingId(null);
          toast.error(userMessageOf(failure));
        },
      });
    },
    onRemove: (item: WishlistItem) => removeItem(item),
    busyItemId: movingId ?? (remove.isPending ? remove.variables : null),
  };
}

function MyCollection() {
  // The root loader put the wishlist in the page (the header's count reads it too).
  const wishlist = useWishlist();
  const actions = useWishlistActions();
  let content;
  if (wishlist.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-lg text-muted">
        {m.wishlist_loading()}
      </p>
    );
  } else if (wishlist.isError) {
    content = (
      <div role="alert" className="card px-6 py-12 text-center">
        <p className="text-muted">{m.wishlist_loadFailed()}</p>
        <button type="button" className="btn btn-secondary mt-6" onClick={() => void wishlist.refetch()}>
          {m.wishlist_retry()}
        </button>
      </div>
    );
  } else {
    content = <WishlistList items={wishlist.data.wishlist_items} actions={actions} />;
  }
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <div className="mb-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.pages_wishlist_title()}
          </h1>
          <p className="mt-2 text-muted">{m.wishlist_intro()}</p>
        </div>
        {content}
      </div>
    </div>
  );
}

/** /wishlist (spec section 2): 'My Collection', or the log-in prompt for a visitor. */
export default function WishlistPage() {
  return (
    <RequireLogin title={m.pages_wishlist_title()}>
      <MyCollection />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
