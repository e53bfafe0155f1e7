// The shapes the API and its clients share. One module per domain: its schemas (XSchema), their
// inferred types (X) and its endpoint declarations; beside them the shared rules (money, phone,
// the WhatsApp order text, error codes) and the page loaders' context (web.ts).
export * from "./constants.js";
export * from "./auth-messages.js";
export * from "./errors.js";
export * from "./common.js";
export * from "./health.js";
export * from "./money.js";
export * from "./phone.js";
export * from "./auth.js";
export * from "./catalog.js";
export * from "./reviews.js";
export * from "./cart.js";
export * from "./wishlist.js";
export * from "./coupons.js";
export * from "./orders.js";
export * from "./plans.js";
export * from "./vendors.js";
export * from "./geo.js";
export * from "./addresses.js";
export * from "./ops.js";
export * from "./store-info.js";
export * from "./docs.js";
export * from "./dev.js";
export * from "./endpoint.js";
export * from "./examples.js";
export * from "./api.js";
export * from "./whatsapp.js";
export * from "./media.js";
export * from "./web.js";
