import { Link } from "react-router-dom";
import { ComingSoon } from "../components/coming-soon";
import { Logo } from "../components/logo";

/** Standalone page outside the main layout (spec section 2): its own slim header. */
export default function PrivacyPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center">
          <Link to="/" className="-ml-1 rounded-(--radius-control) p-1" aria-label="CarCare Abu Dhabi, home">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <ComingSoon
          title="Privacy Policy"
          summary="How CarCare collects, uses and protects your personal data."
        />
      </main>
      <footer className="py-6 text-center text-xs text-muted">© 2025 CarCare. All rights reserved.</footer>
    </div>
  );
}
