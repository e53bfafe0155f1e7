// One module per domain; every domain exports XSchema, CreateXInputSchema and the inferred types.
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
export * from "./services.js";
export * from "./geo.js";
export * from "./addresses.js";
export * from "./ops.js";
