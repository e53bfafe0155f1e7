import { ComingSoon } from "../components/coming-soon";

export default function ServicesPage() {
  return (
    <ComingSoon
      title="Car Services"
      summary="Trusted car-care vendors near you, from washing to painting and repairs."
    />
  );
}
