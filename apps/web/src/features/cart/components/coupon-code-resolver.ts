import { ApplyCouponInputSchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";

// Loaded on the coupon box's first Apply (lib/lazy-resolver.ts): zod stays out of the cart's load.
export const couponCodeResolver = zodResolver(ApplyCouponInputSchema);
