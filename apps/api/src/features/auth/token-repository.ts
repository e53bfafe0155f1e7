import type { PrismaClient } from "@carcare/db";

export const createRefreshToken = (
  prisma: PrismaClient,
  data: { familyId: string; userId: number; sessionSid: string; tokenHash: string; expiresAt: Date },
) => prisma.refreshToken.create({ data, select: { id: true } });

export const findRefreshToken = (prisma: PrismaClient, tokenHash: string) =>
  prisma.refreshToken.findUnique({ where: { tokenHash } });

/**
 * Spends a refresh token and stores its successor in one transaction. False when the token was
 * already spent or revoked by the time this ran (another request used the same token first).
 */
export async function rotateRefreshToken(
  prisma: PrismaClient,
  spentId: number,
  successor: { familyId: string; userId: number; sessionSid: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const spent = await tx.refreshToken.updateMany({
      where: { id: spentId, usedAt: null, revokedAt: null },
      data: { usedAt: new Date() },
    });
    if (spent.count !== 1) return false;
    await tx.refreshToken.create({ data: successor, select: { id: true } });
    return true;
  });
}

export const revokeFamily = (prisma: PrismaClient, familyId: string) =>
  prisma.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });

export const revokeSessionTokens = (prisma: PrismaClient, sessionSid: string) =>
  prisma.refreshToken.updateMany({
    where: { sessionSid, revokedAt: null },
    data: { revokedAt: new Date() },
  });

export const revokeUserTokensExceptSession = (prisma: PrismaClient, userId: number, exceptSid: string) =>
  prisma.refreshToken.updateMany({
    where: { userId, revokedAt: null, NOT: { sessionSid: exceptSid } },
    data: { revokedAt: new Date() },
  });

/** The customer a live session row belongs to; null when it is gone, expired or anonymous. */
export async function findSessionUserId(prisma: PrismaClient, sid: string): Promise<number | null> {
  // connect-pg-simple writes `expire` as a local timestamp through to_timestamp(), so comparing it
  // with now() in the same connection's time zone is the store's own test.
  const rows = await prisma.$queryRaw<{ user_id: number | null }[]>`
    select (sess->>'userId')::int as user_id from session where sid = ${sid} and expire >= now()`;
  return rows[0]?.user_id ?? null;
}

export const deleteSession = (prisma: PrismaClient, sid: string) =>
  prisma.session.deleteMany({ where: { sid } });
