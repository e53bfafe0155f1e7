import {
  averageRating,
  boundingBox,
  haversineKm,
  type NearbyService,
  type Service,
  type ServiceCategory,
  type ServiceInteractionAction,
  SERVICE_MESSAGES,
} from "@carcare/contracts";
import { type Db } from "../../lib/database.js";
import { notFound } from "../../lib/errors.js";
import { inLanguage, type Language } from "../../lib/language.js";
import * as repo from "./repository.js";

export interface ServicesDeps {
  db: Db;
  /** Vendors farther than this from the customer's location are left out (SERVICE_RADIUS_KM). */
  radiusKm: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function toService(row: repo.ServiceRow, language: Language, distanceKm?: number): Service {
  return {
    id: row.id,
    vendor_name: inLanguage(language, row.vendorName, row.vendorNameAr),
    address: inLanguage(language, row.address, row.addressAr),
    service_category: inLanguage(language, row.category.name, row.category.nameAr),
    service_details: inLanguage(language, row.details, row.detailsAr),
    images: row.images,
    average_rating: averageRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    whatsapp_number: row.whatsappNumber,
    phone_number: row.phoneNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    ...(distanceKm === undefined ? {} : { distance_km: oneDecimal(distanceKm) }),
  };
}

export const listCategories = async (db: Db, language: Language = "en"): Promise<ServiceCategory[]> =>
  (await repo.listCategories(db)).map((row) => ({
    id: row.id,
    name: inLanguage(language, row.name, row.nameAr),
  }));

/**
 * Every vendor when no location is given; otherwise the vendors within the radius, nearest first,
 * each with its distance. A bounding box narrows the rows in SQL; the haversine distance decides.
 */
export async function listServices(
  deps: ServicesDeps,
  location: { lat: number; lng: number } | null,
  language: Language = "en",
): Promise<Service[]> {
  if (!location) return (await repo.listAllServices(deps.db)).map((row) => toService(row, language));
  const candidates = await repo.listServicesInBox(deps.db, boundingBox(location, deps.radiusKm));
  return candidates
    .map((row) => ({ row, distance: haversineKm(location, { lat: row.latitude, lng: row.longitude }) }))
    .filter(({ distance }) => distance <= deps.radiusKm)
    .sort((a, b) => a.distance - b.distance || a.row.id - b.row.id)
    .map(({ row, distance }) => toService(row, language, distance));
}

/**
 * GET /get_nearby_services (the old API's call): the same query as /servicepage's "near you", within
 * `radiusKm` (default SERVICE_RADIUS_KM), each vendor with `distance` in km as the old answer had it.
 */
export async function listNearbyServices(
  deps: ServicesDeps,
  location: { lat: number; lng: number },
  radiusKm: number = deps.radiusKm,
  language: Language = "en",
): Promise<NearbyService[]> {
  const near = await listServices({ ...deps, radiusKm }, location, language);
  return near.map((service) => ({ ...service, distance: service.distance_km ?? 0 }));
}

export async function getService(db: Db, id: number, language: Language = "en"): Promise<Service> {
  const row = await repo.findService(db, id);
  if (!row) throw notFound(SERVICE_MESSAGES.serviceNotFound);
  return toService(row, language);
}

/** Counts a WhatsApp or call contact with a vendor, for the operators' reports. */
export async function logInteraction(
  db: Db,
  userId: number,
  input: { service_id: number; action: ServiceInteractionAction },
): Promise<void> {
  const created = await repo.createInteraction(db, {
    serviceId: input.service_id,
    userId,
    action: input.action,
  });
  if (!created) throw notFound(SERVICE_MESSAGES.serviceNotFound);
}

/** Every vendor's id and when it was added: the sitemap's vendor pages. */
export const listServicePages = (db: Db) => repo.listServicePages(db);
