// Development only: the mail the store would have sent, kept in the embedded outbox.
import { z } from "zod";
import { safeString } from "./common.js";
import { endpoint, ok } from "./endpoint.js";

// ---------------------------------------------------------------- endpoints

/** The dev outbox's filter: one recipient, newest first, at most 200. */
export const OutboxQuerySchema = z.object({
  to: safeString().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const OutboxResponseSchema = z.object({
  emails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const devEndpoints = {
  devOutbox: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/dev/outbox",
    tag: "dev",
    summary: "Email the store would have sent (no SMTP_URL; never in production; this machine only)",
    description:
      "Development only (no SMTP_URL, never in production): the emails the store stored instead of sending, newest first, optionally only those to one address.",
    query: OutboxQuerySchema,
    answers: { 200: ok("Newest first", OutboxResponseSchema) },
    errors: [404],
    devOnly: true,
  }),
} as const;
