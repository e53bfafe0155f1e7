import type { User } from "@carcare/contracts";
import { ACCOUNT_LINKS, type NavItem } from "../../app/nav-links";
import { HeaderLink, mobileLinkClass } from "./header-link";
import { m } from "../../paraglide/messages.js";
import { LanguageSwitch } from "./language-switch";

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
  return (
    <nav
      id={id}
      aria-label={m.layout_mainNavLabel()}
      className="border-t border-line bg-white shadow-(--shadow-raised) lg:hidden"
    >
      <ul className="container-page grid gap-1 py-3">
        {links.map((item) => (
          <li key={item.to}>
            <HeaderLink item={item} className={mobileLinkClass} />
          </li>
        ))}
        <li>
          <LanguageSwitch className={mobileLinkClass({ isActive: false })} />
        </li>
      </ul>
      <div className="container-page border-t border-line py-3">
        {user ? (
          <>
            <p className="px-3 font-semibold break-words text-navy-900">
              {m.layout_mobileMenu_hello({ name: user.first_name })}
            </p>
            <ul aria-label={m.layout_account_settings()} className="mt-2 grid gap-1">
              {ACCOUNT_LINKS.map((item) => (
                <li key={item.to}>
                  <HeaderLink item={item} className={mobileLinkClass} />
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-secondary mt-3 w-full" onClick={onLogOut}>
              {m.layout_mobileMenu_logout()}
            </button>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => onChoose("login")}>
              {m.layout_mobileMenu_login()}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => onChoose("signup")}>
              {m.layout_mobileMenu_signUp()}
            </button>
          </div>
        )}
      </div>
    </nav>
  );
}
