import {
  AddAddressInputSchema,
  AddReviewInputSchema,
  AddressCreatedSchema,
  AddressListSchema,
  AddServiceRatingInputSchema,
  AddToCartResponseSchema,
  AppliedCouponSchema,
  ApplyCouponInputSchema,
  AuthResponseSchema,
  BrandsResponseSchema,
  CartResponseSchema,
  CategoriesResponseSchema,
  CodeSentSchema,
  CouponsResponseSchema,
  EditProfileInputSchema,
  GeocodeQuerySchema,
  GeocodeResultSchema,
  HealthSchema,
  IdParamSchema,
  LoginInputSchema,
  LoginResponseSchema,
  LogServiceInteractionInputSchema,
  MessageSchema,
  MyOrdersSchema,
  NearbyServicesQuerySchema,
  NearbyServicesResponseSchema,
  NOT_AUTHENTICATED_DETAIL,
  OrderDetailsSchema,
  PathIdParamSchema,
  PlaceOrderInputSchema,
  PlaceOrderResponseSchema,
  PlansResponseSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  PromotedBrandsProductsResponseSchema,
  PromotedProductsResponseSchema,
  RefreshTokenInputSchema,
  RefreshTokenResponseSchema,
  ResetPasswordInputSchema,
  ReviewListQuerySchema,
  ReviewsResponseSchema,
  SendLoginCodeInputSchema,
  SendResetCodeInputSchema,
  ServiceCategoriesResponseSchema,
  ServiceIdParamSchema,
  ServiceRatingsQuerySchema,
  ServiceRatingsResponseSchema,
  ServicesQuerySchema,
  ServicesResponseSchema,
  SignupInputSchema,
  SingleServiceResponseSchema,
  StoreInfoSchema,
  SubscriptionStatusSchema,
  UpdateCartInputSchema,
  UserSchema,
  VerifyLoginCodeInputSchema,
  VerifyResetCodeInputSchema,
  WishlistResponseSchema,
} from "@carcare/contracts";
import { z, type ZodType } from "zod";
import { SESSION_COOKIE } from "./session.js";

// The API's one description of itself: every endpoint with its method, path, input, answers and
// errors. The OpenAPI 3.1 document served at /api/openapi.json is generated from this list and the
// contracts' zod schemas (zod's JSON Schema output is draft 2020-12, the dialect OpenAPI 3.1 uses),
// and a test compares it with the routes Express really registers, so neither can drift.

/** A JSON Schema or OpenAPI object, as plain JSON. */
export type JsonObject = { [key: string]: unknown };

export type HttpMethod = "get" | "post" | "put" | "delete";
/** How a request body may be sent: every write parses all three (app.ts); these are the documented ones. */
export type BodyEncoding = "json" | "form" | "multipart";
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;
export type Tag =
  | "health"
  | "store"
  | "catalog"
  | "cart"
  | "wishlist"
  | "reviews"
  | "coupons"
  | "auth"
  | "addresses"
  | "orders"
  | "plans"
  | "services"
  | "geo"
  | "docs"
  | "dev";

/** A schema that becomes a named component (#/components/schemas/<id>) instead of being inlined. */
export interface NamedSchema {
  readonly id: string;
  readonly schema: ZodType;
}
type SchemaRef = ZodType | NamedSchema;

const named = (id: string, schema: ZodType): NamedSchema => ({ id, schema });

export interface Answer {
  description: string;
  /** JSON body; absent for answers that are not JSON (see contentType). */
  body?: SchemaRef;
  /** A non-JSON answer (the docs page); its body schema is a string. */
  contentType?: string;
  headers?: Record<string, JsonObject>;
}

