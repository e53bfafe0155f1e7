import { ComingSoon } from "../components/coming-soon";

export default function OrdersPage() {
  return <ComingSoon title="My Orders" summary="Every order you placed, with its status." />;
}
