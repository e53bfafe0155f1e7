import type { PromotedProduct } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { StarRating } from "../../../ui/star-rating";

/** A product tile linking to /accessories/{id}; `badge`, `kicker` and `originalPrice` vary by section. */
export function ProductCard({
  product,
  badge,
  kicker,
  originalPrice,
  rating,
}: {
  product: PromotedProduct;
  badge?: string;
  kicker?: string;
  /** Shown struck through when given. */
  originalPrice?: number;
  rating?: number;
}) {
  const { t } = useTranslation();
  return (
    <article className="group card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-(--shadow-raised)">
      <div className="relative aspect-square overflow-hidden bg-canvas">
        <img
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
        />
        {badge ? (
          <span className="badge badge-deal absolute top-3 start-3 bg-accent-400 text-navy-900">{badge}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {kicker ? (
          <p className="text-xs font-semibold tracking-wide text-danger-600 uppercase">{kicker}</p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold text-navy-900">
          {/* The whole card is clickable through this link's stretched overlay. */}
          <Link
            to={`/accessories/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        {rating !== undefined ? <StarRating rating={rating} /> : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-lg font-bold text-brand-700">{formatAed(product.discounted_price)}</span>
          {originalPrice !== undefined ? (
            <s className="text-sm text-slate-500">
              <span className="sr-only">{`${t("catalog.wasPrice")} `}</span>
              {formatAed(originalPrice)}
            </s>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** Placeholder tiles with the card's exact shape, so the grid does not jump when data arrives. */
export function ProductCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true">
      <div className="skeleton aspect-square rounded-none" />
      <div className="space-y-3 p-4">
        <div className="skeleton h-4 w-3/4" />
        <div className="skeleton h-4 w-1/2" />
        <div className="skeleton h-6 w-1/3" />
      </div>
    </div>
  );
}
