// One module per domain; every domain exports XSchema, CreateXInputSchema and the inferred types.
export * from "./errors.js";
export * from "./common.js";
export * from "./health.js";
export * from "./money.js";
export * from "./phone.js";
export * from "./auth.js";
export * from "./orders.js";
