import { type ApiError, type ErrorCode, NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts";
import { m } from "@carcare/contracts/messages";
import type { Language } from "./language.js";
import { sayIn, type Text } from "./text.js";

/**
 * The one error type services throw: a code from the closed set and a message for people, kept as a
 * Text (lib/text.ts) so the answer says it in the request's language; `message` is its English.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly text: Text;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** A 401's own detail (a bad or expired access token); absent: the clients' exact "not provided". */
  readonly detail: string | undefined;

  constructor(
    code: ErrorCode,
    message: Text,
    options: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      detail?: string;
      cause?: unknown;
    } = {},
  ) {
    super(sayIn(message, "en"), { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.text = message;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.detail = options.detail;
  }
}

export const badRequest = (message: Text, fields?: Record<string, string>) =>
  new AppError("BAD_REQUEST", message, fields ? { fields } : {});
export const notFound = (message: Text) => new AppError("NOT_FOUND", message);
export const conflict = (message: Text) => new AppError("CONFLICT", message);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", NOT_AUTHENTICATED_DETAIL);
/** A 401 whose detail names the token, which tells the mobile app to refresh and retry once. */
export const invalidToken = (detail: string) => new AppError("UNAUTHENTICATED", detail, { detail });
/** 503: the store cannot do this now (a missing setting, a database down); the client may try later. */
export const unavailable = (message: Text) => new AppError("UNAVAILABLE", message);
export const tooManyRequests = (message: Text, retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds });

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const GENERIC_ERROR_MESSAGE = m.errorGeneric({}, { locale: "en" });

/**
 * Maps an AppError to the HTTP status and the body the spec's clients read: { message, error }
 * (clients show message, then error), and for 401 exactly { detail } (spec section 6). The one place
 * an error becomes words: in `language` (the request's, or the page's for an in-process call). A
 * 401's detail stays English in every language: the clients compare it (exact text, or the words
 * token, invalid, expired) to decide to log in again or refresh.
 */
export function toHttp(error: AppError, language: Language = "en"): { status: number; body: ApiError } {
  const status = STATUS[error.code];
  if (error.code === "UNAUTHENTICATED")
    return { status, body: { detail: error.detail ?? NOT_AUTHENTICATED_DETAIL } };
  const message =
    error.code === "INTERNAL" ? m.errorGeneric({}, { locale: language }) : sayIn(error.text, language);
  const body: ApiError = { message, error: message };
  if (error.fields) {
    body.fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, reason]) => [field, sayIn(reason, language)]),
    );
  }
  return { status, body };
}
