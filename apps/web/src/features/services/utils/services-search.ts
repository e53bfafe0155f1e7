import type { Service } from "@carcare/contracts";

// Zod-free on purpose: the page's components build and read addresses with this, and the contracts'
// schemas would bring zod into the page's first load. Reading lat/lng with the API's schema is
// parse-services-search.ts, which only the server's loader imports.

export interface ServicesLocation {
  lat: number;
  lng: number;
}

/** What the services page's address says: ?lat&lng&place&category. */
export interface ServicesSearchValues {
  location?: ServicesLocation | null;
  /** The place's name as the customer chose it (shown only; lat and lng decide). */
  place?: string;
  /** A service category's name; empty or absent means All. */
  category?: string | null;
}

/** The address keys the services pages carry from the listing to a vendor and back. */
export const SERVICES_SEARCH_KEYS = ["lat", "lng", "place", "category"] as const;

/** The longest place name kept from an address. */
export const PLACE_MAX_LENGTH = 100;

/** 4 decimals is about 11 m: close enough for "nearest first", and a short address to share. */
const roundCoordinate = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * The services page's query string (without "?"): coordinates rounded to 4 decimals, the place only
 * with a location, and no category for All, so every listing has one short address.
 */
export function servicesSearch(values: ServicesSearchValues): string {
  const params = new URLSearchParams();
  const { location } = values;
  if (location) {
    params.set("lat", roundCoordinate(location.lat));
    params.set("lng", roundCoordinate(location.lng));
    const place = values.place?.trim().slice(0, PLACE_MAX_LENGTH);
    if (place) params.set("place", place);
  }
  const category = values.category?.trim();
  if (category) params.set("category", category);
  return params.toString();
}

/**
 * The category the address selects, spelled as the store spells it; null (All) for none or for a
 * name the store does not have, so an old or edited link still shows every vendor.
 */
export function selectedCategory(
  params: URLSearchParams,
  categories: readonly { name: string }[],
): string | null {
  const wanted = params.get("category")?.trim().toLowerCase();
  if (!wanted) return null;
  return categories.find((category) => category.name.toLowerCase() === wanted)?.name ?? null;
}

/** The loaded vendors of one category (spec section 4: filtered on the client); all for null. */
export function filterByCategory<T extends Pick<Service, "service_category">>(
  services: readonly T[],
  category: string | null,
): T[] {
  if (category === null) return [...services];
  const wanted = category.toLowerCase();
  return services.filter((service) => service.service_category.toLowerCase() === wanted);
}

/**
 * Only the services page's own keys of a query string ("?lat=..&x=1" -> "?lat=.."), for the links
 * between the listing and a vendor: Go Back returns to the search the customer came from.
 */
export function carriedSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of SERVICES_SEARCH_KEYS) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
