import type { WishlistItem } from "@carcare/contracts";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { discountedPrices } from "../../../lib/prices";
import { PercentOffBadge, WasPrice } from "../../../ui/discount-figures";
import { CartIcon, HeartIcon, type IconProps, LineIcon } from "../../../ui/icons";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

export interface WishlistActions {
  onMoveToCart: (item: WishlistItem) => void;
  onRemove: (item: WishlistItem) => void;
  /** The wishlist line whose move or removal is on its way, to disable its buttons meanwhile. */
  busyItemId: number | null;
}

function WishlistRow({ item, actions }: { item: WishlistItem; actions: WishlistActions }) {
  const busy = actions.busyItemId === item.id;
  const prices = discountedPrices({
    price: item.product_price,
    original_price: item.original_price,
    discount_percentage: item.discount_percentage,
  });
  return (
    <li className="card flex items-center gap-3 p-3 sm:gap-5 sm:p-4">
      <Link
        to={localHref(`/accessories/${item.product_id}`)}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden="true"
      >
        <StoreImage
          src={item.product_image}
          alt=""
          sizes={IMAGE_SIZES.thumbnail}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-20 rounded-(--radius-control) bg-canvas object-cover sm:size-24"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold break-words text-navy-900">
          <Link to={localHref(`/accessories/${item.product_id}`)} className="hover:text-brand-700">
            {item.product_name}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">{formatAed(prices.price)}</span>
          {prices.original !== null ? <WasPrice amount={prices.original} /> : null}
          {prices.discountPercent !== null ? <PercentOffBadge percent={prices.discountPercent} /> : null}
        </p>
        <button
          type="button"
          className="btn btn-primary mt-3 gap-2 px-4 py-2 text-sm"
          disabled={busy}
          aria-busy={busy}
          aria-label={m.wishlist_moveToCartOf({ name: item.product_name })}
          onClick={() => actions.onMoveToCart(item)}
        >
          <CartIcon className="size-4" />
          {m.wishlist_moveToCart()}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-ghost size-11 shrink-0 self-start rounded-full px-0 text-muted hover:text-danger-600"
        disabled={busy}
        aria-label={m.wishlist_remove({ name: item.product_name })}
        onClick={() => actions.onRemove(item)}
      >
        <TrashIcon className="size-5" />
      </button>
    </li>
  );
}

/**
 * 'My Collection' (spec section 2): image, name, price with the product's own was-price and "N% OFF"
 * (none without a discount), Move to Cart and a remove icon per product.
 */
export function WishlistList({ items, actions }: { items: WishlistItem[]; actions: WishlistActions }) {
  if (items.length === 0) {
    return (
      <div className="card px-6 py-12 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <HeartIcon className="size-7" />
        </span>
        <h2 className="mt-5 text-xl font-semibold text-navy-900">{m.wishlist_empty_title()}</h2>
        <p className="mt-2 text-muted">{m.wishlist_empty_text()}</p>
        <Link to={localHref("/accessories")} className="btn btn-primary mt-6">
          {m.wishlist_empty_action()}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4" aria-label={m.wishlist_listLabel()}>
      {items.map((item) => (
        <WishlistRow key={item.id} item={item} actions={actions} />
      ))}
    </ul>
  );
}
