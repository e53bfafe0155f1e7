import { Link } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** Home > Accessories > Cart (spec section 2). */
export function CartBreadcrumb() {
  return (
    <nav aria-label={m.cart_breadcrumb_label()} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={localHref("/")} className="hover:text-brand-700 hover:underline">
            {m.cart_breadcrumb_home()}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={localHref("/accessories")} className="hover:text-brand-700 hover:underline">
            {m.cart_breadcrumb_accessories()}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-ink">
          {m.cart_breadcrumb_cart()}
        </li>
      </ol>
    </nav>
  );
}
