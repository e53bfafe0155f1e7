import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { publicCache } from "../../lib/http-cache.js";
import { route } from "../../lib/route.js";
import * as catalog from "./service.js";
import { createTotalCache } from "./total-cache.js";

const PUBLIC_PATHS = [
  "/view_promoted_products",
  "/promoted_brands_products",
  "/view_brand",
  "/view_category",
  "/view_products",
  "/edit_product",
];

/** The catalogue is read only through the store API: products change through the operator tools. */
export function catalogRoutes({ prisma, sql, notify }: AppDeps): Router {
  const router = Router();
  const deps: catalog.CatalogDeps = { db: databaseOf({ prisma, sql }), totals: createTotalCache() };
  // These answers are the same for every visitor: public, with ETags, kept briefly in memory
  // (lib/http-cache.ts, decision 011). The router sees every /api request, hence the paths.
  router.use(PUBLIC_PATHS, publicCache({ listener: notify, tagsOf: productIdsIn }).middleware);

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

/** The products an answer shows (a detail, or the lists of the listing and promoted strips). */
function* productIdsIn(body: unknown): Iterable<number> {
  if (typeof body !== "object" || body === null) return;
  const answer = body as Record<string, unknown>;
  if (typeof answer.id === "number") yield answer.id;
  for (const list of [answer.products, answer.promoted_products, answer.promoted_brands_products]) {
    if (!Array.isArray(list)) continue;
    for (const item of list as { id?: unknown }[]) if (typeof item.id === "number") yield item.id;
  }
}
