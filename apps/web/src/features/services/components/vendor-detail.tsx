import type { Service } from "@carcare/contracts";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { MapPinIcon, PhoneIcon, WhatsappIcon } from "../../../ui/page-icons";
import { serverRenderedLazy } from "../../../lib/server-rendered-lazy";
import { StarRating } from "../../../ui/star-rating";
import { WidgetBoundary } from "../../../ui/widget-boundary";
import { ArrowStartIcon } from "./services-icons";
import { DEFAULT_VENDOR_IMAGE } from "./vendor-grid";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

// The carousel's code (embla) comes in its own chunk after the first screen's: the server's HTML has
// the photos, and the browser hydrates them when it arrives (the first-load budget, check-budget.mjs).
const VendorGallery = serverRenderedLazy(
  () => import("./vendor-gallery").then((m) => m.VendorGallery),
  <div className="card aspect-[3/2] w-full bg-canvas" aria-hidden="true" />,
);

/** What the contact buttons do (the app layer composes them: login first, log, then open). */
export interface VendorContactActions {
  whatsappHref: string;
  callHref: string;
  onWhatsapp: (event: MouseEvent<HTMLAnchorElement>) => void;
  onCall: (event: MouseEvent<HTMLAnchorElement>) => void;
  busy: boolean;
}

/**
 * The vendor page's first screen (spec section 2, "Service detail"): name and Go Back, the photo
 * carousel, address, category, service details, and 'Whatsapp Us' and 'Call Us'. Both are real links
 * (they work before the page's code loads); the page decides what a click does.
 */
export function VendorDetail({
  service,
  backHref,
  contact,
}: {
  service: Service;
  backHref: string;
  contact: VendorContactActions;
}) {
  const images = service.images.length > 0 ? service.images : [DEFAULT_VENDOR_IMAGE];
  // Until the gallery's code arrives, and in its place should it fail: the first photo.
  const firstPhoto = (
    <StoreImage
      src={images[0]!}
      alt=""
      sizes={IMAGE_SIZES.pageMain}
      width={1200}
      height={800}
      className="card aspect-[3/2] h-auto w-full object-cover"
    />
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={localHref(backHref)}
          className="btn btn-ghost -ms-3 px-3"
          aria-label={m.services_detail_goBackLabel()}
        >
          <ArrowStartIcon className="size-5" />
          {m.services_detail_goBack()}
        </Link>
      </div>
      <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <WidgetBoundary name="vendor gallery" resetKey={service.id} fallback={firstPhoto}>
          <VendorGallery name={service.vendor_name} images={images} />
        </WidgetBoundary>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {service.service_category}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-navy-900 sm:text-4xl">
            {service.vendor_name}
          </h1>
          <div className="mt-3 flex items-center gap-2 text-sm">
            {service.rating_count > 0 ? (
              <>
                <StarRating rating={service.average_rating} className="h-5" />
                <span aria-hidden="true" className="font-medium text-ink">
                  {service.average_rating.toFixed(1)}
                </span>
              </>
            ) : (
              <span className="text-muted">{m.services_listing_noRatings()}</span>
            )}
          </div>
          <dl className="mt-6 grid gap-5">
            <div>
              <dt className="text-sm font-semibold text-navy-900">{m.services_detail_address()}</dt>
              <dd className="mt-1 flex gap-2 text-ink/90">
                <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="min-w-0 break-words">{service.address}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-navy-900">{m.services_detail_category()}</dt>
              <dd className="mt-1 text-ink/90">{service.service_category}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-navy-900">{m.services_detail_details()}</dt>
              <dd className="mt-1 leading-7 break-words whitespace-pre-line text-ink/90">
                {service.service_details}
              </dd>
            </div>
          </dl>
          <div
            role="group"
            aria-label={m.services_detail_contact()}
            className="mt-8 grid gap-3 sm:grid-cols-2"
          >
            <a
              href={contact.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={contact.onWhatsapp}
              aria-disabled={contact.busy || undefined}
              className="btn btn-primary"
            >
              <WhatsappIcon className="size-5" />
              {m.services_detail_whatsapp()}
            </a>
            <a
              href={contact.callHref}
              onClick={contact.onCall}
              aria-disabled={contact.busy || undefined}
              className="btn btn-secondary"
            >
              <PhoneIcon className="size-5" />
              {m.services_detail_call()}
            </a>
          </div>
        </div>
      </div>
    </>
  );
}
