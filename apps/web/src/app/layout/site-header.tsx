import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { HEADER_LINKS, MY_PLAN_LINK } from "../../app/nav-links";
import { ArabicOffer, LanguageSwitch } from "./language-switch";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { useLogOut } from "../../features/auth/api/log-out";
import { useAuthDialogs } from "../../features/auth/components/auth-dialogs-context";
import { useCart } from "../../features/cart/api/get-cart";
import { useSubscriptionStatus } from "../../features/plans/api/get-subscription-status";
import { useWishlist } from "../../features/wishlist/api/get-wishlist";
import { userMessageOf } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { CartIcon, CloseIcon, HeartIcon, MenuIcon } from "../../ui/icons";
import { Logo } from "../../ui/logo";
import { desktopLinkClass, HeaderLink } from "./header-link";
import { AccountMenu } from "./account-menu";
import { m } from "../../paraglide/messages.js";
import { localHref } from "../../lib/language";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";

// The avatar's menu is in the first load (the server renders it for a logged-in customer); the
// small-screen panel loads on first use.
const loadMenus = () => import("./header-menus");
const MobileMenuPanel = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenuPanel })));

const MOBILE_MENU_ID = "mobile-menu";

// The search form is in the server's HTML and its code in a chunk of its own (decision 018), out of
// every store page's first load; its suggestions load later still, on the box's first focus.
const HeaderSearch = serverRenderedLazy(
  () => import("./header-search").then((module) => module.HeaderSearch),
  <div className="ms-auto lg:flex-1" />,
);

/** The sticky header: logo, search, wishlist and cart, the main navigation; a menu button on small screens. */
export function SiteHeader() {
  const location = useLocation();
  const session = useSession();
  const { openDialog } = useAuthDialogs();
  const links = HEADER_LINKS.map((item) =>
    item.to === "/subscription" && session.subscribed ? MY_PLAN_LINK : item,
  );
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOnKey(null);
      menuButtonRef.current?.focus();
    }
    function closeOnOutsideClick(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOnKey(null);
    }
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnOutsideClick);
    };
  }, [menuOpen]);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-line/80 bg-white">
      <div className="container-page flex h-16 items-center gap-4">
        <Link to={localHref("/")} className="-ms-1 shrink-0 rounded-(--radius-control) p-1">
          <Logo />
          <span className="sr-only">{m.common_homeLinkSuffix()}</span>
        </Link>

        <HeaderSearch />

        <div className="flex items-center gap-1">
          <LanguageSwitch className="hidden rounded-(--radius-control) px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100 lg:inline-flex" />
          <CountLink
            to={localHref("/wishlist")}
            name="wishlist"
            label={m.layout_header_wishlist()}
            count={session.wishlistCount}
          >
            <HeartIcon className="size-6" />
          </CountLink>
          <CountLink
            to={localHref("/cart")}
            name="cart"
            label={m.layout_header_cart()}
            count={session.cartCount}
          >
            <CartIcon className="size-6" />
          </CountLink>
          {session.user ? (
            <AccountMenu user={session.user} onLogOut={session.logOut} />
          ) : (
            <div className="hidden items-center gap-2 ps-1 lg:flex">
              <button type="button" className="btn btn-secondary" onClick={() => openDialog("login")}>
                {m.layout_header_login()}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => openDialog("signup")}>
                {m.layout_header_signUp()}
              </button>
            </div>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            className="btn btn-ghost size-11 px-0 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? m.layout_header_closeMenu() : m.layout_header_openMenu()}
            onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
            onPointerEnter={() => void loadMenus()}
            onFocus={() => void loadMenus()}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      {/* Wide screens: the main links in a row of their own under the search's. */}
      <nav aria-label={m.layout_mainNavLabel()} className="container-page hidden pb-2 lg:block">
        <ul className="-ms-3 flex items-center gap-1">
          {links.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} className={desktopLinkClass} />
            </li>
          ))}
        </ul>
      </nav>

      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={MOBILE_MENU_ID}
            links={links}
            user={session.user}
            onLogOut={session.logOut}
            onChoose={(dialog) => {
              setOpenOnKey(null);
              openDialog(dialog);
            }}
          />
        </Suspense>
      ) : null}
      <ArabicOffer />
    </header>
  );
}

/** Who is logged in, their plan and counts, and the logout action (spec section 2 "Header"). */
function useSession() {
  const navigate = useNavigate();
  const userQuery = useLoggedInUser();
  // Only a real customer object counts (tests and odd answers must not show a blank avatar).
  const user = userQuery.data && typeof userQuery.data.id === "number" ? userQuery.data : null;
  const enabled = user !== null;
  const status = useSubscriptionStatus({ enabled });
  const cart = useCart({ enabled });
  const wishlist = useWishlist({ enabled });
  const { logOut: requestLogOut, pending } = useLogOut();

  function logOut() {
    if (pending) return;
    requestLogOut().then(
      (answer) => {
        toast.success(answer.message);
        void navigate(localHref("/"));
      },
      (failure: unknown) => toast.error(userMessageOf(failure)),
    );
  }

  return {
    user,
    subscribed: enabled && status.data?.subscribed === true,
    cartCount: enabled ? (cart.data?.cart_items?.length ?? 0) : 0,
    wishlistCount: enabled ? (wishlist.data?.wishlist_items?.length ?? 0) : 0,
    logOut,
  };
}

function CountLink({
  to,
  name,
  label,
  count,
  children,
}: {
  to: string;
  /** Stable, untranslated: names the badge's test id. */
  name: "wishlist" | "cart";
  label: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <NavLink
      to={to}
      aria-label={count > 0 ? m.layout_header_countLabel({ label, count }) : label}
      className="btn btn-ghost relative size-11 px-0"
    >
      {children}
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={`${name}-count`}
          className="absolute top-0.5 end-0.5 grid min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[11px] leading-5 font-bold text-navy-950"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </NavLink>
  );
}
