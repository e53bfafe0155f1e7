import type { Coupon } from "@carcare/contracts";
import { formatAed } from "../../../lib/format";
import { CarouselControls, useCarousel } from "../../../ui/carousel";
import { type IconProps, LineIcon } from "../../../ui/icons";
import { couponsOnOffer } from "../lib/coupon-offers";
import { m } from "../../../paraglide/messages.js";

/** Spec section 9: a coupon every 2 s. */
const AUTOPLAY_MS = 2000;

function TicketIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
      <path d="M14 6v12" strokeDasharray="2 2" />
    </LineIcon>
  );
}

interface CouponCarouselProps {
  coupons: Coupon[];
  appliedCode: string | null;
  applyingCode: string | null;
  onApply: (code: string) => void;
}

/**
 * The coupons on offer on ui/carousel: 3 visible, 2 under 1266 px, 1 under 777 px. When there are
 * more than fit, it loops and shows a new one every 2 s; the rotation stops while the pointer is over
 * it or focus is inside it, and the button pauses it for good (WCAG 2.2.2). When they all fit there
 * is nothing to scroll: a plain row, with no rotation and no controls.
 */
export function CouponCarousel({ coupons, appliedCode, applyingCode, onApply }: CouponCarouselProps) {
  const offers = couponsOnOffer(coupons);
  const carousel = useCarousel({ autoplayMs: AUTOPLAY_MS });
  const { scrollable, paused } = carousel;

  if (offers.length === 0) return null;

  return (
    <section aria-labelledby="coupons-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="coupons-heading" className="text-xl font-bold tracking-tight text-navy-900">
          {m.cart_coupons_heading()}
        </h2>
        {scrollable ? (
          <CarouselControls
            carousel={carousel}
            labels={{
              previous: m.cart_coupons_previous(),
              next: m.cart_coupons_next(),
              pause: m.cart_coupons_pause(),
              play: m.cart_coupons_play(),
            }}
          />
        ) : null}
      </div>
      <div
        role="region"
        aria-roledescription={scrollable ? "carousel" : undefined}
        aria-label={m.cart_coupons_carouselLabel()}
        className="mt-4"
        {...carousel.regionProps}
      >
        <div ref={carousel.viewportRef} className="-mx-2 overflow-hidden">
          <ul className="flex touch-pan-y" aria-live={scrollable && paused ? "polite" : "off"}>
            {offers.map((coupon, index) => {
              const applied = coupon.coupon_code === appliedCode;
              const applying = coupon.coupon_code === applyingCode;
              // The server says this customer's cart cannot take it yet (below its minimum spend).
              const locked = coupon.usable === false;
              const reasonId = `coupon-${coupon.id}-reason`;
              return (
                <li
                  key={coupon.id}
                  aria-roledescription={scrollable ? "slide" : undefined}
                  aria-label={m.cart_coupons_slideLabel({ index: index + 1, total: offers.length })}
                  className="min-w-0 shrink-0 grow-0 basis-full px-2 min-[777px]:basis-1/2 min-[1266px]:basis-1/3"
                >
                  <article
                    className={`flex h-full items-center gap-4 rounded-2xl border-2 border-dashed p-4 ${applied ? "border-brand-500 bg-brand-50" : locked ? "border-line bg-canvas" : "border-line bg-white"}`}
                  >
                    <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <TicketIcon className="size-6" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-lg font-bold text-brand-700">
                        {m.cart_coupons_off({ percent: coupon.discount_percentage })}
                      </p>
                      <h3 className="line-clamp-2 font-semibold text-navy-900">{coupon.name}</h3>
                      <p className="font-mono text-sm tracking-wide text-ink">{coupon.coupon_code}</p>
                      {locked && coupon.min_order_price !== null ? (
                        <p id={reasonId} className="text-xs font-semibold text-ink">
                          {m.cart_coupons_spendToUse({ amount: formatAed(coupon.min_order_price) })}
                        </p>
                      ) : coupon.min_order_price !== null ? (
                        <p className="text-xs text-muted">
                          {m.cart_coupons_minOrder({ amount: formatAed(coupon.min_order_price) })}
                        </p>
                      ) : null}
                    </div>
                    <button
                      type="button"
                      disabled={applied || applying || locked}
                      aria-describedby={locked ? reasonId : undefined}
                      onClick={() => onApply(coupon.coupon_code)}
                      className={`btn shrink-0 px-4 ${applied || locked ? "btn-secondary" : "btn-primary"}`}
                    >
                      {applied ? m.cart_coupons_applied() : m.cart_coupons_apply()}
                      <span className="sr-only"> {coupon.coupon_code}</span>
                    </button>
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
