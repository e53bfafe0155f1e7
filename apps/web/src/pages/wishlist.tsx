import { ComingSoon } from "../components/coming-soon";

export default function WishlistPage() {
  return <ComingSoon title="My Collection" summary="The products you saved for later." />;
}
