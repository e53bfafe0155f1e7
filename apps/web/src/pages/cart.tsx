import { ComingSoon } from "../components/coming-soon";

export default function CartPage() {
  return <ComingSoon title="Cart" summary="Your items, coupons and order total." />;
}
