import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, type CartItem } from "@carcare/contracts";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { discountedPrices } from "../../../lib/prices";
import { PercentOffBadge, WasPrice } from "../../../ui/discount-figures";
import { type IconProps, LineIcon } from "../../../ui/icons";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

const QUANTITIES = Array.from(
  { length: CART_QUANTITY_MAX - CART_QUANTITY_MIN + 1 },
  (_, index) => CART_QUANTITY_MIN + index,
);

function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

interface CartLinesProps {
  lines: CartItem[];
  onQuantityChange: (cartItemId: number, quantity: number) => void;
  onRemove: (cartItemId: number) => void;
}

/**
 * The cart's lines: image, name (to the product), unit price with the product's own was-price and
 * "N% OFF" (none without a discount), quantity 1 to 10, line total and remove.
 */
export function CartLines({ lines, onQuantityChange, onRemove }: CartLinesProps) {
  return (
    <ul aria-label={m.cart_lines_label()} className="card divide-y divide-line">
      {lines.map((line) => {
        const quantityId = `cart-quantity-${line.cart_item_id}`;
        const prices = discountedPrices(line);
        return (
          <li key={line.cart_item_id} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
            <Link
              to={localHref(`/accessories/${line.product_id}`)}
              tabIndex={-1}
              aria-hidden="true"
              className="shrink-0 self-start overflow-hidden rounded-xl bg-canvas"
            >
              <StoreImage
                src={line.product_image}
                alt=""
                sizes={IMAGE_SIZES.thumbnail}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-20 object-cover sm:size-24"
              />
            </Link>
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-2">
              <div className="min-w-0 flex-1 basis-40">
                <Link
                  to={localHref(`/accessories/${line.product_id}`)}
                  className="line-clamp-2 font-semibold text-navy-900 hover:text-brand-700 hover:underline"
                >
                  {line.product_name}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                  <span>{m.cart_lines_unitPrice({ price: formatAed(line.price) })}</span>
                  {prices.original !== null ? <WasPrice amount={prices.original} /> : null}
                  {prices.discountPercent !== null ? (
                    <PercentOffBadge percent={prices.discountPercent} />
                  ) : null}
                </p>
              </div>
              <span className="flex items-center gap-2">
                <label htmlFor={quantityId} className="text-sm text-muted">
                  <span aria-hidden="true" className="hidden sm:inline">
                    {m.cart_lines_quantityShort()}
                  </span>
                  <span className="sr-only">{m.cart_lines_quantity({ name: line.product_name })}</span>
                </label>
                <select
                  id={quantityId}
                  value={line.quantity}
                  onChange={(event) => onQuantityChange(line.cart_item_id, Number(event.target.value))}
                  className="input w-auto py-1.5 pe-8"
                >
                  {QUANTITIES.map((quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity}
                    </option>
                  ))}
                </select>
              </span>
              <span className="ms-auto text-end font-semibold whitespace-nowrap text-ink tabular-nums sm:min-w-24">
                {formatAed(line.total_price)}
              </span>
            </div>
            <button
              type="button"
              onClick={() => onRemove(line.cart_item_id)}
              aria-label={m.cart_lines_remove({ name: line.product_name })}
              className="-me-1 grid size-10 shrink-0 place-items-center self-start rounded-full text-muted hover:bg-red-50 hover:text-red-700 sm:self-center"
            >
              <TrashIcon className="size-5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
