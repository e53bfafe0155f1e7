import type { Category } from "@carcare/contracts";
import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./listing-icons";

/** Spec section 9: a new slide every 2 s. */
const AUTOPLAY_DELAY_MS = 2000;
/**
 * Embla animates with a spring, not a clock: its duration 20 settles (to within 1 %) in about 480 ms,
 * the spec's 500 ms transition.
 */
const EMBLA_DURATION = 20;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export interface CategoryCarouselProps {
  categories: readonly Category[];
  /** The categories the listing is filtered by (marked as selected). */
  selected: readonly string[];
  /** The listing's address filtered by one category. */
  searchFor: (category: string) => string;
}

/**
 * The listing's category carousel (spec section 9): 6 slides in view, 3 below 1280 px and 1 below
 * 768 px, a new slide every 2 s with a 500 ms transition. It stops while keyboard focus is inside it
 * (WAI-ARIA carousel pattern), under the pointer, when paused with its button, and never starts for
 * visitors who ask for reduced motion. `data-autoplay` says which, for people reading the DOM and tests.
 */
export default function CategoryCarousel({ categories, selected, searchFor }: CategoryCarouselProps) {
  const { t, i18n } = useTranslation();
  const autoplay = useRef(
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      // Focus is handled below, for the arrows too and not only the slides.
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop: true, align: "start", duration: EMBLA_DURATION, direction: i18n.dir() },
    [autoplay.current],
  );
  const [reducedMotion, setReducedMotion] = useState(true);
  const [paused, setPaused] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    if (!emblaApi) return;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onReInit = () => setScrollable(emblaApi.scrollSnapList().length > 1);
    onReInit();
    emblaApi.on("autoplay:play", onPlay).on("autoplay:stop", onStop).on("reInit", onReInit);
    return () => {
      emblaApi.off("autoplay:play", onPlay).off("autoplay:stop", onStop).off("reInit", onReInit);
    };
  }, [emblaApi]);

  const shouldPlay = scrollable && !reducedMotion && !paused && !focusWithin;
  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!plugin) return;
    if (shouldPlay) plugin.play();
    else plugin.stop();
  }, [emblaApi, shouldPlay]);

  // The rotation button itself does not stop the rotation: it says what it will do.
  const isRotationControl = (target: EventTarget) =>
    target instanceof Element && target.closest("[data-rotation-control]") !== null;
  function onFocus(event: FocusEvent) {
    setFocusWithin(!isRotationControl(event.target));
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusWithin(false);
  }

  const move = (direction: "prev" | "next") => {
    if (direction === "next") emblaApi?.scrollNext(reducedMotion);
    else emblaApi?.scrollPrev(reducedMotion);
  };

  const autoplayState = playing ? "playing" : paused ? "paused" : reducedMotion ? "off" : "stopped";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("catalog.listing.categories.label")}
      data-autoplay={autoplayState}
      className="mt-8"
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900">{t("catalog.listing.categories.label")}</h2>
        {scrollable ? (
          <div className="flex gap-2">
            {reducedMotion ? null : (
              <button
                type="button"
                data-rotation-control
                className="btn btn-secondary size-11 px-0"
                aria-label={t(
                  paused ? "catalog.listing.categories.play" : "catalog.listing.categories.pause",
                )}
                onClick={() => setPaused((value) => !value)}
              >
                {paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
              </button>
            )}
            <button
              type="button"
              className="btn btn-secondary size-11 px-0"
              aria-label={t("catalog.listing.categories.previous")}
              onClick={() => move("prev")}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className="btn btn-secondary size-11 px-0"
              aria-label={t("catalog.listing.categories.next")}
              onClick={() => move("next")}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
      <div ref={viewportRef} className="mt-3 overflow-hidden">
        <div className="-ms-4 flex touch-pan-y">
          {categories.map((category, index) => {
            const isSelected = selected.some((name) => name.toLowerCase() === category.name.toLowerCase());
            return (
              <div
                key={category.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("catalog.listing.categories.slideLabel", {
                  index: index + 1,
                  total: categories.length,
                })}
                className="min-w-0 shrink-0 grow-0 basis-full ps-4 md:basis-1/3 xl:basis-1/6"
              >
                <Link
                  to={{ pathname: "/accessories", search: searchFor(category.name) }}
                  preventScrollReset
                  aria-current={isSelected ? "true" : undefined}
                  className={`group card flex h-full items-center gap-3 overflow-hidden p-2 pe-4 transition-colors hover:border-brand-300 md:flex-col md:items-stretch md:gap-0 md:p-0 ${isSelected ? "border-brand-600 ring-2 ring-brand-600" : ""}`}
                >
                  <img
                    src={category.image || PLACEHOLDER_IMAGE}
                    alt=""
                    width={800}
                    height={800}
                    loading="lazy"
                    decoding="async"
                    className="size-16 shrink-0 rounded-xl object-cover md:aspect-[16/10] md:h-auto md:w-full md:rounded-none"
                  />
                  <span className="text-sm font-semibold text-navy-900 md:px-3 md:py-3">
                    {category.name}
                    {isSelected ? (
                      <span className="sr-only"> {t("catalog.listing.categories.selected")}</span>
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
