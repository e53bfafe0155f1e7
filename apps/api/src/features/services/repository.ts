import { Prisma, type PrismaClient, type ServiceInteractionAction } from "@carcare/db";

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

export const listCategories = (prisma: PrismaClient) =>
  prisma.serviceCategory.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, name: true },
  });

export const listAllServices = (prisma: PrismaClient) =>
  prisma.service.findMany({ orderBy: { id: "asc" }, select: serviceFields });

/** Vendors inside a latitude/longitude box (the (latitude, longitude) index); null lng = any longitude. */
export const listServicesInBox = (
  prisma: PrismaClient,
  box: { lat: { min: number; max: number }; lng: { min: number; max: number } | null },
) =>
  prisma.service.findMany({
    where: {
      latitude: { gte: box.lat.min, lte: box.lat.max },
      ...(box.lng ? { longitude: { gte: box.lng.min, lte: box.lng.max } } : {}),
    },
    select: serviceFields,
  });

export const findService = (prisma: PrismaClient, id: number) =>
  prisma.service.findUnique({ where: { id }, select: serviceFields });

export async function serviceExists(prisma: PrismaClient, id: number): Promise<boolean> {
  return (await prisma.service.count({ where: { id } })) > 0;
}

const isKnownError = (error: unknown, code: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

/** Records a contact; false when the service does not exist (foreign key). */
export async function createInteraction(
  prisma: PrismaClient,
  data: { serviceId: number; userId: number; action: ServiceInteractionAction },
): Promise<boolean> {
  try {
    await prisma.serviceInteraction.create({ data, select: { id: true } });
    return true;
  } catch (error) {
    if (isKnownError(error, "P2003")) return false;
    throw error;
  }
}

/**
 * Stores a customer's rating and adds it to the vendor's count and sum in one transaction. The unique
 * (service, customer) index decides a race between two first ratings: one wins, the other is "duplicate".
 */
export async function createRating(
  prisma: PrismaClient,
  data: { serviceId: number; userId: number; rating: number; comment: string },
): Promise<"created" | "duplicate" | "unknown-service"> {
  try {
    await prisma.$transaction(async (tx) => {
      await tx.serviceRating.create({ data, select: { id: true } });
      await tx.service.update({
        where: { id: data.serviceId },
        data: { ratingCount: { increment: 1 }, ratingSum: { increment: data.rating } },
        select: { id: true },
      });
    });
    return "created";
  } catch (error) {
    if (isKnownError(error, "P2002")) return "duplicate";
    if (isKnownError(error, "P2003") || isKnownError(error, "P2025")) return "unknown-service";
    throw error;
  }
}

/** A vendor's ratings, newest first, with the rater's first name. */
export const listRatings = (prisma: PrismaClient, serviceId: number) =>
  prisma.serviceRating.findMany({
    where: { serviceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, rating: true, comment: true, createdAt: true, user: { select: { firstName: true } } },
  });

/** Every vendor's id and last change: the sitemap's vendor pages. */
export const listServicePages = (prisma: PrismaClient) =>
  prisma.service.findMany({ select: { id: true, createdAt: true }, orderBy: { id: "asc" } });
