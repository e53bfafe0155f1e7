import { z } from "zod";
import { endpoint, named, ok } from "./endpoint.js";

/** The two kinds of plan, as the database names them and as the clients show them. */
export const SERVICE_TYPE_LABELS = { CAR_WASH: "Car Wash", MAINTENANCE: "Maintenance" } as const;
export const ServiceTypeLabelSchema = z.enum(["Car Wash", "Maintenance"]);
export type ServiceTypeLabel = z.infer<typeof ServiceTypeLabelSchema>;

/** Plans run for 6 or 12 months (spec section 9); the clients read the duration as a string. */
export const PLAN_DURATIONS_MONTHS = [6, 12] as const;
export const PlanDurationSchema = z.enum(["6", "12"]);
export type PlanDuration = z.infer<typeof PlanDurationSchema>;

/** A plan card (GET /view_plans): price is the monthly price in AED. */
export const PlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().nonnegative(),
  service_type: ServiceTypeLabelSchema,
  duration: PlanDurationSchema,
  /** Sanitised HTML; its list items are the card's feature bullets. */
  description: z.string(),
  popular: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({ plan: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** A calendar date as YYYY-MM-DD. */
export const SubscriptionDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD");

/** The plan a customer is subscribed to; category is the service type's label. */
export const SubscribedPlanSchema = z.object({
  name: z.string(),
  price: z.number().nonnegative(),
  category: ServiceTypeLabelSchema,
  duration: PlanDurationSchema,
  start_date: SubscriptionDateSchema,
  end_date: SubscriptionDateSchema,
});
export type SubscribedPlan = z.infer<typeof SubscribedPlanSchema>;

/** A vendor assigned to a subscription; contact is the vendor's phone number. */
export const SubscriptionVendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string(),
});
export type SubscriptionVendor = z.infer<typeof SubscriptionVendorSchema>;

/**
 * GET /get_subscription_status. Not subscribed is { subscribed: false, plan: null, vendors: [] };
 * clients also treat a 401 or 404 as not subscribed.
 */
export const SubscriptionStatusSchema = z.discriminatedUnion("subscribed", [
  z.object({
    subscribed: z.literal(true),
    plan: SubscribedPlanSchema,
    vendors: z.array(SubscriptionVendorSchema),
  }),
  z.object({
    subscribed: z.literal(false),
    plan: z.null(),
    vendors: z.array(SubscriptionVendorSchema).length(0),
  }),
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const plansEndpoints = {
  viewPlans: endpoint({
    method: "get",
    path: "/view_plans",
    tag: "plans",
    summary: "Subscription plans",
    description:
      "The car-care subscription plans (6 and 12 months) with their prices in AED. Public and cacheable.",
    answers: { 200: ok("Plans, under the key plan", named("PlansResponse", PlansResponseSchema)) },
  }),
  getSubscriptionStatus: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/get_subscription_status",
    tag: "plans",
    summary: "The customer's plan and vendors, or subscribed: false",
    description:
      "The logged-in customer's current plan and its vendors, or {subscribed: false}. Clients treat a 401 like subscribed: false.",
    auth: true,
    answers: { 200: ok("Subscription status", named("SubscriptionStatus", SubscriptionStatusSchema)) },
  }),
} as const;
