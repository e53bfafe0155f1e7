import { z } from "zod";
import { endpoint, named, ok } from "./endpoint.js";

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  uptime_seconds: z.number().nonnegative(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const healthEndpoints = {
  health: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/health",
    tag: "health",
    summary: "Liveness and database status",
    description:
      "For load balancers and the container's health check: 200 with status ok when the database answers, 503 with status degraded when it does not. Never cached.",
    answers: {
      200: ok("The API and its database are up", named("Health", HealthSchema)),
      503: ok("The database is down (same body, database: down)", named("Health", HealthSchema)),
    },
    noDatabase: true,
  }),
} as const;
