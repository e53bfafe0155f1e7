import { SERVICE_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as services from "./service.js";

export function servicesRoutes({ prisma, env }: AppDeps): Router {
  const router = Router();
  const deps: services.ServicesDeps = { prisma, radiusKm: env.SERVICE_RADIUS_KM };

  route(router, API.viewServiceCategoriesUser, async () => ({
    service_categories: await services.listCategories(prisma),
  }));

  route(router, API.viewServiceUser, async ({ query }) => ({
    services: await services.listServices(deps, query.location),
  }));

  route(router, API.getNearbyServices, async ({ query }) => ({
    services: await services.listNearbyServices(deps, query.location, query.radiusKm),
  }));

  route(router, API.viewSingleServiceUser, async ({ params }) => ({
    service: await services.getService(prisma, params.id),
  }));

  route(router, API.logServiceInteraction, async ({ body, userId }) => {
    await services.logInteraction(prisma, userId, body);
    return { message: SERVICE_MESSAGES.interactionLogged };
  });

  route(router, API.addServiceRating, async ({ body, userId }) => {
    await services.addRating(prisma, userId, body);
    return { message: SERVICE_MESSAGES.ratingAdded };
  });

  route(router, API.viewServiceRating, async ({ query }) => ({
    Ratings: await services.listRatings(prisma, query.service_id),
  }));

  return router;
}
