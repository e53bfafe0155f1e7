import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as catalog from "./service.js";
import { createTotalCache } from "./total-cache.js";

/** The catalogue is read only through the store API: products change through the operator tools. */
export function catalogRoutes({ prisma, sql }: AppDeps): Router {
  const router = Router();
  const deps: catalog.CatalogDeps = { db: databaseOf({ prisma, sql }), totals: createTotalCache() };

  route(router, API.viewPromotedProducts, () => catalog.getPromotedProducts(deps));

  route(router, API.promotedBrandsProducts, () => catalog.getPromotedBrandProducts(deps));

  route(router, API.viewBrand, async () => ({ brands: await catalog.getBrands(deps) }));

  route(router, API.viewCategory, async () => ({ categories: await catalog.getCategories(deps) }));

  /** Listing, search and filters; `total` and `pages` may lag new products by the count cache's TTL. */
  route(router, API.viewProducts, ({ query }) => catalog.listProducts(deps, query));

  /** The product page (the spec's path; it never edits anything). */
  route(router, API.editProduct, ({ params }) => catalog.getProduct(deps, params.id));

  return router;
}
