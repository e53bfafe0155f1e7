// The marketplace of service vendors near the customer: categories, vendors, their ratings and the
// contacts customers make (the API's URLs say "service": view_service_user, add_service_rating).
import { z } from "zod";
import { idSchema, isSafeText, UNSAFE_TEXT_MESSAGE } from "./common.js";
import { endpoint, named, ok, MESSAGE_ANSWER } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

/** Texts the services pages show (spec sections 5 and 8). */
export const SERVICE_MESSAGES = {
  fillAllFields: m.serviceFillAllFields({}, EN),
  ratingOutOfRange: m.serviceRatingOutOfRange({}, EN),
  ratingAdded: m.reviewAdded({}, EN),
  alreadyRated: m.serviceAlreadyRated({}, EN),
  interactionLogged: m.serviceInteractionLogged({}, EN),
  serviceNotFound: m.serviceNotFound({}, EN),
  chooseService: m.serviceChoose({}, EN),
  badAction: m.serviceBadAction({}, EN),
  bothCoordinates: m.serviceBothCoordinates({}, EN),
  nearbyNeedsLocation: m.serviceNearbyNeedsLocation({}, EN),
} as const;

/** A service (vendor) id from a path, query or body, as a number or numeric string. */
export const ServiceIdSchema = idSchema({
  notWhole: SERVICE_MESSAGES.chooseService,
  notPositive: SERVICE_MESSAGES.chooseService,
  tooLarge: SERVICE_MESSAGES.serviceNotFound,
});

export const ServiceIdParamSchema = z.object({ id: ServiceIdSchema });

export const ServiceCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;

export const ServiceCategoriesResponseSchema = z.object({
  service_categories: z.array(ServiceCategorySchema),
});
export type ServiceCategoriesResponse = z.infer<typeof ServiceCategoriesResponseSchema>;

/** A vendor card and detail; distance_km only when the list was asked for near a location. */
export const ServiceSchema = z.object({
  id: z.number().int(),
  vendor_name: z.string(),
  address: z.string(),
  service_category: z.string(),
  service_details: z.string(),
  images: z.array(z.string()),
  /** Mean of the ratings to one decimal; 0 when there are none. */
  average_rating: z.number().min(0).max(5),
  rating_count: z.number().int().nonnegative(),
  whatsapp_number: z.string(),
  phone_number: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance_km: z.number().nonnegative().optional(),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ServicesResponseSchema = z.object({ services: z.array(ServiceSchema) });
export type ServicesResponse = z.infer<typeof ServicesResponseSchema>;

export const SingleServiceResponseSchema = z.object({ service: ServiceSchema });
export type SingleServiceResponse = z.infer<typeof SingleServiceResponseSchema>;

/**
 * An optional coordinate from a query string: empty means "not given"; 0 is a coordinate. The
 * document says so: a number in range, or empty (the clients send lat= and lng= before a location is
 * known, spec sections 4 and 7); `emptyAllowed: false` where the endpoint refuses an empty one.
 */
function coordinate(name: "lat" | "lng", limit: number, emptyAllowed = true) {
  const message = `${name} must be a number between -${limit} and ${limit}`;
  const inRange = { type: "number", minimum: -limit, maximum: limit };
  const json = emptyAllowed
    ? { anyOf: [inRange, { type: "string", maxLength: 0, description: "empty: not given" }] }
    : inRange;
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null) return undefined;
      if (typeof value !== "string" && typeof value !== "number") {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const text = String(value).trim();
      if (text === "") return undefined;
      const number = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    })
    .meta({ ...json, example: name === "lat" ? 24.4539 : 54.3773 });
}

/** GET /view_service_user?lat&lng: both or neither; the answer is { location: null } for neither. */
export const ServicesQuerySchema = z
  .object({ lat: coordinate("lat", 90), lng: coordinate("lng", 180) })
  .transform(({ lat, lng }, ctx) => {
    if ((lat === undefined) !== (lng === undefined)) {
      ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.bothCoordinates, path: [] });
      return z.NEVER;
    }
    return { location: lat === undefined || lng === undefined ? null : { lat, lng } };
  });
