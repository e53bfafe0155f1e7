import { ComingSoon } from "../components/coming-soon";

export default function ProfilePage() {
  return <ComingSoon title="My Profile" summary="Your name and email." />;
}
