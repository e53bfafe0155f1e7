import { API } from "@carcare/contracts";
import { Router } from "express";
import type { Logger } from "pino";
import type { Env } from "../../env.js";
import { varyByLanguage } from "../../lib/language.js";
import { route } from "../../lib/route.js";
import * as geo from "./service.js";

/**
 * Place search for the services page. The external provider is LocationIQ when GEOCODER_API_KEY is
 * set, within a per-client and per-second budget; tests pass their own provider (or null) so nothing
 * reaches the internet, and may pass their own budget.
 */
export function geoRoutes(
  { env, logger }: { env: Pick<Env, "GEOCODER_API_KEY">; logger: Logger },
  options: { provider?: geo.GeocodeProvider | null; budget?: geo.ProviderBudget } = {},
): Router {
  const router = Router();
  const provider =
    options.provider !== undefined
      ? options.provider
      : env.GEOCODER_API_KEY
        ? geo.createLocationIqProvider(env.GEOCODER_API_KEY)
        : null;
  // Only a provider spends a budget: without one there is nothing to count.
  const budget = provider ? (options.budget ?? geo.createProviderBudget()) : undefined;

  route(router, API.geocode, async ({ query, language, req, res }) => {
    const result = await geo.geocode(query.q, { provider, budget, client: req.ip, logger, language });
    // The gazetteer ships with the store and changes only with a release. With a provider, a gazetteer
    // answer may be a fallback (provider down, slow or over budget) that a later try can improve.
    if (result.source === "gazetteer" && provider === null) {
      res.setHeader("Cache-Control", "public, max-age=3600");
      // The answer names the place in the request's language: shared caches keep one copy per language.
      varyByLanguage(res);
    }
    return result;
  });

  return router;
}
