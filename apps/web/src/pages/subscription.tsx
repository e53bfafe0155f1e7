import { ComingSoon } from "../components/coming-soon";

export default function SubscriptionPage() {
  return (
    <ComingSoon
      title="Subscription Plans"
      summary="Monthly car-wash and maintenance plans for 6 or 12 months."
    />
  );
}
