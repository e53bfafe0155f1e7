import type { Category } from "@carcare/contracts";
import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { Link } from "react-router";
import { CarouselControls, useCarousel } from "../../../ui/carousel";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** Spec section 9: a new slide every 2 s (ui/carousel's transition settles in the spec's 500 ms). */
const AUTOPLAY_DELAY_MS = 2000;

export interface CategoryCarouselProps {
  categories: readonly Category[];
  /** The categories the listing is filtered by (marked as selected). */
  selected: readonly string[];
  /** The listing's address filtered by one category. */
  searchFor: (category: string) => string;
}

/**
 * The listing's category carousel (spec section 9) on ui/carousel: 6 slides in view, 3 below 1280 px
 * and 1 below 768 px, a new slide every 2 s with a 500 ms transition. It stops while keyboard focus
 * is inside it (WAI-ARIA carousel pattern), under the pointer, when paused with its button, and never
 * starts for visitors who ask for reduced motion. `data-autoplay` says which, for people reading the
 * DOM and tests.
 */
export default function CategoryCarousel({ categories, selected, searchFor }: CategoryCarouselProps) {
  const carousel = useCarousel({ autoplayMs: AUTOPLAY_DELAY_MS });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.catalog_listing_categories_label()}
      className="mt-8"
      {...carousel.regionProps}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900">{m.catalog_listing_categories_label()}</h2>
        {carousel.scrollable ? (
          <CarouselControls
            carousel={carousel}
            labels={{
              previous: m.catalog_listing_categories_previous(),
              next: m.catalog_listing_categories_next(),
              pause: m.catalog_listing_categories_pause(),
              play: m.catalog_listing_categories_play(),
            }}
          />
        ) : null}
      </div>
      <div ref={carousel.viewportRef} className="mt-3 overflow-hidden">
        <div className="-ms-4 flex touch-pan-y">
          {categories.map((category, index) => {
            const isSelected = selected.some((name) => name.toLowerCase() === category.name.toLowerCase());
            return (
              <div
                key={category.id}
                role="group"
                aria-roledescription="slide"
                aria-label={m.catalog_listing_categories_slideLabel({
                  index: index + 1,
                  total: categories.length,
                })}
                className="min-w-0 shrink-0 grow-0 basis-full ps-4 md:basis-1/3 xl:basis-1/6"
              >
                <Link
                  to={{ pathname: localHref("/accessories"), search: searchFor(category.name) }}
                  preventScrollReset
                  aria-current={isSelected ? "true" : undefined}
                  className={`group card flex h-full items-center gap-3 overflow-hidden p-2 pe-4 transition-colors hover:border-brand-300 md:flex-col md:items-stretch md:gap-0 md:p-0 ${isSelected ? "border-brand-600 ring-2 ring-brand-600" : ""}`}
                >
                  <StoreImage
                    src={category.image || PLACEHOLDER_IMAGE}
                    alt=""
                    sizes={IMAGE_SIZES.categorySlide}
                    width={800}
                    height={800}
                    loading="lazy"
                    decoding="async"
                    className="size-16 shrink-0 rounded-xl object-cover md:aspect-[16/10] md:h-auto md:w-full md:rounded-none"
                  />
                  <span className="text-sm font-semibold text-navy-900 md:px-3 md:py-3">
                    {category.name}
                    {isSelected ? (
                      <span className="sr-only"> {m.catalog_listing_categories_selected()}</span>
                    ) : null}
                  </span>
                </Link>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
