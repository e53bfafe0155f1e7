import type { RequestHandler } from "express";
import { type ZodError, type ZodType, type z } from "zod";
import { AppError } from "./errors.js";

/** Turns a zod failure into a VALIDATION error: the first problem as the message, all per field. */
export function zodToAppError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
  return new AppError("VALIDATION", `${where}${first?.message ?? "Invalid request"}`, { fields });
}

interface Schemas<B extends ZodType, Q extends ZodType, P extends ZodType> {
  body?: B;
  query?: Q;
  params?: P;
}

/** Validated input, typed from the route's schemas. */
export interface Valid<B = unknown, Q = unknown, P = unknown> {
  body: B;
  query: Q;
  params: P;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by validate(): the request's body, query and params after their schemas. */
      valid: Valid;
    }
  }
}

/**
 * Declares a route's input: handlers then read only req.valid, typed by `input(req)`.
 * A failure answers 400 with the spec's error shape and changes nothing.
 */
export function validate<
  B extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  P extends ZodType = ZodType,
>(schemas: Schemas<B, Q, P>): RequestHandler {
  return (req, _res, next) => {
    const result: Valid = { body: undefined, query: undefined, params: undefined };
    for (const part of ["params", "query", "body"] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const parsed = schema.safeParse(part === "body" ? (req.body ?? {}) : req[part]);
      if (!parsed.success) return next(zodToAppError(parsed.error));
      result[part] = parsed.data;
    }
    req.valid = result;
    next();
  };
}

/** Reads the validated input with the types of the schemas the route declared. */
export function input<B extends ZodType = ZodType, Q extends ZodType = ZodType, P extends ZodType = ZodType>(
  req: { valid: Valid },
  _schemas?: Schemas<B, Q, P>,
): Valid<z.output<B>, z.output<Q>, z.output<P>> {
  return req.valid as Valid<z.output<B>, z.output<Q>, z.output<P>>;
}
