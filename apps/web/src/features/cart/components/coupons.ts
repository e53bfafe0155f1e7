// The cart's coupon components, one lazily loaded chunk (see routes/cart.tsx).
export { CouponCarousel } from "./coupon-carousel";
export { CouponCodeForm } from "./coupon-code-form";
