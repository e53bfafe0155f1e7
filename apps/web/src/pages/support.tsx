import { ComingSoon } from "../components/coming-soon";

export default function SupportPage() {
  return <ComingSoon title="Support" summary="Help with your plan, orders and services." />;
}
