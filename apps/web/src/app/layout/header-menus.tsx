import type { User } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import type { NavItem } from "../../app/nav-links";
import { HeaderLink, mobileLinkClass } from "./header-link";

// The header's menus: only used after a click (or by a logged-in customer), so they load lazily and
// stay out of every page's first load (apps/web/scripts/check-budget.mjs).

/** The small-screen menu panel: main links, then Hello {first_name} and Logout, or Login / SignUp. */
export function MobileMenuPanel({
  id,
  links,
  user,
  onLogOut,
  onChoose,
}: {
  id: string;
  links: NavItem[];
  user: User | null;
  onLogOut: () => void;
  onChoose: (dialog: "login" | "signup") => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      aria-label={t("layout.mainNavLabel")}
      className="border-t border-line bg-white shadow-(--shadow-raised) lg:hidden"
    >
      <ul className="container-page grid gap-1 py-3">
        {links.map((item) => (
          <li key={item.to}>
            <HeaderLink item={item} className={mobileLinkClass} />
          </li>
        ))}
      </ul>
      <div className="container-page border-t border-line py-3">
        {user ? (
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold text-navy-900">
              {t("layout.mobileMenu.hello", { name: user.first_name })}
            </p>
            <button type="button" className="btn btn-secondary" onClick={onLogOut}>
              {t("layout.mobileMenu.logout")}
            </button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => onChoose("login")}>
              {t("layout.mobileMenu.login")}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => onChoose("signup")}>
              {t("layout.mobileMenu.signUp")}
            </button>
          </div>
        )}
      </div>
    </nav>
  );
}
