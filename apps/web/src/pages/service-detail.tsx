import { ComingSoon } from "../components/coming-soon";

export default function ServiceDetailPage() {
  return (
    <ComingSoon title="Service Details" summary="The vendor's address, services, contact and ratings." />
  );
}
