import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { HEADER_LINKS, type NavItem } from "../../app/nav-links";
import { CartIcon, CloseIcon, HeartIcon, MenuIcon } from "../icons";
import { Logo } from "../logo";

const MOBILE_MENU_ID = "mobile-menu";

function isHashLink(item: NavItem): boolean {
  return item.to.includes("#");
}

function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-(--radius-control) px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-(--radius-control) px-3 py-3 text-base font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
  }`;
}

/** One header link; in-page anchors (/#about) are never shown as the current page. */
function HeaderLink({ item, className }: { item: NavItem; className: typeof desktopLinkClass }) {
  if (isHashLink(item)) {
    return (
      <Link to={item.to} className={className({ isActive: false })}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === "/"} className={className}>
      {item.label}
    </NavLink>
  );
}

/** The sticky header: logo, main navigation, wishlist and cart; a menu button on small screens. */
export function SiteHeader() {
  const location = useLocation();
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
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="container-page flex h-16 items-center gap-4">
        <Link
          to="/"
          className="-ml-1 shrink-0 rounded-(--radius-control) p-1"
          aria-label="CarCare Abu Dhabi, home"
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} className={desktopLinkClass} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          <NavLink to="/wishlist" aria-label="Wishlist" className="btn btn-ghost size-11 px-0">
            <HeartIcon className="size-6" />
          </NavLink>
          <NavLink to="/cart" aria-label="Cart" className="btn btn-ghost size-11 px-0">
            <CartIcon className="size-6" />
          </NavLink>
          <button
            ref={menuButtonRef}
            type="button"
            className="btn btn-ghost size-11 px-0 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label="Main"
        hidden={!menuOpen}
        className="border-t border-line bg-white shadow-(--shadow-raised) lg:hidden"
      >
        <ul className="container-page grid gap-1 py-3">
          {HEADER_LINKS.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} className={mobileLinkClass} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
