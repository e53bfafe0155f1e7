import { useSimilarProducts } from "../api/get-similar-products";
import type { SimilarProductsQuery } from "../utils/similar-products";
import { ProductCard, type ProductCardActions } from "./product-card";
import { SimilarProductsPlaceholder } from "./similar-products-placeholder";
import { m } from "../../../paraglide/messages.js";

/**
 * 'Similar Products' (spec section 2): the query's products as cards; nothing when there are none.
 * Not in the server's HTML (issue 30: it was the page's largest part to render) and not in the page's
 * first load: the page mounts it after hydration (SimilarProductsAfterLoad). Until the products are
 * read it shows the placeholder tiles; a failed read says so and offers to try again.
 */
export default function SimilarProducts({
  product,
  query,
  actions,
}: {
  product: { id: number; category_name: string };
  query: SimilarProductsQuery;
  actions: ProductCardActions;
}) {
  const similar = useSimilarProducts(product, query);
  if (!similar.data && !similar.isError) return <SimilarProductsPlaceholder />;
  if (similar.data?.products.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-14">
      <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {m.catalog_product_similarHeading()}
      </h2>
      {similar.data ? (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
          {similar.data.products.map((similarProduct) => (
            <li key={similarProduct.id}>
              <ProductCard product={similarProduct} actions={actions} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="card mt-6 flex flex-col items-center px-6 py-10 text-center">
          <p className="text-sm text-muted">{m.catalog_product_similarFailed()}</p>
          <button type="button" className="btn btn-secondary mt-4" onClick={() => void similar.refetch()}>
            {m.catalog_product_similarRetry()}
          </button>
        </div>
      )}
    </section>
  );
}
