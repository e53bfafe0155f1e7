import { z } from "zod";
import { safeString } from "./common.js";
import { endpoint, named, ok } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

/** The seven emirates, as place search answers them. */
export const EMIRATES = [
  "Abu Dhabi",
  "Dubai",
  "Sharjah",
  "Ajman",
  "Umm Al Quwain",
  "Ras Al Khaimah",
  "Fujairah",
] as const;
export const EmirateSchema = z.enum(EMIRATES);
export type Emirate = z.infer<typeof EmirateSchema>;

export const GEOCODE_MESSAGES = {
  queryRequired: m.geoQueryRequired({}, EN),
} as const;

/** GET /geocode?q=: a place name typed on the services page. */
export const GeocodeQuerySchema = z.object({
  q: safeString(GEOCODE_MESSAGES.queryRequired)
    .trim()
    .min(1, GEOCODE_MESSAGES.queryRequired)
    .max(200, m.geoPlaceTooLong({}, EN))
    .meta({ example: "Al Bateen" }),
});
export type GeocodeQuery = z.input<typeof GeocodeQuerySchema>;

export const GEOCODE_SOURCES = ["gazetteer", "provider"] as const;

/** Where a place is; source says whether the store's own list or the external provider answered. */
export const GeocodeResultSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  name: z.string(),
  /** One of EMIRATES for gazetteer answers; the provider's region (or "") otherwise. */
  emirate: z.string(),
  source: z.enum(GEOCODE_SOURCES),
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;

export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula, mean Earth radius). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that contains every point within `radiusKm` of the centre (slightly larger,
 * never smaller): a cheap index-friendly prefilter before the exact distance. `lng` is null when the
 * box would reach a pole or cross the 180th meridian, meaning "any longitude".
 */
export function boundingBox(
  centre: { lat: number; lng: number },
  radiusKm: number,
): { lat: { min: number; max: number }; lng: { min: number; max: number } | null } {
  // One degree of latitude is at least 110.5 km; dividing by less than that widens the box a little.
  const dLat = radiusKm / 110.5;
  const minLat = centre.lat - dLat;
  const maxLat = centre.lat + dLat;
  const lat = { min: Math.max(-90, minLat), max: Math.min(90, maxLat) };
  if (minLat <= -90 || maxLat >= 90) return { lat, lng: null };
  // Longitude degrees shrink towards the poles; use the box edge nearest a pole (the narrowest degree).
  const widestLatitude = Math.max(Math.abs(minLat), Math.abs(maxLat));
  // 111 km is a little under one degree of longitude at the equator, which again widens the box.
  const dLng = radiusKm / (111 * Math.cos(toRadians(widestLatitude)));
  if (dLng >= 180 || centre.lng - dLng < -180 || centre.lng + dLng > 180) return { lat, lng: null };
  return { lat, lng: { min: centre.lng - dLng, max: centre.lng + dLng } };
}

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const geoEndpoints = {
  geocode: endpoint({
    method: "get",
    path: "/geocode",
    tag: "geo",
    summary: "Find a place by name (the store's gazetteer, or the provider when configured)",
    description:
      "Turns a typed place name into coordinates for the services page: the store's own gazetteer of UAE places, or the configured provider. 404 when nothing matches.",
    query: GeocodeQuerySchema,
    answers: { 200: ok("The place", named("GeocodeResult", GeocodeResultSchema)) },
    errors: [404],
  }),
} as const;