export interface Endpoint {
  method: HttpMethod;
  /** Express form, under the API base: "/edit_product/:id". */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** Needs a logged-in customer: without one, 401 {detail}. */
  auth?: boolean;
  params?: ZodType;
  query?: ZodType;
  /** What a query or path parameter means, or its schema where the zod input says nothing useful. */
  parameterNotes?: Record<string, { description?: string; schema?: JsonObject; required?: boolean }>;
  /** Request headers the endpoint reads. */
  headers?: { name: string; description: string; schema: JsonObject; required?: boolean }[];
  body?: SchemaRef;
  /** Defaults to ["json"]. */
  encodings?: BodyEncoding[];
  answers: Partial<Record<200 | 201, Answer>> & Partial<Record<ErrorStatus, Answer>>;
  /** Statuses the endpoint's own story can answer; input (400), 401, 403, 413, 500 and 503 are added by rule. */
  errors?: ErrorStatus[];
  /** The endpoint never reads the database, so it never answers 503 for it. */
  noDatabase?: boolean;
  /** Mounted only outside production with the embedded mail outbox (app.ts: devOutbox). */
  devOnly?: boolean;
}

// ---------------------------------------------------------------- schemas no contract names

/** The 4xx/5xx body: the old web client shows message, then error (the same text). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe("Which fields failed validation, with a reason each"),
});

/** The 401 body the clients compare word for word. */
export const UnauthenticatedBodySchema = z.object({
  detail: z
    .string()
    .describe(
      `Exactly "${NOT_AUTHENTICATED_DETAIL}" when no one is logged in; a text naming the token when a ` +
        "Bearer token is invalid or expired (the mobile app then refreshes once)",
    ),
});

/** GET /view_order/:id answers the confirm page's pair without a message. */
const ViewOrderResponseSchema = z.object({
  order_id: z.number().int(),
  order_details: OrderDetailsSchema,
});

