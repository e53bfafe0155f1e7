import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "./database-errors.js";
import { AppError, toHttp } from "./errors.js";
import { zodToAppError } from "./validate.js";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The store is briefly unavailable. Please try again in a few seconds.";
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Turns whatever a route threw into an AppError; anything unknown becomes INTERNAL. */
export function normaliseError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return zodToAppError(error);
  if (isDatabaseUnavailable(error)) {
    return new AppError("UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      cause: error,
    });
  }
  if (error instanceof multer.MulterError) {
    return error.code === "LIMIT_FILE_SIZE" || error.code === "LIMIT_FIELD_VALUE"
      ? new AppError("PAYLOAD_TOO_LARGE", "The upload is too large.")
      : new AppError("BAD_REQUEST", `The form could not be read: ${error.message}.`);
  }
  const type = (error as { type?: string } | null)?.type;
  if (type === "entity.parse.failed")
    return new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  if (type === "entity.too.large") return new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return new AppError("BAD_REQUEST", "The request body's encoding is not supported.");
  }
  return new AppError("INTERNAL", "Unexpected error", { cause: error });
}

/** The one error middleware: maps to the spec's body shape and logs unknown errors in full. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const appError = normaliseError(error);
    if (appError.code === "INTERNAL") {
      logger.error({ reqId: req.id, err: appError.cause ?? error }, "unhandled error");
    }
    const { status, body } = toHttp(appError);
    if (appError.retryAfterSeconds !== undefined)
      res.setHeader("Retry-After", String(appError.retryAfterSeconds));
    if (res.headersSent) return;
    res.status(status).json(body);
  };

/** Unknown API paths answer JSON, never the web app's HTML. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError("NOT_FOUND", `No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`));
};
