import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { CarouselControls, useCarousel } from "../../../ui/carousel";
import { m } from "../../../paraglide/messages.js";

/** Spec section 9: one slide in view, a new one every 2 s. */
const AUTOPLAY_DELAY_MS = 2000;

/**
 * The vendor's photos. An import may give none, one, or the same address twice: repeats are shown
 * once, and with fewer than two distinct photos there is nothing to rotate, so one plain picture
 * shows (the placeholder when there is none) with no carousel and no controls.
 */
export function VendorGallery({ name, images }: { name: string; images: readonly string[] }) {
  const photos = [...new Set(images.filter((image) => image !== ""))];
  if (photos.length > 1) return <PhotoCarousel name={name} images={photos} />;
  const photo = photos[0];
  return (
    <figure className="card overflow-hidden" data-testid="vendor-photo">
      <StoreImage
        src={photo ?? PLACEHOLDER_IMAGE}
        alt={photo ? m.services_detail_photo({ name, index: 1 }) : ""}
        sizes={IMAGE_SIZES.pageMain}
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
  const carousel = useCarousel({ autoplayMs: AUTOPLAY_DELAY_MS });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.services_detail_gallery({ name })}
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
              aria-label={m.services_detail_slide({ index: index + 1, total: images.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <StoreImage
                src={image}
                alt={m.services_detail_photo({ name, index: index + 1 })}
                sizes={IMAGE_SIZES.pageMain}
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
        <p className="text-sm text-muted tabular-nums [direction:ltr]" aria-hidden="true">
          {carousel.selected + 1} / {images.length}
        </p>
        <CarouselControls
          carousel={carousel}
          labels={{
            previous: m.services_detail_previous(),
            next: m.services_detail_next(),
            pause: m.services_detail_pause(),
            play: m.services_detail_play(),
          }}
        />
      </div>
    </section>
  );
}
