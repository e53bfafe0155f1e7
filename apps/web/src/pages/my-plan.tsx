import { ComingSoon } from "../components/coming-soon";

export default function MyPlanPage() {
  return <ComingSoon title="My Plan" summary="Your current plan, its validity and your assigned vendors." />;
}
