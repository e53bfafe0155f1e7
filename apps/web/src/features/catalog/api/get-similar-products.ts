import type { ProductListResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";
import { categoryShelfQuery, similarFromShelf, type SimilarProductsQuery } from "../utils/similar-products";

/** GET /api/view_products?{filters}&exclude={id}&limit=: the product page's Similar Products. */
export function getSimilarProducts(
  query: SimilarProductsQuery,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<ProductListResponse> {
  return call(api.viewProducts, { query }, { signal });
}

/**
 * The page's Similar Products, read by the browser after the page (not in the server's HTML). A link
 * without filters reads its category's shelf (categoryShelfQuery): the same address for every product
 * of the category, so the API's kept copy and a shared cache answer most of them.
 */
export function similarProductsQueryOptions(
  product: { id: number; category_name: string },
  query: SimilarProductsQuery,
  call: EndpointCall = callApi,
) {
  const shelf = categoryShelfQuery(product, query);
  return queryOptions({
    queryKey: ["catalog", "similar-products", query] as const,
    queryFn: async ({ signal }) =>
      shelf
        ? similarFromShelf(
            await call(api.viewProducts, { query: shelf }, { signal }),
            product.id,
            Number(query.limit),
          )
        : getSimilarProducts(query, call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSimilarProducts(
  product: { id: number; category_name: string },
  query: SimilarProductsQuery,
) {
  return useQuery(similarProductsQueryOptions(product, query));
}
