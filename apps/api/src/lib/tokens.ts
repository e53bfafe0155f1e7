import { createHash, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import type { Request } from "express";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Env } from "../env.js";

/**
 * 401 details for token problems. The mobile app refreshes and retries once when a 401's detail
 * mentions token, invalid or expired; these are the texts its original API answered.
 */
export const TOKEN_NOT_VALID_DETAIL = "Given token not valid for any token type";
export const TOKEN_EXPIRED_DETAIL = "Token is invalid or expired";

/** The cookie the mobile app sends beside its Authorization header (same access token). */
export const ACCESS_TOKEN_COOKIE = "access_token";

const ISSUER = "carcare-api";
const ALGORITHM = "HS256";
const ACCESS_TOKEN_TYPE = "access";

/**
 * The HS256 key for access tokens: JWT_SECRET when set, else a key derived from SESSION_SECRET
 * (HKDF with its own label), so the session cookie's signing key is never used for JWTs as is.
 */
export function accessTokenKey(env: Pick<Env, "JWT_SECRET" | "SESSION_SECRET">): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  return new Uint8Array(hkdfSync("sha256", env.SESSION_SECRET, "carcare", "access-token-signing", 32));
}

export interface AccessTokenClaims {
  userId: number;
  /** The express-session id the token is bound to: the token lives only while that session does. */
  sid: string;
}

/** Signs an access token; `now` (ms) is for tests that need one already expired. */
export function signAccessToken(
  key: Uint8Array,
  claims: AccessTokenClaims,
  { ttlSeconds, now = Date.now() }: { ttlSeconds: number; now?: number },
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sid, token_type: ACCESS_TOKEN_TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .setJti(randomUUID())
    .sign(key);
}

export type AccessTokenCheck = ({ ok: true } & AccessTokenClaims) | { ok: false; detail: string };

/** Checks signature, algorithm, issuer, type and expiry; never throws for a bad token. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp", "sub", "sid"],
    });
    const userId = Number(payload.sub);
    if (
      payload.token_type !== ACCESS_TOKEN_TYPE ||
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      typeof payload.sid !== "string"
    ) {
      return { ok: false, detail: TOKEN_NOT_VALID_DETAIL };
    }
    return { ok: true, userId, sid: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, detail: TOKEN_EXPIRED_DETAIL };
    if (error instanceof errors.JOSEError) return { ok: false, detail: TOKEN_NOT_VALID_DETAIL };
    throw error;
  }
}

/**
 * The access token a request carries: `Authorization: Bearer <token>`, else the `access_token`
 * cookie (the mobile app sends both). Null when there is neither.
 */
export function readAccessToken(req: Request): string | null {
  const authorization = req.get("authorization");
  if (authorization) {
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1]!;
  }
  return readCookie(req.headers.cookie, ACCESS_TOKEN_COOKIE);
}

/** Whether the request authenticates with an Authorization header, not with any cookie. */
export function hasBearerHeader(req: Request): boolean {
  return /^Bearer[ ]+\S/i.test(req.get("authorization") ?? "");
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return value || null;
    }
  }
  return null;
}

/** A refresh token: 256 random bits, opaque to the client; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 is enough here (unlike passwords): the token is random, so there is nothing to guess. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
