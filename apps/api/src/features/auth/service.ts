import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { AUTH_MESSAGES, type User, isPasswordTooLong, normalisePhone } from "@carcare/contracts";
import bcrypt from "bcrypt";
import type { Logger } from "pino";
import { type Db, withTransaction } from "../../lib/database.js";
import { AppError, badRequest, conflict, tooManyRequests, unauthenticated } from "../../lib/errors.js";
import { type Mailer, sendInBackground } from "../../lib/mailer.js";
import type { Language } from "../../lib/language.js";
import { addressKey, describeWait } from "../../lib/throttle.js";
import { m } from "@carcare/contracts/messages";
import { codeEmail, passwordChangedEmail } from "./emails.js";
import * as repo from "./repository.js";
import { accountKey, type AuthThrottle, CODE_LIMITS } from "./throttle.js";

export const BCRYPT_COST = 12;
export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_SECONDS = CODE_LIMITS.resendCooldownSeconds;
export const RESET_GRANT_MINUTES = 10;

const INVALID_LOGIN = "Invalid phone number or password";
const INVALID_CODE = "The code is wrong or has expired. Please check it or request a new code.";
export const RESET_NOT_GRANTED =
  "Please verify the code from your email first (codes and their verification expire after 10 minutes).";

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Keys the code hashes, so a leaked table cannot be brute-forced offline. */
  codeSecret: string;
}

/** What logging in and sending codes need besides: the limits, counted before the work. */
export interface ThrottledAuthDeps extends AuthDeps {
  throttle: AuthThrottle;
}

export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.phone,
  };
}

let dummyHash: Promise<string> | undefined;
/** Compared against when no account matches, so both answers take the same time. */
const getDummyHash = () => (dummyHash ??= bcrypt.hash("no account has this password", BCRYPT_COST));

export async function signUp(
  deps: AuthDeps,
  input: { name: string; email: string; phone: string; password: string },
): Promise<User> {
  const taken = await repo.emailOrPhoneTaken(deps.db, input.email, input.phone);
  if (taken.email) throw conflict("An account with this email already exists. Please log in instead.");
  if (taken.phone) throw conflict("An account with this phone number already exists. Please log in instead.");
  const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
  try {
    const row = await repo.createUser(deps.db, {
      firstName: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
    });
    return toUser(row);
  } catch (error) {
    const field = repo.uniqueViolationField(error);
    if (field === "email")
      throw conflict("An account with this email already exists. Please log in instead.");
    if (field === "phone")
      throw conflict("An account with this phone number already exists. Please log in instead.");
    throw error;
  }
}

/**
 * Checks a phone and password. The attempt is counted before bcrypt runs (features/auth/throttle.ts),
 * so parallel guesses cannot outrun the limits and a refused one costs no hashing.
 */
export async function logIn(
  deps: ThrottledAuthDeps,
  input: { username: string; password: string; clientIp: string },
): Promise<User> {
  // bcrypt reads 72 bytes: a longer password would log in on its first 72 alone (decision 008).
  if (isPasswordTooLong(input.password)) throw new AppError("BAD_REQUEST", INVALID_LOGIN);
  const phone = normalisePhone(input.username);
  const user = phone ? await repo.findUserByPhone(deps.db, phone) : null;
  const attempt = await deps.throttle.beginLogin(
    accountKey(user ? { userId: user.id } : { identifier: phone ?? input.username.trim().toLowerCase() }),
    addressKey(input.clientIp),
  );
  if ("retryAfterSeconds" in attempt) {
    const wait = attempt.retryAfterSeconds;
    throw tooManyRequests(
      (language) => m.authTooManyLogins({ wait: describeWait(wait, language) }, { locale: language }),
      wait,
    );
  }
  const matches = await bcrypt.compare(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !matches) throw new AppError("BAD_REQUEST", INVALID_LOGIN);
  await attempt.succeeded();
  return toUser(user);
}

export async function getUser(deps: AuthDeps, userId: number): Promise<User> {
  const row = await repo.findUserById(deps.db, userId);
  if (!row) throw unauthenticated();
  return toUser(row);
}

export async function editProfile(
  deps: AuthDeps,
  userId: number,
  input: { first_name: string; last_name: string; email: string },
): Promise<User> {
  const taken = await repo.emailOrPhoneTaken(deps.db, input.email, null, userId);
  if (taken.email) throw conflict("This email is already used by another account.");
  try {
    return toUser(
      await repo.updateProfile(deps.db, userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
      }),
    );
  } catch (error) {
    if (repo.uniqueViolationField(error) === "email")
      throw conflict("This email is already used by another account.");
    throw error;
  }
}

// ------------------------------------------------------------------ one-time codes

