import { ComingSoon } from "../components/coming-soon";

export default function ConfirmPage() {
  return <ComingSoon title="Order Confirmation" summary="Your order summary and payment." />;
}
