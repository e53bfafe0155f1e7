import { Prisma, type ServiceInteractionAction, type ServiceRating } from "@carcare/db";
import { type Db, execute, prismaOf, queryRows, type Tx } from "../../lib/database.js";

const serviceFields = {
  id: true,
  vendorName: true,
  address: true,
  latitude: true,
  longitude: true,
  details: true,
  phoneNumber: true,
  whatsappNumber: true,
  images: true,
  ratingCount: true,
  ratingSum: true,
  category: { select: { name: true } },
} as const;
export type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof serviceFields }>;

export const listCategories = (db: Db) =>
  prismaOf(db).serviceCategory.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, name: true },
  });

export const listAllServices = (db: Db) =>
  prismaOf(db).service.findMany({ orderBy: { id: "asc" }, select: serviceFields });

/** Vendors inside a latitude/longitude box (the (latitude, longitude) index); null lng = any longitude. */
export const listServicesInBox = (
  db: Db,
  box: { lat: { min: number; max: number }; lng: { min: number; max: number } | null },
) =>
  prismaOf(db).service.findMany({
    where: {
      latitude: { gte: box.lat.min, lte: box.lat.max },
      ...(box.lng ? { longitude: { gte: box.lng.min, lte: box.lng.max } } : {}),
    },
    select: serviceFields,
  });

export const findService = (db: Db, id: number) =>
  prismaOf(db).service.findUnique({ where: { id }, select: serviceFields });

export async function serviceExists(db: Db, id: number): Promise<boolean> {
  return (await prismaOf(db).service.count({ where: { id } })) > 0;
}

const isKnownError = (error: unknown, code: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

/** Records a contact; false when the service does not exist (foreign key). */
export async function createInteraction(
  db: Db,
  data: { serviceId: number; userId: number; action: ServiceInteractionAction },
): Promise<boolean> {
  try {
    await prismaOf(db).serviceInteraction.create({ data, select: { id: true } });
    return true;
  } catch (error) {
    if (isKnownError(error, "P2003")) return false;
    throw error;
  }
}

export type InsertRatingResult = "created" | "duplicate" | "unknown-service";

/**
 * Stores a customer's first rating of a vendor, in one statement: "duplicate" when they rated it
 * before, "unknown-service" when there is no such vendor. The unique (service, customer) index decides
 * a race between two first ratings: the second waits for the first to commit, then inserts nothing.
 */
export async function insertRating(
  tx: Tx,
  data: Pick<ServiceRating, "serviceId" | "userId" | "rating" | "comment">,
): Promise<InsertRatingResult> {
  const rows = await queryRows<{ vendors: number; inserted: number }>(
    tx,
    Prisma.sql`
    WITH vendor AS (SELECT id FROM services WHERE id = ${data.serviceId}),
    added AS (
      INSERT INTO service_ratings (service_id, user_id, rating, comment)
      SELECT id, ${data.userId}, ${data.rating}, ${data.comment} FROM vendor
      ON CONFLICT (service_id, user_id) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT count(*) FROM vendor)::int AS vendors, (SELECT count(*) FROM added)::int AS inserted`,
  );
  const row = rows[0];
  if (!row || row.vendors === 0) return "unknown-service";
  return row.inserted === 0 ? "duplicate" : "created";
}

/** Adds one rating to the vendor's count and sum (its average reads them). */
export const addToRatings = (tx: Tx, serviceId: number, rating: number) =>
  execute(
    tx,
    Prisma.sql`
    UPDATE services SET rating_count = rating_count + 1, rating_sum = rating_sum + ${rating}
    WHERE id = ${serviceId}`,
  );

/** A vendor's ratings, newest first, with the rater's first name. */
export const listRatings = (db: Db, serviceId: number) =>
  prismaOf(db).serviceRating.findMany({
    where: { serviceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, rating: true, comment: true, createdAt: true, user: { select: { firstName: true } } },
  });

/** Every vendor's id and last change: the sitemap's vendor pages. */
export const listServicePages = (db: Db) =>
  prismaOf(db).service.findMany({ select: { id: true, createdAt: true }, orderBy: { id: "asc" } });
