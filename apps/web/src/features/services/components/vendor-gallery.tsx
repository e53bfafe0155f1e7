import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import { useTranslation } from "react-i18next";
import { CarouselControls, useCarousel } from "../../../ui/carousel";

/** Spec section 9: one slide in view, a new one every 2 s. */
const AUTOPLAY_DELAY_MS = 2000;

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
 * Two or more distinct photos on ui/carousel: one slide at a time, a new one every 2 s, swipeable. Rotation stops
 * while keyboard focus is inside, under the pointer, when paused with its button, and never starts
 * for visitors who ask for reduced motion (WAI-ARIA carousel pattern). `data-autoplay` says which.
 */
function PhotoCarousel({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslation();
  const carousel = useCarousel({ autoplayMs: AUTOPLAY_DELAY_MS });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("services.detail.gallery", { name })}
      className="card relative overflow-hidden"
      {...carousel.regionProps}
    >
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={carousel.autoplayState === "playing" ? "off" : "polite"}>
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
          {carousel.selected + 1} / {images.length}
        </p>
        <CarouselControls
          carousel={carousel}
          labels={{
            previous: t("services.detail.previous"),
            next: t("services.detail.next"),
            pause: t("services.detail.pause"),
            play: t("services.detail.play"),
          }}
        />
      </div>
    </section>
  );
}
