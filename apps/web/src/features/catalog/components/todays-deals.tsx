import { usePromotedProducts } from "../api/get-promoted-products";
import { useLogError } from "../../../lib/use-log-error";
import { ProductCard, type ProductCardActions, ProductCardSkeleton } from "./product-card";
import { IMAGE_SIZES } from "../../../ui/store-image";
import { m } from "../../../paraglide/messages.js";

const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** Section 3: promoted products. Skeleton while loading; nothing at all when empty or on error (spec 4, 8). */
export function TodaysDeals({ actions }: { actions?: ProductCardActions }) {
  const { data, isPending, isError, error } = usePromotedProducts();

  useLogError("Today's Deals could not be loaded", error);

  // Types only (no zod on the home route), so an answer without the list is treated as empty.
  const products = Array.isArray(data?.promoted_products) ? data.promoted_products : [];
  if (isError) return null;
  if (!isPending && products.length === 0) return null;

  return (
    <section aria-labelledby="deals-heading" aria-busy={isPending} className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="deals-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.catalog_deals_heading()}{" "}
            {isPending ? null : (
              <span className="text-accent-600">
                {m.catalog_deals_upTo({ percent: data?.max_discount ?? 0 })}
              </span>
            )}
          </h2>
        </div>
        <ul className={`mt-8 ${GRID}`}>
          {isPending
            ? [0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    actions={actions}
                    kicker={m.catalog_deals_kicker()}
                    sizes={IMAGE_SIZES.wideCard}
                  />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
