import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useLoggedInUser } from "../features/auth/api/get-logged-in-user";
import { useAuthDialogs } from "../features/auth/components/auth-dialogs-context";
import { addToCart } from "../features/cart/api/add-to-cart";
import { cartQueryOptions } from "../features/cart/api/get-cart";
import { addToWishlist } from "../features/wishlist/api/add-to-wishlist";
import { wishlistQueryOptions } from "../features/wishlist/api/get-wishlist";
import { userMessageOf } from "../lib/api-client";
import { toast } from "../lib/toast";
import { m } from "../paraglide/messages.js";
import { localHref } from "../lib/language";

/**
 * Add to cart and add to wishlist, wherever a product is shown (spec section 4): the customer goes to
 * the cart or the wishlist after the add; a visitor is asked to log in first ('Please login to
 * continue'), and the add happens once they have.
 */
export function useProductActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useLoggedInUser();
  const { loginThen } = useAuthDialogs();
  const [pendingCart, setPendingCart] = useState<number | null>(null);
  const [pendingWishlist, setPendingWishlist] = useState<number | null>(null);

  function whenLoggedIn(action: () => void) {
    if (user) return action();
    toast.info(m.auth_loginToContinue());
    loginThen(action);
  }

  // Plain async actions, not useMutation: product cards are on first screens, and TanStack's
  // mutation observer would add about 2 KB gzipped to them (apps/web/scripts/check-budget.mjs).
  async function add(
    productId: number,
    send: (id: number) => Promise<{ message: string }>,
    setPending: (id: number | null) => void,
    after: { queryKey: readonly unknown[]; page: string },
  ) {
    setPending(productId);
    try {
      const answer = await send(productId);
      // The list (and the header's count) is read again. A read already on its way may have been
      // answered before this add (right after a login the header asks for the new customer's cart);
      // with no data yet, TanStack would hand its answer to the new read instead of asking again.
      await queryClient.cancelQueries({ queryKey: after.queryKey });
      void queryClient.invalidateQueries({ queryKey: after.queryKey });
      toast.success(answer.message);
      void navigate(localHref(after.page));
    } catch (failure) {
      toast.error(userMessageOf(failure));
    } finally {
      setPending(null);
    }
  }

  return {
    addToCart: (productId: number) =>
      whenLoggedIn(
        () =>
          void add(productId, addToCart, setPendingCart, {
            queryKey: cartQueryOptions().queryKey,
            page: "/cart",
          }),
      ),
    addToWishlist: (productId: number) =>
      whenLoggedIn(
        () =>
          void add(productId, addToWishlist, setPendingWishlist, {
            queryKey: wishlistQueryOptions().queryKey,
            page: "/wishlist",
          }),
      ),
    /** The product whose add is on its way, to disable its buttons meanwhile. */
    pendingCart,
    pendingWishlist,
  };
}