export type ServicesQuery = z.input<typeof ServicesQuerySchema>;

/** How far GET /get_nearby_services may be asked to reach (its `radius`, in km). */
export const NEARBY_RADIUS_MAX_KM = 500;
const BAD_RADIUS = `radius must be a number of km from 0.1 to ${NEARBY_RADIUS_MAX_KM}`;

/**
 * GET /get_nearby_services?lat&lng[&radius]: the old API's call from the client's location hook.
 * lat and lng are required here; radius (km) defaults to the store's SERVICE_RADIUS_KM.
 */
export const NearbyServicesQuerySchema = z
  .object({
    lat: coordinate("lat", 90, false),
    lng: coordinate("lng", 180, false),
    radius: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.coerce
        .number({ error: BAD_RADIUS })
        .min(0.1, BAD_RADIUS)
        .max(NEARBY_RADIUS_MAX_KM, BAD_RADIUS)
        .optional(),
    ),
  })
  .transform(({ lat, lng, radius }, ctx) => {
    if (lat === undefined || lng === undefined) {
      ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.nearbyNeedsLocation, path: [] });
      return z.NEVER;
    }
    return { location: { lat, lng }, radiusKm: radius };
  });
export type NearbyServicesQuery = z.input<typeof NearbyServicesQuerySchema>;

/** A vendor near the asked location: view_service_user's item plus `distance` in km (one decimal). */
export const NearbyServiceSchema = ServiceSchema.extend({ distance: z.number().nonnegative() });
export type NearbyService = z.infer<typeof NearbyServiceSchema>;

/** Nearest first, only those within the radius. */
export const NearbyServicesResponseSchema = z.object({ services: z.array(NearbyServiceSchema) });
export type NearbyServicesResponse = z.infer<typeof NearbyServicesResponseSchema>;

export const SERVICE_INTERACTION_ACTIONS = ["WHATSAPP", "CALL"] as const;
export const ServiceInteractionActionSchema = z.enum(SERVICE_INTERACTION_ACTIONS, {
  error: SERVICE_MESSAGES.badAction,
});
export type ServiceInteractionAction = z.infer<typeof ServiceInteractionActionSchema>;

/** POST /log_service_interaction: multipart or JSON { action, service_id }. */
export const LogServiceInteractionInputSchema = z.object({
  action: z
    .string({ error: SERVICE_MESSAGES.badAction })
    .trim()
    .toUpperCase()
    .pipe(ServiceInteractionActionSchema),
  service_id: ServiceIdSchema,
});
export type LogServiceInteractionInput = z.input<typeof LogServiceInteractionInputSchema>;

const textOf = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

export const SERVICE_RATING_COMMENT_MAX = 2000;

/**
 * POST /add_service_rating { service_id, rating 1-5, comment }. A missing rating (or the client's
 * unset 0) or an empty comment answers exactly 'please fill all fields' (spec section 5). A customer
 * rates a vendor once: a second rating is refused with 409 and SERVICE_MESSAGES.alreadyRated, and the
 * first one stays as it was.
 */
export const AddServiceRatingInputSchema = z
  .object({ service_id: ServiceIdSchema, rating: z.unknown().optional(), comment: z.unknown().optional() })
  .transform((input, ctx) => {
    const ratingText = textOf(input.rating);
    const comment = textOf(input.comment);
    const missing = [
      ...(ratingText === "" || Number(ratingText) === 0 ? ["rating"] : []),
      ...(comment === "" ? ["comment"] : []),
    ];
    if (missing.length > 0) {
      ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.fillAllFields, path: [] });
      for (const field of missing) {
        ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.fillAllFields, path: [field] });
      }
      return z.NEVER;
    }
    if (!isSafeText(comment)) {
      ctx.addIssue({ code: "custom", message: UNSAFE_TEXT_MESSAGE, path: ["comment"] });
      return z.NEVER;
    }
    const rating = /^\d+$/.test(ratingText) ? Number(ratingText) : Number.NaN;
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.ratingOutOfRange, path: ["rating"] });
      return z.NEVER;
    }
    if (comment.length > SERVICE_RATING_COMMENT_MAX) {
      ctx.addIssue({
        code: "custom",
        message: m.serviceCommentTooLong({}, EN),
        path: ["comment"],
      });
      return z.NEVER;
    }
    return { service_id: input.service_id, rating, comment };
  });
