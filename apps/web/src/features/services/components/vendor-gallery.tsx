import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from "./services-icons";

/** Spec section 9: one slide in view, a new one every 2 s. */
const AUTOPLAY_DELAY_MS = 2000;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The vendor's photos. An import may give none, one, or the same address twice: repeats are shown
 * once, and with fewer than two distinct photos there is nothing to rotate, so one plain picture
 * shows (the placeholder when there is none) with no carousel and no controls.
 */
export function VendorGallery({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslation();
  const photos = [...new Set(images.filter((image) => image !== ""))];
  if (photos.length > 1) return <PhotoCarousel name={name} images={photos} />;
  const photo = photos[0];
  return (
    <figure className="card overflow-hidden" data-testid="vendor-photo">
      <img
        src={photo ?? PLACEHOLDER_IMAGE}
        alt={photo ? t("services.detail.photo", { name, index: 1 }) : ""}
        width={1200}
        height={800}
        fetchPriority="high"
        decoding="async"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
    </figure>
  );
}

/**
 * Two or more distinct photos: one slide at a time, a new one every 2 s, swipeable. Rotation stops
 * while keyboard focus is inside, under the pointer, when paused with its button, and never starts
 * for visitors who ask for reduced motion (WAI-ARIA carousel pattern). `data-autoplay` says which.
 */
function PhotoCarousel({ name, images }: { name: string; images: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const autoplay = useRef(
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, direction: i18n.dir() }, [autoplay.current]);
  const [reducedMotion, setReducedMotion] = useState(true);
  const [paused, setPaused] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [selected, setSelected] = useState(0);

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
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on("autoplay:play", onPlay).on("autoplay:stop", onStop).on("select", onSelect);
    return () => {
      emblaApi.off("autoplay:play", onPlay).off("autoplay:stop", onStop).off("select", onSelect);
    };
  }, [emblaApi]);

  const shouldPlay = !reducedMotion && !paused && !focusWithin;
  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!plugin) return;
    if (shouldPlay) plugin.play();
    else plugin.stop();
  }, [emblaApi, shouldPlay]);

  const isRotationControl = (target: EventTarget) =>
    target instanceof Element && target.closest("[data-rotation-control]") !== null;
  function onFocus(event: FocusEvent) {
    setFocusWithin(!isRotationControl(event.target));
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusWithin(false);
  }

  const autoplayState = playing ? "playing" : paused ? "paused" : reducedMotion ? "off" : "stopped";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("services.detail.gallery", { name })}
      data-autoplay={autoplayState}
      className="card relative overflow-hidden"
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={playing ? "off" : "polite"}>
          {images.map((image, index) => (
            <div
              key={image}
              role="group"
              aria-roledescription="slide"
              aria-label={t("services.detail.slide", { index: index + 1, total: images.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <img
                src={image}
                alt={t("services.detail.photo", { name, index: index + 1 })}
                width={1200}
                height={800}
                fetchPriority={index === 0 ? "high" : undefined}
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                draggable={false}
                className="aspect-[3/2] h-auto w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line bg-white px-3 py-2">
        <p className="text-sm text-muted tabular-nums" aria-hidden="true">
          {selected + 1} / {images.length}
        </p>
        <div className="flex gap-2">
          {reducedMotion ? null : (
            <button
              type="button"
              data-rotation-control
              className="btn btn-secondary size-11 px-0"
              aria-label={t(paused ? "services.detail.play" : "services.detail.pause")}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
            </button>
          )}
          <button
            type="button"
            className="btn btn-secondary size-11 px-0"
            aria-label={t("services.detail.previous")}
            onClick={() => emblaApi?.scrollPrev(reducedMotion)}
          >
            <ChevronStartIcon className="size-5" />
          </button>
          <button
            type="button"
            className="btn btn-secondary size-11 px-0"
            aria-label={t("services.detail.next")}
            onClick={() => emblaApi?.scrollNext(reducedMotion)}
          >
            <ChevronEndIcon className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
