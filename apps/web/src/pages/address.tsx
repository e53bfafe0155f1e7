import { ComingSoon } from "../components/coming-soon";

export default function AddressPage() {
  return <ComingSoon title="Delivery Address" summary="Choose where in Abu Dhabi we deliver your order." />;
}
