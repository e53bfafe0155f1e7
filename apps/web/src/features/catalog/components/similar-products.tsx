import { useSimilarProducts } from "../api/get-similar-products";
import type { SimilarProductsQuery } from "../utils/similar-products";
import { ProductCard, type ProductCardActions } from "./product-card";
import { m } from "../../../paraglide/messages.js";

/** 'Similar Products' (spec section 2): the query's products as cards; nothing when there are none. */
export function SimilarProducts({
  query,
  actions,
}: {
  query: SimilarProductsQuery;
  actions: ProductCardActions;
}) {
  const { data } = useSimilarProducts(query);
  const products = data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-14">
      <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {m.catalog_product_similarHeading()}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