export type AddServiceRatingInput = z.output<typeof AddServiceRatingInputSchema>;

/** GET /view_service_rating?service_id= */
export const ServiceRatingsQuerySchema = z.object({ service_id: ServiceIdSchema });

/** One rating as listed: username is the rater's first name; date is when it was written (ISO 8601). */
export const ServiceRatingSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  date: z.iso.datetime(),
});
export type ServiceRating = z.infer<typeof ServiceRatingSchema>;

/** The capital R is what the existing clients read. */
export const ServiceRatingsResponseSchema = z.object({ Ratings: z.array(ServiceRatingSchema) });
export type ServiceRatingsResponse = z.infer<typeof ServiceRatingsResponseSchema>;

/** Every vendor page's id and when it last changed: the sitemap's vendor pages. */
export const ServicePagesResponseSchema = z.object({
  pages: z.array(z.object({ id: z.number().int(), last_modified: z.iso.datetime() })),
});
export type ServicePagesResponse = z.infer<typeof ServicePagesResponseSchema>;

// ---------------------------------------------------------------- endpoints

const coordinateNote = (name: string, limit: number) => ({
  description: `${name} in degrees, from -${limit} to ${limit}`,
});

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const vendorsEndpoints = {
  viewServiceCategoriesUser: endpoint({
    method: "get",
    path: "/view_service_categories_user",
    tag: "services",
    summary: "Service categories",
    description: "The service categories (the services page's tabs). Public and cacheable.",
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
    description:
      "The old client's location hook: vendors within radius km of lat/lng, nearest first, each with its " +
      "distance in km. lat and lng are required here (an empty value is refused with a 400).",
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
    path: "/view_single_service_user/:id/",
    tag: "services",
    summary: "One vendor",
    description: "One vendor's card and details (the vendor page). 404 when no vendor has that id.",
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
    answers: { 201: ok("Recorded", MESSAGE_ANSWER) },
    errors: [404],
  }),
  addServiceRating: endpoint({
    method: "post",
    path: "/add_service_rating",
    tag: "services",
    summary: "Rate a vendor (once per customer)",
    description:
      "Rates a vendor from 1 to 5 with an optional comment, as the logged-in customer. 404 when the vendor does not exist; 409 when this customer has already rated it.",
    auth: true,
    body: named("AddServiceRatingInput", AddServiceRatingInputSchema),
    encodings: ["json", "form", "multipart"],
    answers: { 201: ok("Rated", MESSAGE_ANSWER) },
    errors: [404, 409],
  }),
  viewServiceRating: endpoint({
    method: "get",
    path: "/view_service_rating",
    tag: "services",
    summary: "A vendor's ratings",
    description:
      "A vendor's ratings (service_id is the vendor's id), under the key Ratings as the clients read it. 404 when no vendor has that id.",
    query: ServiceRatingsQuerySchema,
    answers: {
      200: ok(
        "Ratings, under the key Ratings",
        named("ServiceRatingsResponse", ServiceRatingsResponseSchema),
      ),
    },
    errors: [404],
  }),
  viewServicePages: endpoint({
    method: "get",
    path: "/service_pages",
    tag: "services",
    summary: "Every vendor page's id and when it was listed (the sitemap)",
    description: "Every vendor page's id and when it was listed, for the sitemap. Public.",
    answers: { 200: ok("Vendor pages", named("ServicePagesResponse", ServicePagesResponseSchema)) },
  }),
} as const;
