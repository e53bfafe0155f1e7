import { addressesEndpoints } from "./addresses.js";
import { authEndpoints } from "./auth.js";
import { cartEndpoints } from "./cart.js";
import { catalogEndpoints } from "./catalog.js";
import { couponsEndpoints } from "./coupons.js";
import { devEndpoints } from "./dev.js";
import { docsEndpoints } from "./docs.js";
import type { Endpoint } from "./endpoint.js";
import { geoEndpoints } from "./geo.js";
import { healthEndpoints } from "./health.js";
import { ordersEndpoints } from "./orders.js";
import { plansEndpoints } from "./plans.js";
import { reviewsEndpoints } from "./reviews.js";
import { vendorsEndpoints } from "./vendors.js";
import { storeInfoEndpoints } from "./store-info.js";
import { wishlistEndpoints } from "./wishlist.js";

/**
 * Every API endpoint by name, gathered from the domains in the order the API mounts their routers
 * (the busiest first) and the OpenAPI document lists them. Each is declared once, in its domain's file.
 */
export const API = {
  ...healthEndpoints,
  ...storeInfoEndpoints,
  ...docsEndpoints,
  ...catalogEndpoints,
  ...cartEndpoints,
  ...wishlistEndpoints,
  ...reviewsEndpoints,
  ...couponsEndpoints,
  ...authEndpoints,
  ...plansEndpoints,
  ...vendorsEndpoints,
  ...geoEndpoints,
  ...addressesEndpoints,
  ...ordersEndpoints,
  ...devEndpoints,
} as const;

export type EndpointName = keyof typeof API;

/** The declarations as a list, in mounting order (the OpenAPI document follows it). */
export const ENDPOINTS: readonly Endpoint[] = Object.values(API);
