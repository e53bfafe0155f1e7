import type { User } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LINKS, type NavItem } from "../../app/nav-links";
import { HeaderLink, mobileLinkClass } from "./header-link";

// The header's menus: only used after a click (or by a logged-in customer), so they load lazily and
// stay out of every page's first load (apps/web/scripts/check-budget.mjs).

/**
 * The small-screen menu panel: the main links, then for a customer Hello {first_name}, their own pages
 * (ACCOUNT_LINKS, as in the avatar's menu on wide screens) and Logout; for a visitor Login and Sign up.
 */
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
          <>
            <p className="px-3 font-semibold break-words text-navy-900">
              {t("layout.mobileMenu.hello", { name: user.first_name })}
            </p>
            <ul aria-label={t("layout.account.settings")} className="mt-2 grid gap-1">
              {ACCOUNT_LINKS.map((item) => (
                <li key={item.to}>
                  <HeaderLink item={item} className={mobileLinkClass} />
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-secondary mt-3 w-full" onClick={onLogOut}>
              {t("layout.mobileMenu.logout")}
            </button>
          </>
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
