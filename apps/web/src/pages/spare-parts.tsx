import { ComingSoon } from "../components/coming-soon";

export default function SparePartsPage() {
  return (
    <ComingSoon
      title="Spare Parts"
      summary="Genuine spare parts from trusted brands, ordered through a quick chat."
    />
  );
}
