import { Link, NavLink, useLocation } from "react-router";
import type { NavItem } from "../../app/nav-links";
import { localHref, unprefixedPath } from "../../lib/language";

function isHashLink(item: NavItem): boolean {
  return item.to.includes("#");
}

export function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-(--radius-control) px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
  }`;
}

export function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-(--radius-control) px-3 py-3 text-base font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
  }`;
}

/** One header link; in-page anchors (/#about) are never shown as the current page. */
export function HeaderLink({ item, className }: { item: NavItem; className: typeof desktopLinkClass }) {
  const { pathname } = useLocation();
  if (item.to === "/") {
    // Home is current at / and at /ar and /ar/ alike: NavLink's `end` tells /ar from /ar/, and the
    // server and the browser can see the Arabic home under either, which made hydration disagree.
    const isActive = unprefixedPath(pathname) === "/";
    return (
      <Link
        to={localHref("/")}
        aria-current={isActive ? "page" : undefined}
        className={className({ isActive })}
      >
        {item.label()}
      </Link>
    );
  }
  if (isHashLink(item)) {
    return (
      // The home page scrolls to the anchor 200 ms after a menu link (spec section 2).
      <Link to={localHref(item.to)} state={{ from: "menu" }} className={className({ isActive: false })}>
        {item.label()}
      </Link>
    );
  }
  return (
    <NavLink to={localHref(item.to)} className={className}>
      {item.label()}
    </NavLink>
  );
}
