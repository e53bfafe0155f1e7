import type { Coupon } from "@carcare/contracts";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAed } from "../../../lib/format";
import { type IconProps, LineIcon } from "../../../ui/icons";

/** Spec section 9: a coupon every 2 s. */
const AUTOPLAY_MS = 2000;

function PauseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 5v14M15 5v14" />
    </LineIcon>
  );
}

function PlayIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7 5l12 7-12 7z" />
    </LineIcon>
  );
}

/** Points to the start side; flipped with rtl:-scale-x-100 where the layout mirrors. */
function ChevronStartIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 18l-6-6 6-6" />
    </LineIcon>
  );
}

function ChevronEndIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 18l6-6-6-6" />
    </LineIcon>
  );
}

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
 * The coupons valid now: 3 visible, 2 under 1266 px, 1 under 777 px, looping, a new one every 2 s.
 * The rotation stops while the pointer is over it or focus is inside it, and the button pauses it
 * for good (WCAG 2.2.2).
 */
export function CouponCarousel({ coupons, appliedCode, applyingCode, onApply }: CouponCarouselProps) {
  const { t, i18n } = useTranslation();
  // Hover, focus and the pause button are tracked here rather than by the plugin, whose own
  // mouseleave, focusout and pointerup handlers would restart a rotation the customer paused.
  const autoplay = useRef(
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: "start", direction: i18n.dir() }, [
    autoplay.current,
  ]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hold = paused || hovered || focused;

  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!emblaApi || !plugin) return;
    // The plugin marks itself playing after this event: stop it once it has.
    const keepStill = () => {
      if (hold) queueMicrotask(() => plugin.stop());
    };
    if (hold) plugin.stop();
    else plugin.play();
    emblaApi.on("autoplay:play", keepStill);
    return () => {
      emblaApi.off("autoplay:play", keepStill);
    };
  }, [emblaApi, hold]);

  if (coupons.length === 0) return null;

  return (
    <section aria-labelledby="coupons-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="coupons-heading" className="text-xl font-bold tracking-tight text-navy-900">
          {t("cart.coupons.heading")}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-secondary px-3"
            aria-label={t("cart.coupons.previous")}
            onClick={() => emblaApi?.scrollPrev()}
          >
            <ChevronStartIcon className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            className="btn btn-secondary px-3"
            aria-pressed={paused}
            aria-label={paused ? t("cart.coupons.play") : t("cart.coupons.pause")}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
          </button>
          <button
            type="button"
            className="btn btn-secondary px-3"
            aria-label={t("cart.coupons.next")}
            onClick={() => emblaApi?.scrollNext()}
          >
            <ChevronEndIcon className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
      </div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t("cart.coupons.carouselLabel")}
        className="mt-4"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div ref={viewportRef} className="-mx-2 overflow-hidden">
          <ul className="flex touch-pan-y" aria-live={paused ? "polite" : "off"}>
            {coupons.map((coupon, index) => {
              const applied = coupon.coupon_code === appliedCode;
              const applying = coupon.coupon_code === applyingCode;
              return (
                <li
                  key={coupon.id}
                  aria-roledescription="slide"
                  aria-label={t("cart.coupons.slideLabel", { index: index + 1, total: coupons.length })}
                  className="min-w-0 shrink-0 grow-0 basis-full px-2 min-[777px]:basis-1/2 min-[1266px]:basis-1/3"
                >
                  <article
                    className={`flex h-full items-center gap-4 rounded-2xl border-2 border-dashed p-4 ${applied ? "border-brand-500 bg-brand-50" : "border-line bg-white"}`}
                  >
                    <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <TicketIcon className="size-6" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-lg font-bold text-brand-700">
                        {t("cart.coupons.off", { percent: coupon.discount_percentage })}
                      </p>
                      <h3 className="line-clamp-2 font-semibold text-navy-900">{coupon.name}</h3>
                      <p className="font-mono text-sm tracking-wide text-ink">{coupon.coupon_code}</p>
                      {coupon.min_order_price !== null && (
                        <p className="text-xs text-muted">
                          {t("cart.coupons.minOrder", { amount: formatAed(coupon.min_order_price) })}
                        </p>
                      )}
                    </div>
                    <button
                      type="button"
                      disabled={applied || applying}
                      onClick={() => onApply(coupon.coupon_code)}
                      className={`btn shrink-0 px-4 ${applied ? "btn-secondary" : "btn-primary"}`}
                    >
                      {applied ? t("cart.coupons.applied") : t("cart.coupons.apply")}
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
