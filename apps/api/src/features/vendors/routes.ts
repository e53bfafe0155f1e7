import { API, SERVICE_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { route } from "../../lib/route.js";
import * as reviews from "../reviews/service.js";
import * as vendors from "./service.js";

/** `radiusKm`: how far "near you" reaches (SERVICE_RADIUS_KM). */
export function vendorRoutes({ db, radiusKm }: { db: Db; radiusKm: number }): Router {
  const router = Router();
  const deps: vendors.ServicesDeps = { db, radiusKm };

  route(router, API.viewServiceCategoriesUser, async ({ language }) => ({
    service_categories: await vendors.listCategories(db, language),
  }));

  route(router, API.viewServiceUser, async ({ query, language }) => ({
    services: await vendors.listServices(deps, query.location, language),
  }));

  route(router, API.getNearbyServices, async ({ query, language }) => ({
    services: await vendors.listNearbyServices(deps, query.location, query.radiusKm, language),
  }));

  route(router, API.viewSingleServiceUser, async ({ params, language }) => ({
    service: await vendors.getService(db, params.id, language),
  }));

  route(router, API.logServiceInteraction, async ({ body, userId }) => {
    await vendors.logInteraction(db, userId, body);
    return { message: SERVICE_MESSAGES.interactionLogged };
  });

  // A vendor's ratings are its reviews (features/reviews): once per customer, a second one is 409.
  route(router, API.addServiceRating, ({ body, userId }) =>
    reviews.addVendorRating(db, {
      serviceId: body.service_id,
      userId,
      rating: body.rating,
      comment: body.comment,
    }),
  );

  route(router, API.viewServiceRating, async ({ query }) => ({
    Ratings: await reviews.getVendorRatings(db, query.service_id),
  }));

  route(router, API.viewServicePages, async () => ({
    pages: (await vendors.listServicePages(db)).map((page) => ({
      id: page.id,
      last_modified: page.createdAt.toISOString(),
    })),
  }));

  return router;
}
