import { Prisma, type ServiceInteractionAction } from "@carcare/db";
import { type Db, prismaOf } from "../../lib/database.js";

const serviceFields = {
  id: true,
  vendorName: true,
  vendorNameAr: true,
  address: true,
  addressAr: true,
  latitude: true,
  longitude: true,
  details: true,
  detailsAr: true,
  phoneNumber: true,
  whatsappNumber: true,
  images: true,
  ratingCount: true,
  ratingSum: true,
  category: { select: { name: true, nameAr: true } },
} as const;
export type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof serviceFields }>;

export const listCategories = (db: Db) =>
  prismaOf(db).serviceCategory.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, name: true, nameAr: true },
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

/** Every vendor's id and last change: the sitemap's vendor pages. */
export const listServicePages = (db: Db) =>
  prismaOf(db).service.findMany({ select: { id: true, createdAt: true }, orderBy: { id: "asc" } });
