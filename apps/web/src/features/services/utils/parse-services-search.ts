import { ServicesQuerySchema } from "@carcare/contracts";
import { PLACE_MAX_LENGTH, type ServicesLocation } from "./services-search";

export interface ParsedServicesSearch {
  location: ServicesLocation | null;
  /** The place's name for a location ("" when none was given, or without a location). */
  place: string;
}

/**
 * Reads the services page's location (lat, lng, place) with the API's own schema, leniently: a link
 * anyone can edit must always show vendors, never an error page. A bad or half location (lat=abc,
 * lat=95, only lng) means no location: every vendor.
 */
export function parseServicesSearch(params: URLSearchParams): ParsedServicesSearch {
  const parsed = ServicesQuerySchema.safeParse({
    lat: params.get("lat") ?? undefined,
    lng: params.get("lng") ?? undefined,
  });
  const location = parsed.success ? parsed.data.location : null;
  if (!location) return { location: null, place: "" };
  return { location, place: (params.get("place") ?? "").trim().slice(0, PLACE_MAX_LENGTH) };
}
