import { ComingSoon } from "../components/coming-soon";

export default function AccessoriesPage() {
  return (
    <ComingSoon
      title="Car Accessories"
      summary="Interior, exterior, electronics and performance accessories from top brands."
    />
  );
}
