import { type OneTimeCode, type OneTimeCodePurpose, Prisma } from "@carcare/db";
import { type Db, execute, prismaOf, type Tx } from "../../lib/database.js";

/** What a one-time code is for (the schema's enum). */
export type CodePurpose = OneTimeCodePurpose;

const userFields = { id: true, firstName: true, lastName: true, email: true, phone: true } as const;
export type UserRow = Prisma.UserGetPayload<{ select: typeof userFields }>;

export const findUserById = (db: Db, id: number) =>
  prismaOf(db).user.findUnique({ where: { id }, select: userFields });

export const findUserByPhone = (db: Db, phone: string) =>
  prismaOf(db).user.findUnique({ where: { phone }, select: { ...userFields, passwordHash: true } });

/** Email is citext: the lookup ignores case. */
export const findUserByEmail = (db: Db, email: string) =>
  prismaOf(db).user.findUnique({ where: { email }, select: userFields });

export async function emailOrPhoneTaken(
  db: Db,
  email: string,
  phone: string | null,
  exceptUserId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await prismaOf(db).user.findMany({
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
  db: Db,
  data: { firstName: string; email: string; phone: string; passwordHash: string },
) => prismaOf(db).user.create({ data, select: userFields });

export const updateProfile = (
  db: Db,
  id: number,
  data: { firstName: string; lastName: string; email: string },
) => prismaOf(db).user.update({ where: { id }, data, select: userFields });

export const updatePasswordHash = (db: Db, id: number, passwordHash: string) =>
  prismaOf(db).user.update({ where: { id }, data: { passwordHash }, select: { id: true } });

// ------------------------------------------------------------------ one-time codes

/** Retires the customer's unused codes for a purpose (a new one replaces them). */
export const retireOpenCodes = (tx: Tx, userId: number, purpose: OneTimeCodePurpose) =>
  execute(
    tx,
    Prisma.sql`
    UPDATE one_time_codes SET used_at = now()
    WHERE user_id = ${userId} AND purpose = ${purpose}::"OneTimeCodePurpose" AND used_at IS NULL`,
  );

/** Stores a new code. */
export const insertOneTimeCode = (
  tx: Tx,
  data: Pick<OneTimeCode, "userId" | "purpose" | "codeHash" | "expiresAt">,
) =>
  execute(
    tx,
    Prisma.sql`
    INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at)
    VALUES (${data.userId}, ${data.purpose}::"OneTimeCodePurpose", ${data.codeHash}, ${data.expiresAt})`,
  );

export const findLiveCode = (db: Db, userId: number, purpose: OneTimeCodePurpose) =>
  prismaOf(db).oneTimeCode.findFirst({
    where: { userId, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });

/** Counts a try atomically; false when the code already had its maximum tries (or was used). */
export async function countCodeAttempt(db: Db, codeId: number, maxAttempts: number): Promise<boolean> {
  const updated = await prismaOf(db).oneTimeCode.updateMany({
    where: { id: codeId, usedAt: null, attempts: { lt: maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  return updated.count === 1;
}

/** Marks a code used; false if another request used it first (single use). */
export async function consumeCode(db: Db, codeId: number): Promise<boolean> {
  const updated = await prismaOf(db).oneTimeCode.updateMany({
    where: { id: codeId, usedAt: null },
    data: { usedAt: new Date() },
  });
  return updated.count === 1;
}

export const retireCodes = (db: Db, userId: number) =>
  prismaOf(db).oneTimeCode.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });

/**
 * Takes the reset grant out of the stored session, once: true for the one request that removed it,
 * false when it is no longer there (another request with the same session took it first).
 */
export async function takeResetGrant(db: Db, sid: string): Promise<boolean> {
  const taken = await execute(
    db,
    Prisma.sql`
    UPDATE session SET sess = (sess::jsonb - 'resetGrant')::json
    WHERE sid = ${sid} AND sess -> 'resetGrant' IS NOT NULL`,
  );
  return taken === 1;
}

/** Ends every session of a customer except the one given (the session table's JSON holds userId). */
export const deleteUserSessions = (db: Db, userId: number, exceptSid: string) =>
  execute(
    db,
    Prisma.sql`DELETE FROM session WHERE (sess->>'userId')::int = ${userId} AND sid <> ${exceptSid}`,
  );
