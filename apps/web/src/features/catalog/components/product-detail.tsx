import type { ProductDetail as Product } from "@carcare/contracts";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { StarRating } from "../../../ui/star-rating";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { CartIcon, HeartIcon } from "../../../ui/icons";
import { productPrices } from "../../../lib/prices";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** Below this many in stock the page says how many are left. */
const FEW_LEFT = 5;

/** What the page's buttons do (the app layer composes them: useProductActions). */
export interface ProductDetailActions {
  onAddToCart: (productId: number) => void;
  onAddToWishlist: (productId: number) => void;
  /** An add of this product is on its way: its buttons wait. */
  busy: boolean;
}

/**
 * The product page's first screen (spec section 2, "Product detail"): image, name, category, price
 * (with a discount: the struck-through original, the saving and, when the price history shows it,
 * the 'Lowest price in 7 days' badge),
 * stock, Add to cart and wishlist, and the description.
 */
export function ProductDetail({ product, actions }: { product: Product; actions: ProductDetailActions }) {
  const prices = productPrices(product);
  const outOfStock = product.stock <= 0;
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="card relative overflow-hidden">
        <StoreImage
          src={product.image}
          alt={product.name}
          sizes={IMAGE_SIZES.pageMain}
          width={800}
          height={800}
          fetchPriority="high"
          className="aspect-square size-full object-cover"
        />
        {prices.original !== null ? (
          <span className="badge badge-deal absolute top-4 start-4 bg-accent-400 text-sm text-navy-900">
            {m.catalog_product_percentOff({ percent: product.discount_percentage })}
          </span>
        ) : null}
      </div>

      <div className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <span className="sr-only">{`${m.catalog_product_category()}: `}</span>
            {product.category_name}
          </p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{product.name}</h1>
          <p className="mt-1 text-muted">{m.catalog_product_byBrand({ brand: product.brand })}</p>
          {product.ratings.count > 0 ? (
            <a
              href="#reviews"
              className="mt-3 inline-flex items-center gap-2 text-sm text-muted hover:underline"
            >
              <StarRating rating={product.ratings.average} />
              <span>
                {product.ratings.average.toFixed(1)} ·{" "}
                {m.catalog_product_reviewsLink({ count: product.ratings.count })}
              </span>
            </a>
          ) : null}
        </div>

        <div className="card grid gap-3 p-5">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="sr-only">{`${m.catalog_product_priceLabel()}: `}</span>
            <span className="text-3xl font-extrabold text-brand-700">{formatAed(prices.price)}</span>
            {prices.original !== null ? (
              <s className="text-lg text-slate-500">
                <span className="sr-only">{`${m.catalog_product_originalPrice()}: `}</span>
                {formatAed(prices.original)}
              </s>
            ) : null}
          </p>
          {prices.saving !== null ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-semibold text-success-700">
                {m.catalog_product_saving({ amount: formatAed(prices.saving) })}
              </p>
              {/* Only when the server's price history shows it (decision 017), never from the discount alone. */}
              {product.lowest_price_in_7_days ? (
                <span className="badge badge-success">{m.catalog_product_lowestPrice()}</span>
              ) : null}
            </div>
          ) : null}
          <p
            className={`text-sm font-semibold ${outOfStock ? "text-danger-700" : "text-success-700"}`}
            id="stock-status"
          >
            {outOfStock
              ? m.catalog_product_outOfStock()
              : product.stock <= FEW_LEFT
                ? m.catalog_product_fewLeft({ count: product.stock })
                : m.catalog_product_inStock()}
          </p>
          {outOfStock ? <p className="text-sm text-muted">{m.catalog_product_outOfStockNote()}</p> : null}
          <div className="mt-1 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary flex-1 sm:flex-none"
              disabled={outOfStock || actions.busy}
              aria-describedby={outOfStock ? "stock-status" : undefined}
              onClick={() => actions.onAddToCart(product.id)}
            >
              <CartIcon className="size-5" />
              {m.catalog_product_addToCart()}
            </button>
            <button
              type="button"
              className="btn btn-secondary flex-1 sm:flex-none"
              disabled={actions.busy}
              onClick={() => actions.onAddToWishlist(product.id)}
            >
              <HeartIcon className="size-5" />
              {m.catalog_product_addToWishlist()}
            </button>
          </div>
        </div>

        <section aria-labelledby="overview-heading">
          <h2 id="overview-heading" className="text-lg font-bold text-navy-900">
            {m.catalog_product_overview()}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink/90">{product.description}</p>
        </section>
      </div>
    </div>
  );
}

/** Home / Accessories / the product: the way back to the listing. */
export function ProductBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label={m.catalog_product_breadcrumb()} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={localHref("/")} className="hover:text-brand-700 hover:underline">
            {m.catalog_product_home()}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={localHref("/accessories")} className="hover:text-brand-700 hover:underline">
            {m.catalog_product_accessories()}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="line-clamp-1 font-medium text-ink">
          {name}
        </li>
      </ol>
    </nav>
  );
}
