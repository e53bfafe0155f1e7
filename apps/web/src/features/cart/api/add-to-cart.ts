import type { AddToCartResponse } from "@carcare/contracts";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/**
 * POST /api/add_to_cart/{id}/: one more of the product in the customer's cart (401 when logged out).
 * A plain call: product cards (app/product-actions.ts) add without a mutation observer in the first
 * load; the wishlist's Move to Cart uses useAddToCart (./use-add-to-cart.ts).
 */
export function addToCart(productId: number): Promise<AddToCartResponse> {
  return callApi(api.addToCart, { params: { id: productId } });
}
