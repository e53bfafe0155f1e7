import type { Message } from "@carcare/contracts";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/add_to_wishlist/{id}/: idempotent (401 when logged out). */
export function addToWishlist(productId: number): Promise<Message> {
  return callApi(api.addToWishlist, { params: { id: productId } });
}
