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
  OrderDetailsSchema,
  PathIdParamSchema,
  PlaceOrderInputSchema,
  PlaceOrderResponseSchema,
  PlaceOrderHeadersSchema,
  PlansResponseSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  PromotedBrandsProductsResponseSchema,
  PromotedProductsResponseSchema,
  RefreshTokenInputSchema,
  RefreshTokenResponseSchema,
  ResetPasswordInputSchema,
  safeString,
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
import { z } from "zod";
import { endpoint, type Endpoint, named, ok } from "./route.js";

// The API's one description of itself: every endpoint with its method, path, input, answers and
// errors. Routes mount their handlers on these declarations (lib/route.ts), so the input they read and
// the answer they return are typed from the same schemas, and the OpenAPI document at
// /api/openapi.json is generated from them (lib/openapi.ts). A test compares the document with the
// routes Express really registers, so neither can drift.

// ---------------------------------------------------------------- schemas no contract names

/** GET /view_order/:id answers the confirm page's pair without a message. */
const ViewOrderResponseSchema = z.object({
  order_id: z.number().int(),
  order_details: OrderDetailsSchema,
});

/** The dev outbox's filter: one recipient, newest first, at most 200. */
const OutboxQuerySchema = z.object({
  to: safeString().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
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

const MESSAGE = named("Message", MessageSchema);
const AUTH_RESPONSE = named("AuthResponse", AuthResponseSchema);
/** A login answers the customer and the mobile app's tokens (web clients use the cookie). */
const LOGIN_RESPONSE = named("LoginResponse", LoginResponseSchema);

// ---------------------------------------------------------------- the endpoints

/** Every API endpoint, in the order app.ts mounts their routers; routes mount their handlers on these. */
export const API = {
  health: endpoint({
    method: "get",
    path: "/health",
    tag: "health",
    summary: "Liveness and database status",
    answers: {
      200: ok("The API and its database are up", named("Health", HealthSchema)),
      503: ok("The database is down (same body, database: down)", named("Health", HealthSchema)),
    },
    noDatabase: true,
  }),
  storeInfo: endpoint({
    method: "get",
    path: "/store_info",
    tag: "store",
    summary: "Where customers reach the business (chat, phone, email)",
    answers: { 200: ok("The store's contacts", named("StoreInfo", StoreInfoSchema)) },
    noDatabase: true,
  }),
  openapiJson: endpoint({
    method: "get",
    path: "/openapi.json",
    tag: "docs",
    summary: "This document",
    answers: {
      // Serialized once at startup: the handler sends the text itself.
      200: { ...ok("The OpenAPI 3.1 document", z.record(z.string(), z.unknown())), sentByHandler: true },
    },
    noDatabase: true,
  }),
  docs: endpoint({
    method: "get",
    path: "/docs",
    tag: "docs",
    summary: "A readable page of this document (Swagger UI, served by the API, works offline)",
    answers: { 200: { description: "The docs page", contentType: "text/html" } },
    noDatabase: true,
  }),
  // ------------------------------------------------ catalogue
  viewPromotedProducts: endpoint({
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
  }),
  promotedBrandsProducts: endpoint({
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
  }),
  viewBrand: endpoint({
    method: "get",
    path: "/view_brand",
    tag: "catalog",
    summary: "All brands",
    answers: { 200: ok("Brands", named("BrandsResponse", BrandsResponseSchema)) },
  }),
  viewCategory: endpoint({
    method: "get",
    path: "/view_category",
    tag: "catalog",
    summary: "All product categories",
    answers: { 200: ok("Categories", named("CategoriesResponse", CategoriesResponseSchema)) },
  }),
  viewProducts: endpoint({
    method: "get",
    path: "/view_products",
    tag: "catalog",
    summary: "Product listing with search, filters, sort and pages",
    description:
      "Every parameter may be absent or empty. category and brand are comma-joined names; prices are AED " +
      "on the price the customer pays; exclude drops one product (Similar Products).",
    query: ProductListQuerySchema,
    answers: { 200: ok("One page of products", named("ProductListResponse", ProductListResponseSchema)) },
  }),
  editProduct: endpoint({
    method: "get",
    path: "/edit_product/:id",
    tag: "catalog",
    summary: "One product with its ratings (the product page; it edits nothing)",
    params: PathIdParamSchema,
    answers: { 200: ok("The product", named("ProductDetail", ProductDetailSchema)) },
    errors: [404],
  }),
  // ------------------------------------------------ cart
  addToCart: endpoint({
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
  }),
  displayCart: endpoint({
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
  }),
  updateCart: endpoint({
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
  }),
  removecart: endpoint({
    method: "delete",
    path: "/removecart/:id",
    tag: "cart",
    summary: "Remove a cart line",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Removed", MESSAGE) },
    errors: [404],
  }),
  // ------------------------------------------------ wishlist
  addToWishlist: endpoint({
    method: "post",
    path: "/add_to_wishlist/:id",
    tag: "wishlist",
    summary: "Add a product to the wishlist (idempotent)",
    description: "The path id is the product's. The clients send an empty or {} body.",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Added", MESSAGE) },
    errors: [404],
  }),
  wishlistItems: endpoint({
    method: "get",
    path: "/wishlist_items",
    tag: "wishlist",
    summary: "The customer's wishlist",
    auth: true,
    answers: { 200: ok("Wishlist lines", named("WishlistResponse", WishlistResponseSchema)) },
  }),
  removeWishlist: endpoint({
    method: "delete",
    path: "/remove_wishlist/:id",
    tag: "wishlist",
    summary: "Remove a wishlist line",
    description: "The path id is the wishlist item's own id (wishlist_items[].id).",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Removed", MESSAGE) },
    errors: [404],
  }),
  // ------------------------------------------------ reviews
  viewReview: endpoint({
    method: "get",
    path: "/view_review/:id",
    tag: "reviews",
    summary:
      "A product's reviews: verified purchases first (sort=verified, the default) or newest first (sort=newest)",
    params: PathIdParamSchema,
    query: ReviewListQuerySchema,
    answers: {
      200: ok("One page of reviews and the total", named("ReviewsResponse", ReviewsResponseSchema)),
    },
    errors: [404],
  }),
  addReview: endpoint({
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
  }),
  // ------------------------------------------------ coupons
  viewCoupons: endpoint({
    method: "get",
    path: "/view_coupons",
    tag: "coupons",
    summary: "Coupons valid now",
    answers: { 200: ok("Coupons, under the key coupon", named("CouponsResponse", CouponsResponseSchema)) },
  }),
  applyCoupon: endpoint({
    method: "post",
    path: "/apply_coupon",
    tag: "coupons",
    summary: "Check a typed code against the customer's cart",
    description:
      "400 with the one reason the code does not apply (unknown, expired, used up, minimum order...).",
    auth: true,
    body: named("ApplyCouponInput", ApplyCouponInputSchema),
    answers: { 200: ok("The cart's totals with the discount", named("AppliedCoupon", AppliedCouponSchema)) },
  }),
  // ------------------------------------------------ auth
  signup: endpoint({
    method: "post",
    path: "/signup",
    tag: "auth",
    summary: "Create an account and log in",
    body: named("SignupInput", SignupInputSchema),
    answers: { 201: ok("Registered and logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
    errors: [409],
  }),
  userLogin: endpoint({
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
  }),
  refreshToken: endpoint({
    method: "post",
    path: "/refresh_token",
    tag: "auth",
    summary: "Exchange a refresh token for a new access and refresh token (mobile app)",
    description: "The refresh token sent is spent; an expired, revoked or reused one answers 401 {detail}.",
    body: named("RefreshTokenInput", RefreshTokenInputSchema),
    answers: { 200: ok("A new token pair", named("RefreshTokenResponse", RefreshTokenResponseSchema)) },
    errors: [401],
  }),
  getLoggedInUser: endpoint({
    method: "get",
    path: "/get_logged_in_user",
    tag: "auth",
    summary: "The logged-in customer (the user object at the top level)",
    auth: true,
    answers: { 200: ok("The customer", named("User", UserSchema)) },
  }),
  logout: endpoint({
    method: "post",
    path: "/Logout",
    tag: "auth",
    summary: "End the session",
    description: "The clients send an empty or {} body.",
    auth: true,
    answers: { 200: ok("Logged out (session cookie cleared)", MESSAGE) },
  }),
  editUserProfileByUser: endpoint({
    method: "post",
    path: "/Edit_UserProfile_By_user",
    tag: "auth",
    summary: "Change name and email",
    auth: true,
    body: named("EditProfileInput", EditProfileInputSchema),
    answers: { 200: ok("The updated customer", AUTH_RESPONSE) },
    errors: [409],
  }),
  sendOtpForgetPassword: endpoint({
    method: "post",
    path: "/send_otp_forget_password",
    tag: "auth",
    summary: "Email a password-reset code",
    description: "Answers the same whether or not the account exists.",
    body: named("SendResetCodeInput", SendResetCodeInputSchema),
    answers: { 200: ok("Code sent (if the account exists)", named("CodeSent", CodeSentSchema)) },
    errors: [429],
  }),
  verifyOtpForgetPassword: endpoint({
    method: "post",
    path: "/verify_otp_forget_password",
    tag: "auth",
    summary: "Verify a password-reset code",
    description: "otp may be a number (the old client sends 0427 as 427) or a string.",
    body: named("VerifyResetCodeInput", VerifyResetCodeInputSchema),
    answers: { 200: ok("Verified: this browser may now set a new password", MESSAGE) },
  }),
  resetPasswordWithOtp: endpoint({
    method: "post",
    path: "/reset_password_with_otp",
    tag: "auth",
    summary: "Set a new password after a verified code",
    body: named("ResetPasswordInput", ResetPasswordInputSchema),
    answers: { 200: ok("Password updated; other sessions end", MESSAGE) },
  }),
  sendLoginOtp: endpoint({
    method: "post",
    path: "/send_login_otp",
    tag: "auth",
    summary: "Email a login code (identifier: phone or email)",
    body: named("SendLoginCodeInput", SendLoginCodeInputSchema),
    answers: { 200: ok("Code sent (if the account exists)", named("CodeSent", CodeSentSchema)) },
    errors: [429],
  }),
  verifyLoginOtp: endpoint({
    method: "post",
    path: "/verify_login_otp",
    tag: "auth",
    summary: "Log in with an emailed code",
    body: named("VerifyLoginCodeInput", VerifyLoginCodeInputSchema),
    answers: { 200: ok("Logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
  }),
  // ------------------------------------------------ plans
  viewPlans: endpoint({
    method: "get",
    path: "/view_plans",
    tag: "plans",
    summary: "Subscription plans",
    answers: { 200: ok("Plans, under the key plan", named("PlansResponse", PlansResponseSchema)) },
  }),
  getSubscriptionStatus: endpoint({
    method: "get",
    path: "/get_subscription_status",
    tag: "plans",
    summary: "The customer's plan and vendors, or subscribed: false",
    auth: true,
    answers: { 200: ok("Subscription status", named("SubscriptionStatus", SubscriptionStatusSchema)) },
  }),
  // ------------------------------------------------ services (vendors)
  viewServiceCategoriesUser: endpoint({
    method: "get",
    path: "/view_service_categories_user",
    tag: "services",
    summary: "Service categories",
    answers: {
      200: ok("Categories", named("ServiceCategoriesResponse", ServiceCategoriesResponseSchema)),
    },
  }),
  viewServiceUser: endpoint({
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
  }),
  getNearbyServices: endpoint({
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
  }),
  viewSingleServiceUser: endpoint({
    method: "get",
    path: "/view_single_service_user/:id",
    tag: "services",
    summary: "One vendor",
    params: ServiceIdParamSchema,
    answers: { 200: ok("The vendor", named("SingleServiceResponse", SingleServiceResponseSchema)) },
    errors: [404],
  }),
  logServiceInteraction: endpoint({
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
  }),
  addServiceRating: endpoint({
    method: "post",
    path: "/add_service_rating",
    tag: "services",
    summary: "Rate a vendor (once per customer)",
    auth: true,
    body: named("AddServiceRatingInput", AddServiceRatingInputSchema),
    encodings: ["json", "form", "multipart"],
    answers: { 201: ok("Rated", MESSAGE) },
    errors: [404, 409],
  }),
  viewServiceRating: endpoint({
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
  }),
  // ------------------------------------------------ geo
  geocode: endpoint({
    method: "get",
    path: "/geocode",
    tag: "geo",
    summary: "Find a place by name (the store's gazetteer, or the provider when configured)",
    query: GeocodeQuerySchema,
    answers: { 200: ok("The place", named("GeocodeResult", GeocodeResultSchema)) },
    errors: [404],
  }),
  // ------------------------------------------------ addresses
  viewAddresses: endpoint({
    method: "get",
    path: "/view_addresses",
    tag: "addresses",
    summary: "The customer's saved addresses",
    auth: true,
    answers: { 200: ok("Addresses", named("AddressList", AddressListSchema)) },
  }),
  addAddress: endpoint({
    method: "post",
    path: "/add_address",
    tag: "addresses",
    summary: "Save a delivery address (UAE only)",
    auth: true,
    body: named("AddAddressInput", AddAddressInputSchema),
    answers: { 201: ok("Saved", named("AddressCreated", AddressCreatedSchema)) },
  }),
  setDefaultAddress: endpoint({
    method: "put",
    path: "/set_default_address/:id",
    tag: "addresses",
    summary: "Make an address the default",
    description: "The clients send an empty or {} body.",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("Default changed", MESSAGE) },
    errors: [404],
  }),
  deleteAddress: endpoint({
    method: "delete",
    path: "/delete_address/:id",
    tag: "addresses",
    summary: "Delete an address",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("Deleted", MESSAGE) },
    errors: [404],
  }),
  // ------------------------------------------------ orders
  placeOrder: endpoint({
    method: "post",
    path: "/place_order",
    tag: "orders",
    summary: "Place the cart as an order to the default address",
    description:
      "Totals come from the server's own data; cartItems and totalPrice are only compared with them (409 " +
      "when prices, stock or the coupon changed). A repeated Idempotency-Key replays the first answer.",
    auth: true,
    headers: PlaceOrderHeadersSchema,
    parameterNotes: {
      "Idempotency-Key": {
        description: "One unique text per checkout attempt (8 to 100 of letters, digits, . _ : -)",
      },
    },
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
  }),
  viewOrder: endpoint({
    method: "get",
    path: "/view_order/:id",
    tag: "orders",
    summary: "One of the customer's own orders (the confirm page after a reload)",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("The order", named("ViewOrderResponse", ViewOrderResponseSchema)) },
    errors: [404],
  }),
  myOrders: endpoint({
    method: "get",
    path: "/my_orders",
    tag: "orders",
    summary: "The customer's orders, newest first",
    auth: true,
    answers: { 200: ok("Orders", named("MyOrders", MyOrdersSchema)) },
  }),
  // ------------------------------------------------ development only
  devOutbox: endpoint({
    method: "get",
    path: "/dev/outbox",
    tag: "dev",
    summary: "Email the store would have sent (no SMTP_URL; never in production; this machine only)",
    query: OutboxQuerySchema,
    answers: { 200: ok("Newest first", OutboxResponseSchema) },
    errors: [404],
    devOnly: true,
  }),
} as const;

/** The declarations as a list, in mounting order (the OpenAPI document follows it). */
export const ENDPOINTS: readonly Endpoint[] = Object.values(API);
