import { GeocodeQuerySchema } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { input, validate } from "../../lib/validate.js";
import * as geo from "./service.js";

/**
 * Place search for the services page. The external provider is LocationIQ when GEOCODER_API_KEY is
 * set; tests pass their own (or null) so nothing reaches the internet.
 */
export function geoRoutes(
  { env, logger }: AppDeps,
  options: { provider?: geo.GeocodeProvider | null } = {},
): Router {
  const router = Router();
  const provider =
    options.provider !== undefined
      ? options.provider
      : env.GEOCODER_API_KEY
        ? geo.createLocationIqProvider(env.GEOCODER_API_KEY)
        : null;

  router.get("/geocode", validate({ query: GeocodeQuerySchema }), async (req, res) => {
    const { query } = input(req, { query: GeocodeQuerySchema });
    const result = await geo.geocode(query.q, { provider, logger });
    // The gazetteer ships with the store and changes only with a release.
    if (result.source === "gazetteer") res.setHeader("Cache-Control", "public, max-age=3600");
    res.json(result);
  });

  return router;
}
