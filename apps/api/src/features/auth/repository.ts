import { Prisma, type OneTimeCodePurpose, type PrismaClient } from "@carcare/db";

const userFields = { id: true, firstName: true, lastName: true, email: true, phone: true } as const;
export type UserRow = Prisma.UserGetPayload<{ select: typeof userFields }>;

export const findUserById = (prisma: PrismaClient, id: number) =>
  prisma.user.findUnique({ where: { id }, select: userFields });

export const findUserByPhone = (prisma: PrismaClient, phone: string) =>
  prisma.user.findUnique({ where: { phone }, select: { ...userFields, passwordHash: true } });

/** Email is citext: the lookup ignores case. */
export const findUserByEmail = (prisma: PrismaClient, email: string) =>
  prisma.user.findUnique({ where: { email }, select: userFields });

export async function emailOrPhoneTaken(
  prisma: PrismaClient,
  email: string,
  phone: string | null,
  exceptUserId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await prisma.user.findMany({
    where: {
      OR: [{ email }, ...(phone ? [{ phone }] : [])],
      ...(exceptUserId ? { NOT: { id: exceptUserId } } : {}),
    },
    select: { email: true, phone: true },
  });
  return {
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
    phone: phone !== null && rows.some((row) => row.phone === phone),
  };
}

/** Which unique field a failed insert or update hit, if it was a unique violation. */
export function uniqueViolationField(error: unknown): "email" | "phone" | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return null;
  const target = JSON.stringify(error.meta ?? {});
  if (target.includes("email")) return "email";
  if (target.includes("phone")) return "phone";
  return null;
}

export const createUser = (
  prisma: PrismaClient,
  data: { firstName: string; email: string; phone: string; passwordHash: string },
) => prisma.user.create({ data, select: userFields });

export const updateProfile = (
  prisma: PrismaClient,
  id: number,
  data: { firstName: string; lastName: string; email: string },
) => prisma.user.update({ where: { id }, data, select: userFields });

export const updatePasswordHash = (prisma: PrismaClient, id: number, passwordHash: string) =>
  prisma.user.update({ where: { id }, data: { passwordHash }, select: { id: true } });

// ------------------------------------------------------------------ one-time codes

/** Stores a new code and retires the customer's earlier unused codes for the same purpose. */
export async function replaceOneTimeCode(
  prisma: PrismaClient,
  data: { userId: number; purpose: OneTimeCodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await prisma.$transaction([
    prisma.oneTimeCode.updateMany({
      where: { userId: data.userId, purpose: data.purpose, usedAt: null },
      data: { usedAt: new Date() },
    }),
    prisma.oneTimeCode.create({ data }),
  ]);
}

export const findLiveCode = (prisma: PrismaClient, userId: number, purpose: OneTimeCodePurpose) =>
  prisma.oneTimeCode.findFirst({
    where: { userId, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });

/** Counts a try atomically; false when the code already had its maximum tries (or was used). */
export async function countCodeAttempt(
  prisma: PrismaClient,
  codeId: number,
  maxAttempts: number,
): Promise<boolean> {
  const updated = await prisma.oneTimeCode.updateMany({
    where: { id: codeId, usedAt: null, attempts: { lt: maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  return updated.count === 1;
}

/** Marks a code used; false if another request used it first (single use). */
export async function consumeCode(prisma: PrismaClient, codeId: number): Promise<boolean> {
  const updated = await prisma.oneTimeCode.updateMany({
    where: { id: codeId, usedAt: null },
    data: { usedAt: new Date() },
  });
  return updated.count === 1;
}

export const retireCodes = (prisma: PrismaClient, userId: number) =>
  prisma.oneTimeCode.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });

/** Ends every session of a customer except the one given (the session table's JSON holds userId). */
export const deleteUserSessions = (prisma: PrismaClient, userId: number, exceptSid: string) =>
  prisma.$executeRaw`delete from session where (sess->>'userId')::int = ${userId} and sid <> ${exceptSid}`;