function hashCode(secret: string, purpose: repo.CodePurpose, userId: number, code: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${userId}:${code}`).digest("hex");
}

/**
 * One spelling for what a person typed: an email in lower case, a phone number in E.164 whatever its
 * form (+971 50..., 97150..., 050..., with spaces), anything else trimmed and in lower case.
 */
function normaliseIdentifier(identifier: string): string {
  const text = identifier.trim();
  if (text.includes("@")) return text.toLowerCase();
  return normalisePhone(text) ?? text.toLowerCase();
}

/** Finds the account a person typed: an email, or a phone number in any usual form. */
async function findAccount(deps: AuthDeps, identifier: string) {
  const text = normaliseIdentifier(identifier);
  if (text.includes("@")) return repo.findUserByEmail(deps.db, text);
  return text.startsWith("+") ? repo.findUserByPhone(deps.db, text) : null;
}

/**
 * Sends a code if the identifier names an account. The answer is the same either way, so nobody
 * learns who has an account: the limits count the account (every spelling of its phone or email,
 * every purpose) and, when no account matches, the identifier in its one normalised spelling.
 */
export async function sendCode(
  deps: ThrottledAuthDeps,
  input: {
    identifier: string;
    purpose: repo.CodePurpose;
    clientIp: string;
    /** The language of the request that asked: the email is written in it (issue 27). */
    language?: Language;
  },
): Promise<{ message: string; resend_after_seconds: number }> {
  const user = await findAccount(deps, input.identifier);
  const refusal = await deps.throttle.beginCodeSend(
    accountKey(user ? { userId: user.id } : { identifier: normaliseIdentifier(input.identifier) }),
    addressKey(input.clientIp),
  );
  if (refusal) {
    const wait = refusal.retryAfterSeconds;
    throw tooManyRequests(
      (language) =>
        refusal.kind === "cooldown"
          ? m.authCodeCooldown({ count: wait }, { locale: language })
          : m.authTooManyCodes({ wait: describeWait(wait, language) }, { locale: language }),
      wait,
    );
  }

  if (user) {
    const code = String(randomInt(0, 10_000)).padStart(4, "0");
    const purpose = input.purpose;
    // The new code replaces the customer's earlier unused ones for the purpose, all or nothing.
    await withTransaction(deps.db, async (tx) => {
      await repo.retireOpenCodes(tx, user.id, purpose);
      await repo.insertOneTimeCode(tx, {
        userId: user.id,
        purpose,
        codeHash: hashCode(deps.codeSecret, purpose, user.id, code),
        expiresAt: new Date(Date.now() + CODE_VALID_MINUTES * 60_000),
      });
    });
    sendInBackground(
      deps.mailer,
      deps.logger,
      codeEmail({
        to: user.email,
        firstName: user.firstName,
        code,
        purpose: input.purpose,
        validMinutes: CODE_VALID_MINUTES,
        language: input.language ?? "en",
      }),
    );
  }
  return { message: AUTH_MESSAGES.codeSent, resend_after_seconds: CODE_RESEND_COOLDOWN_SECONDS };
}

/** Checks a code: at most CODE_MAX_ATTEMPTS tries per code, single use, one answer for every failure. */
export async function verifyCode(
  deps: AuthDeps,
  input: { identifier: string; otp: string; purpose: repo.CodePurpose },
): Promise<repo.UserRow> {
  const user = await findAccount(deps, input.identifier);
  const live = user ? await repo.findLiveCode(deps.db, user.id, input.purpose) : null;
  if (!user || !live) throw badRequest(INVALID_CODE);
  if (!(await repo.countCodeAttempt(deps.db, live.id, CODE_MAX_ATTEMPTS))) throw badRequest(INVALID_CODE);
  const expected = Buffer.from(live.codeHash, "hex");
  const given = Buffer.from(hashCode(deps.codeSecret, input.purpose, user.id, input.otp), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(INVALID_CODE);
  if (!(await repo.consumeCode(deps.db, live.id))) throw badRequest(INVALID_CODE);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
  };
}

/**
 * Uses the reset grant held in the session `currentSid` (once: a second request that read the same
 * session, such as a double submit, finds it gone and is refused), then sets the new password,
 * retires open codes, ends every other session, and tells the customer.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { userId: number; newPassword: string; currentSid: string; language?: Language },
): Promise<void> {
  if (!(await repo.takeResetGrant(deps.db, input.currentSid))) throw badRequest(RESET_NOT_GRANTED);
  const passwordHash = await bcrypt.hash(input.newPassword, BCRYPT_COST);
  await repo.updatePasswordHash(deps.db, input.userId, passwordHash);
  await repo.retireCodes(deps.db, input.userId);
  await repo.deleteUserSessions(deps.db, input.userId, input.currentSid);
  const user = await repo.findUserById(deps.db, input.userId);
  if (user)
    sendInBackground(
      deps.mailer,
      deps.logger,
      passwordChangedEmail({ to: user.email, firstName: user.firstName, language: input.language ?? "en" }),
    );
}
