import { z } from "zod";

/**
 * The error body every client of the store reads (spec section 8): the old web client
 * shows `message`, then `error`; the 401 for private calls carries only `detail`.
 */
export const ApiErrorSchema = z
  .object({
    message: z.string().optional(),
    error: z.string().optional(),
    detail: z.string().optional(),
    /** Which fields failed validation, with a reason each (our addition; old clients ignore it). */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The closed set of error codes the API can raise; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "INTERNAL",
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Picks the text to show a person, in the order the spec's clients use: message, error, detail. */
export function errorMessageOf(body: unknown, fallback = "something went wrong"): string {
  const parsed = ApiErrorSchema.safeParse(body);
  if (!parsed.success) return fallback;
  return parsed.data.message ?? parsed.data.error ?? parsed.data.detail ?? fallback;
}
