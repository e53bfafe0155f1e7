import { randomUUID } from "node:crypto";
import type { LoginTokens, RefreshTokenResponse } from "@carcare/contracts";
import { type Db, withTransaction } from "../../lib/database.js";
import { invalidToken } from "../../lib/errors.js";
import {
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  TOKEN_EXPIRED_DETAIL,
} from "../../lib/tokens.js";
import * as repo from "./token-repository.js";

export interface TokenDeps {
  db: Db;
  /** HS256 key of the access tokens (lib/tokens.ts accessTokenKey). */
  signingKey: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

const REFRESH_TOKEN_REUSED_DETAIL =
  "Token is invalid or expired: this refresh token was already used, so its login was ended.";

/** A login's first pair: a new refresh family bound to the session the login just started. */
export async function issueLoginTokens(
  deps: TokenDeps,
  login: { userId: number; sid: string },
): Promise<LoginTokens> {
  const refresh = newRefreshToken();
  await repo.createRefreshToken(deps.db, {
    familyId: randomUUID(),
    userId: login.userId,
    sessionSid: login.sid,
    tokenHash: hashRefreshToken(refresh),
    expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
  });
  const access = await signAccessToken(deps.signingKey, login, { ttlSeconds: deps.accessTtlSeconds });
  return { access_token: access, refresh_token: refresh };
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting a spent one means
 * two holders have it (a stolen copy, or the owner after a thief), so its whole family and the
 * session behind it end, and both holders must log in again.
 */
export async function refreshTokens(deps: TokenDeps, refresh: string): Promise<RefreshTokenResponse> {
  const row = await repo.findRefreshToken(deps.db, hashRefreshToken(refresh));
  if (!row || row.revokedAt) throw invalidToken(TOKEN_EXPIRED_DETAIL);
  if (row.usedAt) {
    await endFamily(deps, row);
    throw invalidToken(REFRESH_TOKEN_REUSED_DETAIL);
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalidToken(TOKEN_EXPIRED_DETAIL);
  // Logout, a password reset or the session's own expiry ended the login the family belongs to.
  if ((await repo.findSessionUserId(deps.db, row.sessionSid)) !== row.userId) {
    await repo.revokeFamily(deps.db, row.familyId);
    throw invalidToken(TOKEN_EXPIRED_DETAIL);
  }
  const next = newRefreshToken();
  const successor = {
    familyId: row.familyId,
    userId: row.userId,
    sessionSid: row.sessionSid,
    tokenHash: hashRefreshToken(next),
    expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
  };
  // Spending the token and storing its successor happen together, or neither does.
  const rotated = await withTransaction(deps.db, async (tx) => {
    if (!(await repo.spendRefreshToken(tx, row.id))) return false;
    await repo.insertRefreshToken(tx, successor);
    return true;
  });
  if (!rotated) {
    // Another request spent this same token a moment ago: a second holder, as above.
    await endFamily(deps, row);
    throw invalidToken(REFRESH_TOKEN_REUSED_DETAIL);
  }
  const access = await signAccessToken(
    deps.signingKey,
    { userId: row.userId, sid: row.sessionSid },
    { ttlSeconds: deps.accessTtlSeconds },
  );
  return { access, refresh: next };
}

async function endFamily(deps: TokenDeps, row: { familyId: string; sessionSid: string }): Promise<void> {
  await repo.revokeFamily(deps.db, row.familyId);
  // The access tokens of the family die with their session row.
  await repo.deleteSession(deps.db, row.sessionSid);
}

/** Logout: the session's refresh tokens stop working with it. */
export async function revokeSessionTokens(deps: TokenDeps, sid: string): Promise<void> {
  await repo.revokeSessionTokens(deps.db, sid);
}

/** Password reset: every other login's refresh tokens end, as their sessions do. */
export async function revokeOtherLogins(deps: TokenDeps, userId: number, keepSid: string): Promise<void> {
  await repo.revokeUserTokensExceptSession(deps.db, userId, keepSid);
}
