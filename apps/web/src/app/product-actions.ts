import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLoggedInUser } from "../features/auth/api/get-logged-in-user";
import { useAuthDialogs } from "../features/auth/components/auth-dialogs-context";
import { useAddToCart } from "../features/cart/api/add-to-cart";
import { useAddToWishlist } from "../features/wishlist/api/add-to-wishlist";
import { userMessageOf } from "../lib/api-client";
import { toast } from "../lib/toast";

/**
 * Add to cart and add to wishlist, wherever a product is shown (spec section 4): the customer goes to
 * the cart or the wishlist after the add; a visitor is asked to log in first ('Please login to
 * continue'), and the add happens once they have.
 */
export function useProductActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useLoggedInUser();
  const { loginThen } = useAuthDialogs();
  const cart = useAddToCart();
  const wishlist = useAddToWishlist();

  function whenLoggedIn(action: () => void) {
    if (user) return action();
    toast.info(t("auth.loginToContinue"));
    loginThen(action);
  }

  return {
    addToCart: (productId: number) =>
      whenLoggedIn(() =>
        cart.mutate(productId, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            void navigate("/cart");
          },
          onError: (failure) => toast.error(userMessageOf(failure)),
        }),
      ),
    addToWishlist: (productId: number) =>
      whenLoggedIn(() =>
        wishlist.mutate(productId, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            void navigate("/wishlist");
          },
          onError: (failure) => toast.error(userMessageOf(failure)),
        }),
      ),
    /** The product whose add is on its way, to disable its buttons meanwhile. */
    pendingCart: cart.isPending ? cart.variables : null,
    pendingWishlist: wishlist.isPending ? wishlist.variables : null,
  };
}
