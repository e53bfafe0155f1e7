import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { type Direction, layoutDirection } from "../lib/direction";
import { type IconProps, LineIcon } from "./icons";

// The store's one carousel (embla): the coupons in the cart, the listing's categories, the home
// reviews. Each keeps its own markup; this holds the behaviour:
//
//   const carousel = useCarousel({ autoplayMs: 2000 });
//   <section {...carousel.regionProps} aria-roledescription={carousel.scrollable ? "carousel" : undefined}>
//     {carousel.scrollable ? <CarouselControls carousel={carousel} labels={…} /> : null}
//     <div ref={carousel.viewportRef} className="overflow-hidden"><ul className="flex">…</ul></div>
//   </section>
//
// - Whether anything scrolls is embla's answer (more than one scroll snap: some slide is out of view),
//   read again whenever embla measures again (resize, new slides). Only then are there controls, a
//   loop, dragging and a rotation; a row that fits stands still.
// - The rotation (autoplayMs) starts stopped and plays only while it should: something scrolls, the
//   visitor has not asked for reduced motion, not paused with the button (WCAG 2.2.2), the pointer
//   is not over it and keyboard focus is not inside it (the rotation button itself excepted). The
//   plugin's own hover, focus and pointer handlers are off: they would restart a paused rotation.
//   (Embla's autoplay must never be played with a single scroll snap: it has no delays then, and
//   its play() throws.)
// - With reduced motion the arrows jump instead of animating.
// - Right to left (the page's dir, or any dir around the carousel): embla runs mirrored, so the first
//   slide is at the right edge, "next" brings in the one on its left and a drag goes the other way;
//   the chevrons are mirrored by .icon-directional. The direction is read from the viewport's own
//   computed style when it mounts (before that, from the page's root), not from the text layer.

/** Embla animates with a spring: its duration 20 settles (to within 1 %) in about 480 ms. */
const DEFAULT_DURATION = 20;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** More than one scroll position: some slides are out of view. */
function canScroll(emblaApi: EmblaApi): boolean {
  return emblaApi.scrollSnapList().length > 1;
}

export interface CarouselOptions {
  /** A new slide this often (ms); no rotation without it. */
  autoplayMs?: number;
  align?: "start" | "center";
  duration?: number;
}

export type CarouselState = ReturnType<typeof useCarousel>;

export function useCarousel({
  autoplayMs,
  align = "start",
  duration = DEFAULT_DURATION,
}: CarouselOptions = {}) {
  // On the server nothing is measured: embla starts in the browser, from the page's direction, and
  // the viewport's own (below) replaces it when it differs.
  const [direction, setDirection] = useState<Direction>(() =>
    typeof document === "undefined" ? "ltr" : layoutDirection(document.documentElement),
  );
  const autoplay = useRef(
    autoplayMs === undefined
      ? null
      : Autoplay({
          delay: autoplayMs,
          playOnInit: false,
          stopOnInteraction: false,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel(
    // Embla itself drops the loop when the slides cannot fill it; a row that fits is not dragged.
    { loop: true, align, duration, direction, watchDrag: canScroll },
    autoplay.current ? [autoplay.current] : [],
  );
  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => {
      if (viewport) setDirection(layoutDirection(viewport));
      emblaRef(viewport);
    },
    [emblaRef],
  );
  const [scrollable, setScrollable] = useState(false);
  const [selected, setSelected] = useState(0);
  const [reducedMotion, setReducedMotion] = useState(true);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const rotate = autoplayMs !== undefined && scrollable && !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  // The plugin starts afresh on every measure, stopped (playOnInit false): played again here when it
  // should rotate.
  const rotateRef = useRef(rotate);
  useEffect(() => {
    rotateRef.current = rotate;
  });
  useEffect(() => {
    if (!emblaApi) return;
    const measure = () => {
      const now = canScroll(emblaApi);
      setScrollable(now);
      setSelected(emblaApi.selectedScrollSnap());
      const plugin = emblaApi.plugins().autoplay;
      if (plugin && now && rotateRef.current) plugin.play();
    };
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    measure();
    emblaApi
      .on("reInit", measure)
      .on("select", onSelect)
      .on("autoplay:play", onPlay)
      .on("autoplay:stop", onStop);
    return () => {
      emblaApi
        .off("reInit", measure)
        .off("select", onSelect)
        .off("autoplay:play", onPlay)
        .off("autoplay:stop", onStop);
    };
  }, [emblaApi]);

  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!emblaApi || !plugin) return;
    // The plugin marks itself playing after this event (a drag's pointerup restarts it): stop it
    // again when it should be still.
    const keepStill = () => {
      if (!rotateRef.current) queueMicrotask(() => plugin.stop());
    };
    if (rotate && canScroll(emblaApi)) plugin.play();
    else plugin.stop();
    emblaApi.on("autoplay:play", keepStill);
    return () => {
      emblaApi.off("autoplay:play", keepStill);
    };
  }, [emblaApi, rotate]);

  // The rotation button does not stop the rotation by taking focus: it says what it will do.
  const isRotationControl = (target: EventTarget) =>
    target instanceof Element && target.closest("[data-rotation-control]") !== null;

  const autoplayState: "playing" | "paused" | "off" | "stopped" =
    playing && rotate
      ? "playing"
      : paused
        ? "paused"
        : reducedMotion || autoplayMs === undefined
          ? "off"
          : "stopped";

  const previous = useCallback(() => emblaApi?.scrollPrev(reducedMotion), [emblaApi, reducedMotion]);
  const next = useCallback(() => emblaApi?.scrollNext(reducedMotion), [emblaApi, reducedMotion]);

  return {
    viewportRef,
    /** Some slide is out of view: show the controls (and, for a rotating one, the pause button). */
    scrollable,
    /** The selected scroll snap (with one slide per snap: the slide in front). */
    selected,
    /** Rotates by itself (a rotation was asked for and the visitor does not prefer reduced motion). */
    rotates: autoplayMs !== undefined && !reducedMotion,
    paused,
    togglePause: () => setPaused((value) => !value),
    autoplayState,
    previous,
    next,
    /** Spread on the element around the slides (and the controls): hover and focus hold the rotation. */
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent) => setFocused(!isRotationControl(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
      },
      "data-autoplay": autoplayState,
    },
  };
}

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

/** Points to the start side (drawn pointing left); mirrored where the layout is right to left. */
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

export interface CarouselLabels {
  previous: string;
  next: string;
  /** The rotation button's two names; needed when the carousel rotates. */
  pause?: string;
  play?: string;
}

/**
 * Previous, pause/play (when it rotates: aria-pressed says it is paused) and next. Render them only
 * while `carousel.scrollable`.
 */
export function CarouselControls({ carousel, labels }: { carousel: CarouselState; labels: CarouselLabels }) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="btn btn-secondary size-11 px-0"
        aria-label={labels.previous}
        onClick={carousel.previous}
      >
        <ChevronStartIcon className="icon-directional size-5" />
      </button>
      {carousel.rotates && labels.pause && labels.play ? (
        <button
          type="button"
          data-rotation-control
          className="btn btn-secondary size-11 px-0"
          aria-pressed={carousel.paused}
          aria-label={carousel.paused ? labels.play : labels.pause}
          onClick={carousel.togglePause}
        >
          {carousel.paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary size-11 px-0"
        aria-label={labels.next}
        onClick={carousel.next}
      >
        <ChevronEndIcon className="icon-directional size-5" />
      </button>
    </div>
  );
}
