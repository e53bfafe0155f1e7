import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWheelNavigation } from "../hooks/use-wheel-navigation";
import { ChevronLeftIcon, ChevronRightIcon } from "./home-icons";
import { StarRating } from "../../../ui/star-rating";

interface Review {
  id: number;
  /** The review's texts (name, location, message) are home.reviews.items.<key> in the catalogue. */
  key: string;
  imgSrc: string;
  rating: number;
}

/** Hard-coded testimonials (spec section 3: four entries). */
const REVIEWS: readonly Review[] = [
  { id: 1, key: "ahmed", imgSrc: "/img/home/avatar-1.svg", rating: 4.5 },
  { id: 2, key: "priya", imgSrc: "/img/home/avatar-2.svg", rating: 5 },
  { id: 3, key: "omar", imgSrc: "/img/home/avatar-3.svg", rating: 4.5 },
  { id: 4, key: "sarah", imgSrc: "/img/home/avatar-4.svg", rating: 4 },
];

/** Embla loops by cloning positions; four reviews are too few to fill three visible slots, so show them twice. */
const SLIDES = [...REVIEWS, ...REVIEWS];

/** Section 14: infinite, centred, 3 visible (1 at 768 px and below), drag, autoplay paused on hover, wheel. */
export function ReviewsCarousel() {
  const { t, i18n } = useTranslation();
  const autoplay = useRef(Autoplay({ delay: 4000, stopOnInteraction: false, stopOnMouseEnter: true }));
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop: true, align: "center", slidesToScroll: 1, skipSnaps: false, direction: i18n.dir() },
    [autoplay.current],
  );
  const [selected, setSelected] = useState(0);
  const wheelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on("select", onSelect).on("reInit", onSelect);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect);
    };
  }, [emblaApi]);

  const move = useCallback(
    (direction: "next" | "prev") => {
      if (direction === "next") emblaApi?.scrollNext();
      else emblaApi?.scrollPrev();
    },
    [emblaApi],
  );
  useWheelNavigation(wheelRef, move);

  const active = SLIDES[selected] ?? REVIEWS[0];
  const textOf = (review: Review | undefined, field: "name" | "location" | "message") =>
    review ? t(`home.reviews.items.${review.key}.${field}`) : "";

  return (
    <section aria-labelledby="reviews-heading" className="overflow-hidden py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t("home.reviews.eyebrow")}
            </p>
            <h2
              id="reviews-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
            >
              {t("home.reviews.heading")}
            </h2>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-secondary px-3"
              aria-label={t("home.reviews.previous")}
              onClick={() => move("prev")}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className="btn btn-secondary px-3"
              aria-label={t("home.reviews.next")}
              onClick={() => move("next")}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        </div>
        <div
          ref={wheelRef}
          role="region"
          aria-roledescription="carousel"
          aria-label={t("home.reviews.carouselLabel")}
          className="mt-10"
        >
          <div ref={viewportRef} className="-my-4 cursor-grab overflow-hidden py-10 active:cursor-grabbing">
            <ul className="flex touch-pan-y">
              {SLIDES.map((review, index) => {
                const isActive = index === selected;
                return (
                  <li
                    key={`${review.id}-${index}`}
                    aria-roledescription="slide"
                    aria-label={t("home.reviews.slideLabel", {
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
          {t("home.reviews.announcement", {
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
