import { OperationError } from "@carcare/operations";
import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "./database-errors.js";
import { m } from "@carcare/contracts/messages";
import { AppError, toHttp } from "./errors.js";
import { requestLanguage } from "./language.js";
import { said } from "./text.js";
import { zodToAppError } from "./validate.js";

const EN = { locale: "en" } as const;

export const DATABASE_UNAVAILABLE_MESSAGE = m.errorUnavailable({}, EN);
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What the client is told when the framework or a body parser refuses its request (in English; the catalogue's). */
export const REQUEST_ERROR_MESSAGES = {
  badPath: m.requestBadPath({}, EN),
  badJson: m.requestBadJson({}, EN),
  tooLarge: m.requestTooLarge({}, EN),
  tooManyFields: m.requestTooManyFields({}, EN),
  badForm: m.requestBadForm({}, EN),
  encodingUnsupported: m.requestEncodingUnsupported({}, EN),
  badEncoding: m.requestBadEncoding({}, EN),
  charsetUnsupported: m.requestCharsetUnsupported({}, EN),
  incomplete: m.requestIncomplete({}, EN),
  lengthMismatch: m.requestLengthMismatch({}, EN),
  noBoundary: m.requestNoBoundary({}, EN),
  truncatedForm: m.requestTruncatedForm({}, EN),
  badPart: m.requestBadPart({}, EN),
  uploadTooLarge: m.requestUploadTooLarge({}, EN),
  filesRefused: m.requestFilesRefused({}, EN),
  unreadable: m.requestUnreadable({}, EN),
} as const;

const bad = (message: string) => new AppError("BAD_REQUEST", message);
const tooLarge = (message: string) => new AppError("PAYLOAD_TOO_LARGE", message);
const unsupported = (message: string) => new AppError("UNSUPPORTED_MEDIA_TYPE", message);

/** body-parser's and raw-body's error types (http-errors' `type`) that a client's request causes. */
const BODY_PARSER_ERRORS: Record<string, () => AppError> = {
  "entity.parse.failed": () => bad(REQUEST_ERROR_MESSAGES.badJson),
  "entity.too.large": () => tooLarge(REQUEST_ERROR_MESSAGES.tooLarge),
  "parameters.too.many": () => tooLarge(REQUEST_ERROR_MESSAGES.tooManyFields),
  "querystring.parse.rangeError": () => bad(REQUEST_ERROR_MESSAGES.badForm),
  "encoding.unsupported": () => unsupported(REQUEST_ERROR_MESSAGES.encodingUnsupported),
  "charset.unsupported": () => unsupported(REQUEST_ERROR_MESSAGES.charsetUnsupported),
  "request.aborted": () => bad(REQUEST_ERROR_MESSAGES.incomplete),
  "request.size.invalid": () => bad(REQUEST_ERROR_MESSAGES.lengthMismatch),
};

/** busboy (under multer) rejects a malformed multipart body with plain Errors: known by their text. */
const MULTIPART_ERRORS: Record<string, () => AppError> = {
  "Multipart: Boundary not found": () => bad(REQUEST_ERROR_MESSAGES.noBoundary),
  "Unexpected end of form": () => bad(REQUEST_ERROR_MESSAGES.truncatedForm),
  "Unexpected end of file": () => bad(REQUEST_ERROR_MESSAGES.truncatedForm),
  "Malformed part header": () => bad(REQUEST_ERROR_MESSAGES.badPart),
};

/** zlib's codes (Z_DATA_ERROR, Z_BUF_ERROR) and brotli's (ERR__ERROR_FORMAT_…). */
const DECOMPRESSION_ERROR = /^(Z_|ERR__ERROR_|ERR_BROTLI)/;

const MULTER_TOO_LARGE = new Set([
  "LIMIT_FILE_SIZE",
  "LIMIT_FIELD_VALUE",
  "LIMIT_PART_COUNT",
  "LIMIT_FIELD_COUNT",
]);

/**
 * A client mistake the framework or a parser raised (bad percent-encoding in the path, a body that
 * cannot be read), as the AppError to answer; null for anything else. These are the client's fault,
 * so they are answered 4xx and never logged as the server's errors.
 */
export function requestErrorOf(error: unknown): AppError | null {
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_COUNT" || error.code === "LIMIT_UNEXPECTED_FILE") {
      return bad(REQUEST_ERROR_MESSAGES.filesRefused);
    }
    return MULTER_TOO_LARGE.has(error.code)
      ? tooLarge(
          error.code === "LIMIT_FIELD_COUNT"
            ? REQUEST_ERROR_MESSAGES.tooManyFields
            : REQUEST_ERROR_MESSAGES.uploadTooLarge,
        )
      : bad(`${REQUEST_ERROR_MESSAGES.badForm} ${error.message}.`);
  }
  if (typeof error !== "object" || error === null) return null;
  const { type, status, code, expose } = error as {
    type?: unknown;
    status?: unknown;
    code?: unknown;
    expose?: unknown;
  };
  if (typeof type === "string" && Object.hasOwn(BODY_PARSER_ERRORS, type)) return BODY_PARSER_ERRORS[type]!();
  if (!(error instanceof Error)) return null;
  if (Object.hasOwn(MULTIPART_ERRORS, error.message)) return MULTIPART_ERRORS[error.message]!();
  // The router marks a path parameter it cannot decode (decodeURIComponent's URIError) with 400.
  if (error instanceof URIError) return bad(REQUEST_ERROR_MESSAGES.badPath);
  // Any other http-errors 4xx (expose: true) keeps its class. A 400 with a zlib or brotli code is
  // the decompressor's own error that body-parser passes on: a body that is not the gzip/br it claims.
  if (expose === true && typeof status === "number" && status >= 400 && status < 500) {
    if (status === 413) return tooLarge(REQUEST_ERROR_MESSAGES.tooLarge);
    if (status === 415) return unsupported(REQUEST_ERROR_MESSAGES.encodingUnsupported);
    if (status === 404) return new AppError("NOT_FOUND", m.errorNotFoundStop({}, EN));
    if (status === 403) return new AppError("FORBIDDEN", m.errorForbidden({}, EN));
    const corrupt = typeof code === "string" && DECOMPRESSION_ERROR.test(code);
    return bad(corrupt ? REQUEST_ERROR_MESSAGES.badEncoding : REQUEST_ERROR_MESSAGES.unreadable);
  }
  return null;
}

