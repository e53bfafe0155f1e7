import {
  AddServiceRatingInputSchema,
  LogServiceInteractionInputSchema,
  NearbyServicesQuerySchema,
  SERVICE_MESSAGES,
  ServiceIdParamSchema,
  ServiceRatingsQuerySchema,
  ServicesQuerySchema,
} from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import * as services from "./service.js";

export function servicesRoutes({ prisma, env }: AppDeps): Router {
  const router = Router();
  const deps: services.ServicesDeps = { prisma, radiusKm: env.SERVICE_RADIUS_KM };

  router.get("/view_service_categories_user", async (_req, res) => {
    res.json({ service_categories: await services.listCategories(prisma) });
  });

  router.get("/view_service_user", validate({ query: ServicesQuerySchema }), async (req, res) => {
    const { query } = input(req, { query: ServicesQuerySchema });
    res.json({ services: await services.listServices(deps, query.location) });
  });

  router.get("/get_nearby_services", validate({ query: NearbyServicesQuerySchema }), async (req, res) => {
    const { query } = input(req, { query: NearbyServicesQuerySchema });
    res.json({ services: await services.listNearbyServices(deps, query.location, query.radiusKm) });
  });

  router.get(
    "/view_single_service_user/:id",
    validate({ params: ServiceIdParamSchema }),
    async (req, res) => {
      const { params } = input(req, { params: ServiceIdParamSchema });
      res.json({ service: await services.getService(prisma, params.id) });
    },
  );

  router.post(
    "/log_service_interaction",
    requireUser,
    validate({ body: LogServiceInteractionInputSchema }),
    async (req, res) => {
      const { body } = input(req, { body: LogServiceInteractionInputSchema });
      await services.logInteraction(prisma, currentUserId(req), body);
      res.status(201).json({ message: SERVICE_MESSAGES.interactionLogged });
    },
  );

  router.post(
    "/add_service_rating",
    requireUser,
    validate({ body: AddServiceRatingInputSchema }),
    async (req, res) => {
      const { body } = input(req, { body: AddServiceRatingInputSchema });
      await services.addRating(prisma, currentUserId(req), body);
      res.status(201).json({ message: SERVICE_MESSAGES.ratingAdded });
    },
  );

  router.get("/view_service_rating", validate({ query: ServiceRatingsQuerySchema }), async (req, res) => {
    const { query } = input(req, { query: ServiceRatingsQuerySchema });
    res.json({ Ratings: await services.listRatings(prisma, query.service_id) });
  });

  return router;
}
