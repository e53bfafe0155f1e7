// What the server hands the web app's route loaders (React Router's load context): the store's data
// read in-process, for the customer of the request, in exactly the shapes the API answers. Types only.
import type { Address } from "./addresses.js";
import type { CartResponse } from "./cart.js";
import type { Coupon } from "./coupons.js";
import type {
  Brand,
  Category,
  ProductDetail,
  ProductListFilter,
  ProductListResponse,
  PromotedBrandsProductsResponse,
  PromotedProductsResponse,
} from "./catalog.js";
import type { OrderDetails } from "./orders.js";
import type { ReviewSort, ReviewsResponse } from "./reviews.js";
import type { User } from "./auth.js";
import type { SubscriptionStatus } from "./plans.js";
import type { Service, ServiceCategory, ServiceRating } from "./services.js";
import type { Plan } from "./plans.js";
import type { StoreInfo } from "./store-info.js";
import type { WishlistResponse } from "./wishlist.js";

/** One public page of the sitemap: a path and when it last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * The store's reads for one page request. Private reads answer null for a visitor; a missing product
 * or vendor answers null (the page then answers 404).
 */
export interface StoreReader {
  getUser(): Promise<User | null>;
  getSubscriptionStatus(): Promise<SubscriptionStatus | null>;
  getCart(): Promise<CartResponse | null>;
  getWishlist(): Promise<WishlistResponse | null>;
  /** The customer's saved delivery addresses, the default marked (view_addresses). */
  getAddresses(): Promise<Address[] | null>;
  /** The customer's orders, newest first (my_orders). */
  getOrders(): Promise<OrderDetails[] | null>;
  getStoreInfo(): StoreInfo;
  getPromotedProducts(): Promise<PromotedProductsResponse>;
  getPromotedBrandProducts(): Promise<PromotedBrandsProductsResponse>;
  getProduct(id: number): Promise<ProductDetail | null>;
  /** The listing, search and filters (view_products), from a query already parsed by its schema. */
  listProducts(filter: ProductListFilter): Promise<ProductListResponse>;
  getBrands(): Promise<Brand[]>;
  getCategories(): Promise<Category[]>;
  /** A product's reviews, a page at a time; null for an unknown product. */
  getReviews(
    productId: number,
    page: { page: number; limit: number; sort?: ReviewSort },
  ): Promise<ReviewsResponse | null>;
  getService(id: number): Promise<Service | null>;
  getServiceCategories(): Promise<ServiceCategory[]>;
  /** Every vendor, or those near `location` nearest first with their distance (view_service_user). */
  listServices(location: { lat: number; lng: number } | null): Promise<Service[]>;
  /** A vendor's ratings, newest first; null for an unknown vendor. */
  getServiceRatings(serviceId: number): Promise<ServiceRating[] | null>;
  /** The active plans (view_plans). */
  getPlans(): Promise<Plan[]>;
  /** The coupons valid now (view_coupons), for the cart's carousel. */
  getCoupons(): Promise<Coupon[]>;
  /** Every product and vendor page, for /sitemap.xml. */
  getSitemapEntries(): Promise<SitemapEntry[]>;
}

/** The load context of every page request. */
export interface WebLoadContext {
  store: StoreReader;
  /** The logged-in customer's id from the session, or null. */
  userId: number | null;
  /** The page's Content-Security-Policy nonce. */
  cspNonce: string;
  /** Render the whole page before sending it (a page the server keeps for other visitors). */
  renderWhole: boolean;
  /** Scheme and host the request came to (honours TRUST_PROXY), for absolute URLs in head tags. */
  origin: string;
  /** Logs a page's server error once, with the request, through the server's logger. */
  logError(error: unknown, request: { method: string; url: string }): void;
}