/**
 * Turns whatever a route threw into an AppError; anything unknown becomes INTERNAL. An operator
 * rule's refusal (@carcare/operations' OperationError) carries a code of the same closed set, so it
 * is answered like a service's AppError (400, 404, 409 with { message, error }).
 */
export function normaliseError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof OperationError) return new AppError(error.code, error.message, { cause: error });
  if (error instanceof ZodError) return zodToAppError(error);
  if (isDatabaseUnavailable(error)) {
    return new AppError("UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      cause: error,
    });
  }
  return requestErrorOf(error) ?? new AppError("INTERNAL", "Unexpected error", { cause: error });
}

/**
 * The one error middleware: maps to the spec's body shape. Unknown errors are logged in full (with
 * their stack); a request the framework could not read is logged at warn with its reason only.
 */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const requestError = error instanceof AppError ? null : requestErrorOf(error);
    const appError = requestError ?? normaliseError(error);
    if (requestError) {
      // The client's mistake, not the server's: one warn line with the parser's reason, no stack.
      const { type, code } = error as { type?: unknown; code?: unknown };
      logger.warn(
        // The parser's kind, never the URIError's text: that quotes the client's path segment.
        {
          reqId: req.id,
          reason: String(type ?? code ?? (error instanceof URIError ? "URIError" : (error as Error).message)),
        },
        `request refused: ${requestError.message}`,
      );
    } else if (appError.code === "INTERNAL") {
      logger.error({ reqId: req.id, err: appError.cause ?? error }, "unhandled error");
    }
    const { status, body } = toHttp(appError, requestLanguage(req));
    if (appError.retryAfterSeconds !== undefined)
      res.setHeader("Retry-After", String(appError.retryAfterSeconds));
    if (res.headersSent) return;
    res.status(status).json(body);
  };

/** Unknown API paths answer JSON, never the web app's HTML. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  const path = req.originalUrl.split("?")[0] ?? "";
  next(new AppError("NOT_FOUND", said(m.errorNoEndpoint, { method: req.method, path })));
};
