import { Prisma, type RefreshToken } from "@carcare/db";
import { type Db, execute, prismaOf, type Tx } from "../../lib/database.js";

/** What a new refresh token row needs (the schema's model). */
export type NewRefreshToken = Pick<
  RefreshToken,
  "familyId" | "userId" | "sessionSid" | "tokenHash" | "expiresAt"
>;

export const createRefreshToken = (db: Db, data: NewRefreshToken) =>
  prismaOf(db).refreshToken.create({ data, select: { id: true } });

export const findRefreshToken = (db: Db, tokenHash: string) =>
  prismaOf(db).refreshToken.findUnique({ where: { tokenHash } });

/** Marks a token spent; false when it was already spent or revoked (another request used it first). */
export async function spendRefreshToken(tx: Tx, id: number): Promise<boolean> {
  const spent = await execute(
    tx,
    Prisma.sql`
    UPDATE refresh_tokens SET used_at = now()
    WHERE id = ${id} AND used_at IS NULL AND revoked_at IS NULL`,
  );
  return spent === 1;
}

/** Stores a spent token's successor in the same unit of work. */
export const insertRefreshToken = (tx: Tx, data: NewRefreshToken) =>
  execute(
    tx,
    Prisma.sql`
    INSERT INTO refresh_tokens (family_id, user_id, session_sid, token_hash, expires_at)
    VALUES (${data.familyId}::uuid, ${data.userId}, ${data.sessionSid}, ${data.tokenHash}, ${data.expiresAt})`,
  );

export const revokeFamily = (db: Db, familyId: string) =>
  prismaOf(db).refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: new Date() },
  });

export const revokeSessionTokens = (db: Db, sessionSid: string) =>
  prismaOf(db).refreshToken.updateMany({
    where: { sessionSid, revokedAt: null },
    data: { revokedAt: new Date() },
  });

export const revokeUserTokensExceptSession = (db: Db, userId: number, exceptSid: string) =>
  prismaOf(db).refreshToken.updateMany({
    where: { userId, revokedAt: null, NOT: { sessionSid: exceptSid } },
    data: { revokedAt: new Date() },
  });

/** The customer a live session row belongs to; null when it is gone, expired or anonymous. */
export async function findSessionUserId(db: Db, sid: string): Promise<number | null> {
  // connect-pg-simple writes `expire` as a local timestamp through to_timestamp(), so comparing it
  // with now() in the same connection's time zone is the store's own test.
  const rows = await prismaOf(db).$queryRaw<{ user_id: number | null }[]>`
    select (sess->>'userId')::int as user_id from session where sid = ${sid} and expire >= now()`;
  return rows[0]?.user_id ?? null;
}

export const deleteSession = (db: Db, sid: string) => prismaOf(db).session.deleteMany({ where: { sid } });
