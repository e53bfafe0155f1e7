import { SERVICE_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as services from "./service.js";

export function servicesRoutes(appDeps: AppDeps): Router {
  const router = Router();
  const db = databaseOf(appDeps);
  const deps: services.ServicesDeps = { db, radiusKm: appDeps.env.SERVICE_RADIUS_KM };

  route(router, API.viewServiceCategoriesUser, async () => ({
    service_categories: await services.listCategories(db),
  }));

  route(router, API.viewServiceUser, async ({ query }) => ({
    services: await services.listServices(deps, query.location),
  }));

  route(router, API.getNearbyServices, async ({ query }) => ({
    services: await services.listNearbyServices(deps, query.location, query.radiusKm),
  }));

  route(router, API.viewSingleServiceUser, async ({ params }) => ({
    service: await services.getService(db, params.id),
  }));

  route(router, API.logServiceInteraction, async ({ body, userId }) => {
    await services.logInteraction(db, userId, body);
    return { message: SERVICE_MESSAGES.interactionLogged };
  });

  route(router, API.addServiceRating, async ({ body, userId }) => {
    await services.addRating(db, userId, body);
    return { message: SERVICE_MESSAGES.ratingAdded };
  });

  route(router, API.viewServiceRating, async ({ query }) => ({
    Ratings: await services.listRatings(db, query.service_id),
  }));

  return router;
}