/** The dev outbox (features/dev/routes.ts keeps its own copy of the query; this one only documents it). */
const OutboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
const OutboxResponseSchema = z.object({
  emails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

const coordinateNote = (name: string, limit: number) => ({
  description: `${name} in degrees`,
  schema: { type: "number", minimum: -limit, maximum: limit },
});

const ok = (description: string, body: SchemaRef): Answer => ({ description, body });
const MESSAGE = named("Message", MessageSchema);
const AUTH_RESPONSE = named("AuthResponse", AuthResponseSchema);
/** A login answers the customer and the mobile app's tokens (web clients use the cookie). */
const LOGIN_RESPONSE = named("LoginResponse", LoginResponseSchema);

// ---------------------------------------------------------------- the endpoints

/** Every API endpoint, in the order app.ts mounts their routers. */
export const ENDPOINTS: readonly Endpoint[] = [
  {
    method: "get",
    path: "/health",
    tag: "health",
    summary: "Liveness and database status",
    answers: {
      200: ok("The API and its database are up", named("Health", HealthSchema)),
      503: ok("The database is down (same body, database: down)", named("Health", HealthSchema)),
    },
    noDatabase: true,
  },
  {
    method: "get",
    path: "/store_info",
    tag: "store",
    summary: "Where customers reach the business (chat, phone, email)",
    answers: { 200: ok("The store's contacts", named("StoreInfo", StoreInfoSchema)) },
    noDatabase: true,
  },
  {
    method: "get",
    path: "/openapi.json",
    tag: "docs",
    summary: "This document",
    answers: { 200: ok("The OpenAPI 3.1 document", z.record(z.string(), z.unknown())) },
    noDatabase: true,
  },
  {
    method: "get",
    path: "/docs",
    tag: "docs",
    summary: "A readable page of this document (Swagger UI, served by the API, works offline)",
    answers: { 200: { description: "The docs page", contentType: "text/html" } },
    noDatabase: true,
  },
  // ------------------------------------------------ catalogue
  {
    method: "get",
    path: "/view_promoted_products",
    tag: "catalog",
    summary: "Today's deals",
    answers: {
      200: ok(
        "Deals and the highest discount",
        named("PromotedProductsResponse", PromotedProductsResponseSchema),
      ),
    },
  },
  {
    method: "get",
    path: "/promoted_brands_products",
    tag: "catalog",
    summary: "The brand strip's products",
    answers: {
      200: ok(
        "Brand-promoted products",
        named("PromotedBrandsProductsResponse", PromotedBrandsProductsResponseSchema),
      ),
    },
  },
  {
    method: "get",
    path: "/view_brand",
    tag: "catalog",
    summary: "All brands",
    answers: { 200: ok("Brands", named("BrandsResponse", BrandsResponseSchema)) },
  },
  {
    method: "get",
    path: "/view_category",
    tag: "catalog",
    summary: "All product categories",
    answers: { 200: ok("Categories", named("CategoriesResponse", CategoriesResponseSchema)) },
  },
  {
    method: "get",
    path: "/view_products",
    tag: "catalog",
    summary: "Product listing with search, filters, sort and pages",
    description:
      "Every parameter may be absent or empty. category and brand are comma-joined names; prices are AED " +
      "on the price the customer pays; exclude drops one product (Similar Products).",
    query: ProductListQuerySchema,
    answers: { 200: ok("One page of products", named("ProductListResponse", ProductListResponseSchema)) },
  },
  {
    method: "get",
    path: "/edit_product/:id",
    tag: "catalog",
    summary: "One product with its ratings (the product page; it edits nothing)",
    params: PathIdParamSchema,
    answers: { 200: ok("The product", named("ProductDetail", ProductDetailSchema)) },
    errors: [404],
  },
  // ------------------------------------------------ cart
  {
    method: "post",
    path: "/add_to_cart/:id",
    tag: "cart",
    summary: "Add one of a product to the cart (or one more)",
    description: "The path id is the product's. The clients send an empty or {} body.",
    auth: true,
    params: PathIdParamSchema,
    answers: {
      200: ok("The cart line and its quantity", named("AddToCartResponse", AddToCartResponseSchema)),
    },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/display_cart",
    tag: "cart",
    summary: "The customer's cart with its subtotal",
    auth: true,
    answers: {
      200: ok(
        "Cart lines and subtotal (before delivery and coupon)",
        named("CartResponse", CartResponseSchema),
      ),
    },
  },
  {
    method: "put",
    path: "/update_cart/:id",
    tag: "cart",
    summary: "Set a cart line's quantity (1 to 10)",
    description:
      "The newer client sends JSON {quantity}; the older one a multipart form {cart_item_id, quantity} " +
      "with strings. cart_item_id, when sent, must be the path's line.",
    auth: true,
    params: PathIdParamSchema,
    body: named("UpdateCartInput", UpdateCartInputSchema),
    encodings: ["json", "multipart", "form"],
    answers: { 200: ok("Updated", MESSAGE) },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/removecart/:id",
    tag: "cart",
    summary: "Remove a cart line",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Removed", MESSAGE) },
    errors: [404],
  },
  // ------------------------------------------------ wishlist
  {
    method: "post",
    path: "/add_to_wishlist/:id",
    tag: "wishlist",
    summary: "Add a product to the wishlist (idempotent)",
    description: "The path id is the product's. The clients send an empty or {} body.",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Added", MESSAGE) },
    errors: [404],
  },
  {
    method: "get",
    path: "/wishlist_items",
    tag: "wishlist",
    summary: "The customer's wishlist",
    auth: true,
    answers: { 200: ok("Wishlist lines", named("WishlistResponse", WishlistResponseSchema)) },
  },
  {
    method: "delete",
    path: "/remove_wishlist/:id",
    tag: "wishlist",
    summary: "Remove a wishlist line",
    description: "The path id is the wishlist item's own id (wishlist_items[].id).",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Removed", MESSAGE) },
    errors: [404],
  },
  // ------------------------------------------------ reviews
  {
    method: "get",
    path: "/view_review/:id",
    tag: "reviews",
    summary: "A product's reviews, newest first",
    params: PathIdParamSchema,
    query: ReviewListQuerySchema,
    answers: {
      200: ok("One page of reviews and the total", named("ReviewsResponse", ReviewsResponseSchema)),
    },
    errors: [404],
  },
  {
    method: "post",
    path: "/add_review/:id",
    tag: "reviews",
    summary: "Review a product (a second review replaces the customer's first)",
    auth: true,
    params: PathIdParamSchema,
    body: named("AddReviewInput", AddReviewInputSchema),
    encodings: ["json", "form", "multipart"],
    answers: {
      201: ok("A new review", MESSAGE),
      200: ok("The customer's earlier review was replaced", MESSAGE),
    },
    errors: [404],
  },
  // ------------------------------------------------ coupons
  {
    method: "get",
    path: "/view_coupons",
    tag: "coupons",
    summary: "Coupons valid now",
    answers: { 200: ok("Coupons, under the key coupon", named("CouponsResponse", CouponsResponseSchema)) },
  },
  {
    method: "post",
    path: "/apply_coupon",
    tag: "coupons",
    summary: "Check a typed code against the customer's cart",
    description:
      "400 with the one reason the code does not apply (unknown, expired, used up, minimum order...).",
    auth: true,
    body: named("ApplyCouponInput", ApplyCouponInputSchema),
    answers: { 200: ok("The cart's totals with the discount", named("AppliedCoupon", AppliedCouponSchema)) },
  },
  // ------------------------------------------------ auth
  {
    method: "post",
    path: "/signup",
    tag: "auth",
    summary: "Create an account and log in",
    body: named("SignupInput", SignupInputSchema),
    answers: { 201: ok("Registered and logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
    errors: [409],
  },
  {
    method: "post",
    path: "/UserLogin",
    tag: "auth",
    summary: "Log in with phone and password",
    description:
      "The existing clients send a multipart form: username is the phone with its country code, digits " +
      "only (971501234567); +971..., 05... and 5... name the same account. Repeated failures are throttled.",
    body: named("LoginInput", LoginInputSchema),
    encodings: ["multipart", "form", "json"],
    answers: { 200: ok("Logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
    errors: [429],
  },
  {
    method: "post",
    path: "/refresh_token",
    tag: "auth",
    summary: "Exchange a refresh token for a new access and refresh token (mobile app)",
    description: "The refresh token sent is spent; an expired, revoked or reused one answers 401 {detail}.",
    body: named("RefreshTokenInput", RefreshTokenInputSchema),
    answers: { 200: ok("A new token pair", named("RefreshTokenResponse", RefreshTokenResponseSchema)) },
    errors: [401],
  },
  {
    method: "get",
    path: "/get_logged_in_user",
    tag: "auth",
    summary: "The logged-in customer (the user object at the top level)",
    auth: true,
    answers: { 200: ok("The customer", named("User", UserSchema)) },
  },
  {
    method: "post",
    path: "/Logout",
    tag: "auth",
    summary: "End the session",
    description: "The clients send an empty or {} body.",
    auth: true,
    answers: { 200: ok("Logged out (session cookie cleared)", MESSAGE) },
  },
  {
    method: "post",
    path: "/Edit_UserProfile_By_user",
    tag: "auth",
    summary: "Change name and email",
    auth: true,
    body: named("EditProfileInput", EditProfileInputSchema),
    answers: { 200: ok("The updated customer", AUTH_RESPONSE) },
    errors: [409],
  },
  {
    method: "post",
    path: "/send_otp_forget_password",
    tag: "auth",
    summary: "Email a password-reset code",
    description: "Answers the same whether or not the account exists.",
    body: named("SendResetCodeInput", SendResetCodeInputSchema),
    answers: { 200: ok("Code sent (if the account exists)", named("CodeSent", CodeSentSchema)) },
    errors: [429],
  },
  {
    method: "post",
    path: "/verify_otp_forget_password",
    tag: "auth",
    summary: "Verify a password-reset code",
    description: "otp may be a number (the old client sends 0427 as 427) or a string.",
    body: named("VerifyResetCodeInput", VerifyResetCodeInputSchema),
    answers: { 200: ok("Verified: this browser may now set a new password", MESSAGE) },
  },
  {
    method: "post",
    path: "/reset_password_with_otp",
    tag: "auth",
    summary: "Set a new password after a verified code",
    body: named("ResetPasswordInput", ResetPasswordInputSchema),
    answers: { 200: ok("Password updated; other sessions end", MESSAGE) },
  },
  {
    method: "post",
    path: "/send_login_otp",
    tag: "auth",
    summary: "Email a login code (identifier: phone or email)",
    body: named("SendLoginCodeInput", SendLoginCodeInputSchema),
    answers: { 200: ok("Code sent (if the account exists)", named("CodeSent", CodeSentSchema)) },
    errors: [429],
  },
  {
    method: "post",
    path: "/verify_login_otp",
    tag: "auth",
    summary: "Log in with an emailed code",
    body: named("VerifyLoginCodeInput", VerifyLoginCodeInputSchema),
    answers: { 200: ok("Logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
  },
  // ------------------------------------------------ plans
  {
    method: "get",
    path: "/view_plans",
    tag: "plans",
    summary: "Subscription plans",
    answers: { 200: ok("Plans, under the key plan", named("PlansResponse", PlansResponseSchema)) },
  },
  {
    method: "get",
    path: "/get_subscription_status",
    tag: "plans",
    summary: "The customer's plan and vendors, or subscribed: false",
    auth: true,
    answers: { 200: ok("Subscription status", named("SubscriptionStatus", SubscriptionStatusSchema)) },
  },
  // ------------------------------------------------ services (vendors)
  {
    method: "get",
    path: "/view_service_categories_user",
    tag: "services",
    summary: "Service categories",
    answers: {
      200: ok("Categories", named("ServiceCategoriesResponse", ServiceCategoriesResponseSchema)),
    },
  },
  {
    method: "get",
    path: "/view_service_user",
    tag: "services",
    summary: "Vendors, within the service radius of lat/lng when given",
    description: "Send lat and lng both or neither; an empty value means not given.",
    query: ServicesQuerySchema,
    parameterNotes: { lat: coordinateNote("Latitude", 90), lng: coordinateNote("Longitude", 180) },
    answers: {
      200: ok(
        "Vendors (distance_km when near a location)",
        named("ServicesResponse", ServicesResponseSchema),
      ),
    },
  },
  {
    method: "get",
    path: "/get_nearby_services",
    tag: "services",
    summary: "Vendors nearest a point first, with their distance (the old client's location hook)",
    query: NearbyServicesQuerySchema,
    parameterNotes: {
      lat: { ...coordinateNote("Latitude", 90), required: true },
      lng: { ...coordinateNote("Longitude", 180), required: true },
      radius: {
        description: "How far to look, in km (0.1 to 500); the store's SERVICE_RADIUS_KM by default",
      },
    },
    answers: {
      200: ok(
        "Vendors within the radius, with distance in km",
        named("NearbyServicesResponse", NearbyServicesResponseSchema),
      ),
    },
  },
  {
    method: "get",
    path: "/view_single_service_user/:id",
    tag: "services",
    summary: "One vendor",
    params: ServiceIdParamSchema,
    answers: { 200: ok("The vendor", named("SingleServiceResponse", SingleServiceResponseSchema)) },
    errors: [404],
  },
  {
    method: "post",
    path: "/log_service_interaction",
    tag: "services",
    summary: "Record a chat or call to a vendor",
    description: "The existing clients send a multipart form {action, service_id}.",
    auth: true,
    body: named("LogServiceInteractionInput", LogServiceInteractionInputSchema),
    encodings: ["multipart", "form", "json"],
    answers: { 201: ok("Recorded", MESSAGE) },
    errors: [404],
  },
  {
    method: "post",
    path: "/add_service_rating",
    tag: "services",
    summary: "Rate a vendor (once per customer)",
    auth: true,
    body: named("AddServiceRatingInput", AddServiceRatingInputSchema),
    encodings: ["json", "form", "multipart"],
    answers: { 201: ok("Rated", MESSAGE) },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/view_service_rating",
    tag: "services",
    summary: "A vendor's ratings",
    query: ServiceRatingsQuerySchema,
    answers: {
      200: ok(
        "Ratings, under the key Ratings",
        named("ServiceRatingsResponse", ServiceRatingsResponseSchema),
      ),
    },
    errors: [404],
  },
  // ------------------------------------------------ geo
  {
    method: "get",
    path: "/geocode",
    tag: "geo",
    summary: "Find a place by name (the store's gazetteer, or the provider when configured)",
    query: GeocodeQuerySchema,
    answers: { 200: ok("The place", named("GeocodeResult", GeocodeResultSchema)) },
    errors: [404],
  },
  // ------------------------------------------------ addresses
  {
    method: "get",
    path: "/view_addresses",
    tag: "addresses",
    summary: "The customer's saved addresses",
    auth: true,
    answers: { 200: ok("Addresses", named("AddressList", AddressListSchema)) },
  },
  {
    method: "post",
    path: "/add_address",
    tag: "addresses",
    summary: "Save a delivery address (UAE only)",
    auth: true,
    body: named("AddAddressInput", AddAddressInputSchema),
    answers: { 201: ok("Saved", named("AddressCreated", AddressCreatedSchema)) },
  },
  {
    method: "put",
    path: "/set_default_address/:id",
    tag: "addresses",
    summary: "Make an address the default",
    description: "The clients send an empty or {} body.",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("Default changed", MESSAGE) },
    errors: [404],
  },
  {
    method: "delete",
    path: "/delete_address/:id",
    tag: "addresses",
    summary: "Delete an address",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("Deleted", MESSAGE) },
    errors: [404],
  },
  // ------------------------------------------------ orders
  {
    method: "post",
    path: "/place_order",
    tag: "orders",
    summary: "Place the cart as an order to the default address",
    description:
      "Totals come from the server's own data; cartItems and totalPrice are only compared with them (409 " +
      "when prices, stock or the coupon changed). A repeated Idempotency-Key replays the first answer.",
    auth: true,
    headers: [
      {
        name: "Idempotency-Key",
        description: "One unique text per checkout attempt (8 to 100 of letters, digits, . _ : -)",
        schema: { type: "string", minLength: 8, maxLength: 100, pattern: "^[\\w.:-]+$" },
      },
    ],
    body: named("PlaceOrderInput", PlaceOrderInputSchema),
    answers: {
      201: ok("Placed", named("PlaceOrderResponse", PlaceOrderResponseSchema)),
      200: {
        description: "A replay of an earlier attempt with the same Idempotency-Key",
        body: named("PlaceOrderResponse", PlaceOrderResponseSchema),
        headers: { "Idempotent-Replayed": { schema: { type: "string", const: "true" } } },
      },
    },
    errors: [409],
  },
  {
    method: "get",
    path: "/view_order/:id",
    tag: "orders",
    summary: "One of the customer's own orders (the confirm page after a reload)",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("The order", named("ViewOrderResponse", ViewOrderResponseSchema)) },
    errors: [404],
  },
  {
    method: "get",
    path: "/my_orders",
    tag: "orders",
    summary: "The customer's orders, newest first",
    auth: true,
    answers: { 200: ok("Orders", named("MyOrders", MyOrdersSchema)) },
  },
  // ------------------------------------------------ development only
  {
    method: "get",
    path: "/dev/outbox",
    tag: "dev",
    summary: "Email the store would have sent (no SMTP_URL; never in production; this machine only)",
    query: OutboxQuerySchema,
    answers: { 200: ok("Newest first", OutboxResponseSchema) },
    errors: [404],
    devOnly: true,
  },
];

// ---------------------------------------------------------------- the document

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string; retryAfter?: boolean }> = {
  400: { name: "BadRequest", description: "The input was refused: the first problem as message and error" },
  401: { name: "Unauthenticated", description: "No one is logged in" },
  403: { name: "Forbidden", description: "A state-changing request from a site not in ALLOWED_ORIGINS" },
  404: { name: "NotFound", description: "The thing named does not exist (or is not the customer's)" },
  409: { name: "Conflict", description: "The request clashes with the current state" },
  413: { name: "PayloadTooLarge", description: "The body is over 100 kB" },
  429: {
    name: "TooManyRequests",
    description: "Too many attempts; Retry-After says when to try again",
    retryAfter: true,
  },
  500: { name: "InternalError", description: "Something went wrong on the server (a generic message)" },
  503: {
    name: "Unavailable",
    description: "The database is briefly unavailable; Retry-After says when to try again",
    retryAfter: true,
  },
};

const ENCODING_TYPES: Record<BodyEncoding, string> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};

const SCHEMA_REF_PREFIX = "#/components/schemas/";
const ERROR_BODY = named("ErrorBody", ErrorBodySchema);
const UNAUTHENTICATED_BODY = named("UnauthenticatedBody", UnauthenticatedBodySchema);

/** "/edit_product/:id" -> "/edit_product/{id}" (OpenAPI's path template). */
export const toOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, "{$1}");

const isNamed = (schema: SchemaRef): schema is NamedSchema => "id" in schema && "schema" in schema;

/** Zod's JSON Schema minus the keys that belong to a root document, not to an embedded schema. */
function jsonSchemaOf(schema: ZodType, io: "input" | "output"): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

/** Named schemas become components, one registry per direction (requests are read as input). */
class ComponentSchemas {
  private readonly ids = new Map<string, { schema: ZodType; io: "input" | "output" }>();

  ref(schema: SchemaRef, io: "input" | "output"): JsonObject {
    if (!isNamed(schema)) return jsonSchemaOf(schema, io);
    const known = this.ids.get(schema.id);
    if (known && (known.schema !== schema.schema || known.io !== io)) {
      throw new Error(`OpenAPI: the component name ${schema.id} is given to two different schemas`);
    }
    this.ids.set(schema.id, { schema: schema.schema, io });
    return { $ref: `${SCHEMA_REF_PREFIX}${schema.id}` };
  }

  build(): Record<string, JsonObject> {
    const result: Record<string, JsonObject> = {};
    for (const io of ["input", "output"] as const) {
      const registry = z.registry<{ id: string }>();
      for (const [id, entry] of this.ids) if (entry.io === io) registry.add(entry.schema, { id });
      const { schemas } = z.toJSONSchema(registry, {
        io,
        unrepresentable: "any",
        uri: (id) => `${SCHEMA_REF_PREFIX}${id}`,
      });
      for (const [id, { $schema: _schema, $id: _id, ...rest }] of Object.entries(schemas)) {
        result[id] = rest;
      }
    }
    return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** Query or path parameters from an object schema's input side, one per property. */
function parametersOf(
  schema: ZodType,
  location: "query" | "path",
  notes: Endpoint["parameterNotes"] = {},
): JsonObject[] {
  const json = jsonSchemaOf(schema, "input");
  const properties = json.properties as Record<string, JsonObject> | undefined;
  if (json.type !== "object" || !properties) {
    throw new Error(`OpenAPI: ${location} parameters need an object schema`);
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const note = notes[name];
    return {
      name,
      in: location,
      required: location === "path" || (note?.required ?? required.has(name)),
      ...(note?.description ? { description: note.description } : {}),
      schema: note?.schema ?? property,
    };
  });
}

function operationId(endpoint: Endpoint): string {
  const words = endpoint.path
    .split("/")
    .filter((part) => part && !part.startsWith(":"))
    .join("_")
    .replace(/[^\w]/g, "_");
  return `${endpoint.method}_${words}`;
}

function errorStatusesOf(endpoint: Endpoint): ErrorStatus[] {
  const writes = endpoint.method !== "get";
  const statuses = new Set<ErrorStatus>(endpoint.errors ?? []);
  // Unreadable bodies (bad JSON, bad form) are refused on every write, before any route.
  if (endpoint.params || endpoint.query || endpoint.body || writes) statuses.add(400);
  if (endpoint.auth) statuses.add(401);
  if (writes) {
    statuses.add(403);
    statuses.add(413);
  }
  statuses.add(500);
  if (!endpoint.noDatabase) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function operationOf(endpoint: Endpoint, components: ComponentSchemas): JsonObject {
  const parameters = [
    ...(endpoint.params ? parametersOf(endpoint.params, "path", endpoint.parameterNotes) : []),
    ...(endpoint.query ? parametersOf(endpoint.query, "query", endpoint.parameterNotes) : []),
    ...(endpoint.headers ?? []).map((header) => ({
      name: header.name,
      in: "header",
      required: header.required ?? false,
      description: header.description,
      schema: header.schema,
    })),
  ];
  const responses: Record<string, JsonObject> = {};
  for (const [status, answer] of Object.entries(endpoint.answers) as [string, Answer][]) {
    const content = answer.contentType
      ? { [answer.contentType]: { schema: { type: "string" } } }
      : answer.body
        ? { "application/json": { schema: components.ref(answer.body, "output") } }
        : undefined;
    responses[status] = {
      description: answer.description,
      ...(answer.headers ? { headers: answer.headers } : {}),
      ...(content ? { content } : {}),
    };
  }
  for (const status of errorStatusesOf(endpoint)) {
    responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  const operation: JsonObject = {
    operationId: operationId(endpoint),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    // Public endpoints say so explicitly: the document has no global security requirement.
    security: endpoint.auth ? [{ sessionCookie: [] }, { bearerAuth: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (endpoint.body) {
    const schema = components.ref(endpoint.body, "input");
    operation.requestBody = {
      required: true,
      content: Object.fromEntries(
        (endpoint.encodings ?? ["json"]).map((encoding) => [ENCODING_TYPES[encoding], { schema }]),
      ),
    };
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return operation;
}

function errorResponseComponents(components: ComponentSchemas): Record<string, JsonObject> {
  const result: Record<string, JsonObject> = {};
  for (const [status, { name, description, retryAfter }] of Object.entries(ERROR_RESPONSES)) {
    const body = status === "401" ? UNAUTHENTICATED_BODY : ERROR_BODY;
    result[name] = {
      description,
      ...(retryAfter ? { headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } } : {}),
      content: { "application/json": { schema: components.ref(body, "output") } },
    };
  }
  return result;
}

export interface OpenApiOptions {
  /** Where the API is mounted ("/api"); document paths include it. */
  apiBase: string;
  version: string;
  /** Whether the dev-only endpoints are mounted (and so documented). */
  includeDev: boolean;
}

/** The OpenAPI 3.1 document for this configuration; build it once at startup (it is not small). */
export function createOpenApiDocument(options: OpenApiOptions): JsonObject {
  const components = new ComponentSchemas();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const endpoint of ENDPOINTS) {
    if (endpoint.devOnly && !options.includeDev) continue;
    const path = `${options.apiBase}${toOpenApiPath(endpoint.path)}`;
    const item = (paths[path] ??= {});
    if (item[endpoint.method]) throw new Error(`OpenAPI: ${endpoint.method} ${path} is listed twice`);
    item[endpoint.method] = operationOf(endpoint, components);
  }
  const responses = errorResponseComponents(components);
  const tags = [...new Set(ENDPOINTS.filter((e) => !e.devOnly || options.includeDev).map((e) => e.tag))];
  return {
    openapi: "3.1.1",
    info: {
      title: "CarCare Abu Dhabi store API",
      version: options.version,
      description:
        "The store's API under /api, with the exact paths, methods and field names the existing web and " +
        "mobile clients use. Every path also answers with a trailing slash (/edit_product/12/). Money is " +
        "AED with at most two decimals. Errors are {message, error} (the same text; fields per field on " +
        "validation), except 401, which is exactly {detail}. Writes accept JSON, urlencoded and multipart " +
        "bodies; each operation lists the encodings its clients use.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components.build(),
      responses,
      headers: {
        RetryAfter: {
          description: "Seconds to wait before trying again",
          schema: { type: "string", pattern: "^\\d+$" },
        },
      },
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The session cookie set by UserLogin, signup and verify_login_otp (web clients)",
        },
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "The access token from UserLogin or refresh_token (the mobile app; it may also send it as the " +
            "access_token cookie)",
        },
      },
    },
  };
}
