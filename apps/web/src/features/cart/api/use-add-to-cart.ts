import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addToCart } from "./add-to-cart";
import { cartQueryOptions } from "./get-cart";

/** Adds to the cart; the cart (and the header's count) is read again. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
