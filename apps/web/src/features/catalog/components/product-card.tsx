import type { PromotedProduct } from "@carcare/contracts";
import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import { CartIcon, HeartIcon } from "../../../ui/icons";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { PercentOffBadge, WasPrice } from "../../../ui/discount-figures";
import { StarRating } from "../../../ui/star-rating";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { productCardFigures } from "../utils/product-prices";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** What a card's buttons do (the app layer composes them: useProductActions). */
export interface ProductCardActions {
  onAddToCart: (productId: number) => void;
  onAddToWishlist: (productId: number) => void;
  /** The product whose add is on its way: its buttons wait. */
  busyProductId?: number | null;
}

/**
 * A product tile linking to /accessories/{id}, the same in every section: the product's own
 * discount badge and was-price (none without a discount) and its own rating (no stars without
 * reviews), from productCardFigures. `kicker` varies by section. With `actions`, a wishlist button
 * and Add to cart.
 */
export function ProductCard({
  product,
  kicker,
  actions,
  sizes = IMAGE_SIZES.productCard,
  priority = false,
}: {
  product: PromotedProduct & { brand?: string };
  kicker?: string;
  actions?: ProductCardActions;
  /** The picture's slot width in the grid the card is in (IMAGE_SIZES.productCard: 2, 3, then 4 columns). */
  sizes?: string;
  /** A card on the first screen: its picture is fetched at once, first. */
  priority?: boolean;
}) {
  const busy = actions?.busyProductId === product.id;
  const figures = productCardFigures(product);
  return (
    <article className="group card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-(--shadow-raised)">
      <div className="relative aspect-square overflow-hidden bg-canvas">
        <StoreImage
          src={product.image || PLACEHOLDER_IMAGE}
          alt=""
          sizes={sizes}
          width={400}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
        />
        {figures.discountPercent !== null ? (
          <PercentOffBadge percent={figures.discountPercent} className="absolute top-3 start-3" />
        ) : null}
        {actions ? (
          <button
            type="button"
            className="btn btn-ghost absolute top-2 end-2 z-10 size-10 rounded-full bg-white/90 px-0 text-navy-900 shadow-sm hover:text-danger-600"
            aria-label={m.catalog_card_addToWishlist({ name: product.name })}
            disabled={busy}
            onClick={() => actions.onAddToWishlist(product.id)}
          >
            <HeartIcon className="size-5" />
          </button>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {kicker ? (
          <p className="text-xs font-semibold tracking-wide text-danger-600 uppercase">{kicker}</p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold text-navy-900">
          {/* The whole card is clickable through this link's stretched overlay. */}
          <Link
            to={localHref(`/accessories/${product.id}`)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        {product.brand ? <p className="text-sm text-muted">{product.brand}</p> : null}
        {figures.rating !== null ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <StarRating rating={figures.rating} />
            <span aria-hidden="true">{figures.rating.toFixed(1)}</span>
            <span>({m.catalog_card_reviewCount({ count: product.review_count })})</span>
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-lg font-bold text-brand-700">{formatAed(figures.price)}</span>
          {figures.original !== null ? <WasPrice amount={figures.original} /> : null}
        </p>
        {actions ? (
          <button
            type="button"
            className="btn btn-primary relative z-10 mt-2 w-full"
            aria-label={m.catalog_card_addToCartNamed({ name: product.name })}
            disabled={busy}
            onClick={() => actions.onAddToCart(product.id)}
          >
            <CartIcon className="size-5" />
            {m.catalog_card_addToCart()}
          </button>
        ) : null}
      </div>
    </article>
  );
}

export { ProductCardSkeleton } from "./product-card-skeleton";
