import { ComingSoon } from "../components/coming-soon";

export default function AccessoryDetailPage() {
  return <ComingSoon title="Product Details" summary="Photos, price, description and customer reviews." />;
}
