import type { Service } from "@carcare/contracts";
import { Link } from "react-router";
import { MapPinIcon } from "../../../ui/page-icons";
import { StarRating } from "../../../ui/star-rating";
import { IMAGE_SIZES, StoreImage } from "../../../ui/store-image";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** The picture of a vendor without one of its own. */
export const DEFAULT_VENDOR_IMAGE = "/img/home/hero-car.svg";

/**
 * The vendor card grid headed by the count of services (spec section 2): first image (or the
 * default), name, average rating, category, the distance when the list is near a place, and View
 * Contact Details to the vendor's page (carrying the search, for its Go Back).
 */
export function VendorGrid({
  services,
  category,
  place,
  isLoading,
  vendorSearch,
}: {
  services: readonly Service[];
  /** The chosen category, for the heading; null is All. */
  category: string | null;
  /** The place the list is near, for the heading; null without a location. */
  place: string | null;
  isLoading: boolean;
  /** The query string (with "?") the vendor links carry. */
  vendorSearch: string;
}) {
  const heading = [
    m.services_listing_count({ count: services.length }),
    category ? m.services_listing_countIn({ category }) : "",
    place ? m.services_listing_countNear({ place }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const empty = category
    ? m.services_listing_noneInCategory({ category })
    : place
      ? m.services_listing_noneNear({ place })
      : m.services_listing_none();
  return (
    <section aria-labelledby="vendors-heading" className="mt-10" aria-busy={isLoading}>
      <h2 id="vendors-heading" aria-live="polite" className="text-2xl font-bold tracking-tight text-navy-900">
        {heading}
      </h2>
      {services.length === 0 ? (
        <p className="card mt-6 p-8 text-center text-muted">{empty}</p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => (
            <VendorCard
              key={service.id}
              service={service}
              href={localHref(`/servicepage/${service.id}${vendorSearch}`)}
              priority={index === 0}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `priority`: the first card's picture, the phone's largest paint, loads at once and first. */
function VendorCard({ service, href, priority }: { service: Service; href: string; priority: boolean }) {
  return (
    <li className="card flex flex-col overflow-hidden" data-testid="vendor-card">
      <StoreImage
        src={service.images[0] ?? DEFAULT_VENDOR_IMAGE}
        alt=""
        sizes={IMAGE_SIZES.wideCard}
        width={1200}
        height={800}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {service.service_category}
        </p>
        <h3 className="text-lg font-semibold text-navy-900">{service.vendor_name}</h3>
        <div className="flex items-center gap-2 text-sm">
          {service.rating_count > 0 ? (
            <>
              <StarRating rating={service.average_rating} />
              <span aria-hidden="true" className="font-medium text-ink">
                {service.average_rating.toFixed(1)}
              </span>
            </>
          ) : (
            <span className="text-muted">{m.services_listing_noRatings()}</span>
          )}
        </div>
        {service.distance_km !== undefined ? (
          <p
            className="flex items-center gap-1.5 text-sm font-medium text-success-700"
            data-testid="vendor-distance"
          >
            <MapPinIcon className="size-4 shrink-0" />
            {m.services_listing_distance({ km: service.distance_km.toFixed(1) })}
          </p>
        ) : null}
        <Link
          to={href}
          aria-label={m.services_listing_viewContactOf({ name: service.vendor_name })}
          className="btn btn-primary mt-auto w-full"
        >
          {m.services_listing_viewContact()}
        </Link>
      </div>
    </li>
  );
}
