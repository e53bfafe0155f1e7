import { useCallback, useRef } from "react";
import { CarouselControls, useCarousel } from "../../../ui/carousel";
import { StarRating } from "../../../ui/star-rating";
import { useWheelNavigation } from "../hooks/use-wheel-navigation";
import { m } from "../../../paraglide/messages.js";

interface Review {
  id: number;
  key: string;
  /** The review's texts, in the page's language. */
  name: () => string;
  location: () => string;
  message: () => string;
  imgSrc: string;
  rating: number;
}

/** Hard-coded testimonials (spec section 3: four entries). */
const REVIEWS: readonly Review[] = [
  {
    id: 1,
    key: "ahmed",
    name: m.home_reviews_items_ahmed_name,
    location: m.home_reviews_items_ahmed_location,
    message: m.home_reviews_items_ahmed_message,
    imgSrc: "/img/home/avatar-1.svg",
    rating: 4.5,
  },
  {
    id: 2,
    key: "priya",
    name: m.home_reviews_items_priya_name,
    location: m.home_reviews_items_priya_location,
    message: m.home_reviews_items_priya_message,
    imgSrc: "/img/home/avatar-2.svg",
    rating: 5,
  },
  {
    id: 3,
    key: "omar",
    name: m.home_reviews_items_omar_name,
    location: m.home_reviews_items_omar_location,
    message: m.home_reviews_items_omar_message,
    imgSrc: "/img/home/avatar-3.svg",
    rating: 4.5,
  },
  {
    id: 4,
    key: "sarah",
    name: m.home_reviews_items_sarah_name,
    location: m.home_reviews_items_sarah_location,
    message: m.home_reviews_items_sarah_message,
    imgSrc: "/img/home/avatar-4.svg",
    rating: 4,
  },
];

/** Embla loops by cloning positions; four reviews are too few to fill three visible slots, so show them twice. */
const SLIDES = [...REVIEWS, ...REVIEWS];

/** A new review every 4 s. */
const AUTOPLAY_MS = 4000;

/**
 * Section 14 on ui/carousel: infinite, centred, 3 visible (1 at 768 px and below), drag, wheel; the
 * rotation holds under the pointer, with focus inside, and for visitors who ask for reduced motion.
 */
export function ReviewsCarousel() {
  const carousel = useCarousel({ autoplayMs: AUTOPLAY_MS, align: "center" });
  const { selected, previous, next } = carousel;
  const wheelRef = useRef<HTMLDivElement>(null);

  const move = useCallback(
    (direction: "next" | "prev") => {
      if (direction === "next") next();
      else previous();
    },
    [next, previous],
  );
  useWheelNavigation(wheelRef, move);

  const active = SLIDES[selected] ?? REVIEWS[0];
  const textOf = (review: Review | undefined, field: "name" | "location" | "message") =>
    review ? review[field]() : "";

  return (
    <section aria-labelledby="reviews-heading" className="overflow-hidden py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {m.home_reviews_eyebrow()}
            </p>
            <h2
              id="reviews-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
            >
              {m.home_reviews_heading()}
            </h2>
          </div>
          {carousel.scrollable ? (
            <CarouselControls
              carousel={carousel}
              labels={{ previous: m.home_reviews_previous(), next: m.home_reviews_next() }}
            />
          ) : null}
        </div>
        <div
          ref={wheelRef}
          role="region"
          aria-roledescription="carousel"
          aria-label={m.home_reviews_carouselLabel()}
          className="mt-10"
          {...carousel.regionProps}
        >
          <div
            ref={carousel.viewportRef}
            className="-my-4 cursor-grab overflow-hidden py-10 active:cursor-grabbing"
          >
            <ul className="flex touch-pan-y">
              {SLIDES.map((review, index) => {
                const isActive = index === selected;
                return (
                  <li
                    key={`${review.id}-${index}`}
                    aria-roledescription="slide"
                    aria-label={m.home_reviews_slideLabel({
                      index: (index % REVIEWS.length) + 1,
                      total: REVIEWS.length,
                    })}
                    aria-hidden={!isActive}
                    className="min-w-0 shrink-0 grow-0 basis-full px-3 min-[769px]:basis-1/3"
                  >
                    <figure
                      className={`card flex h-full flex-col p-6 transition duration-500 motion-reduce:transition-none ${isActive ? "scale-100 opacity-100 shadow-(--shadow-raised)" : "scale-90 bg-canvas shadow-none"}`}
                    >
                      <StarRating rating={review.rating} />
                      <blockquote className="mt-4 flex-1 leading-7 text-ink">
                        &ldquo;{textOf(review, "message")}&rdquo;
                      </blockquote>
                      <figcaption className="mt-6 flex items-center gap-3">
                        <img
                          src={review.imgSrc}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          decoding="async"
                          className="size-12 rounded-full"
                        />
                        <span>
                          <span className="block font-semibold text-navy-900">{textOf(review, "name")}</span>
                          <span className="block text-sm text-muted">{textOf(review, "location")}</span>
                        </span>
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {m.home_reviews_announcement({
            name: textOf(active, "name"),
            location: textOf(active, "location"),
            rating: active?.rating ?? "",
            message: textOf(active, "message"),
          })}
        </p>
      </div>
    </section>
  );
}
