import { z } from "zod";

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  uptime_seconds: z.number().nonnegative(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
