import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Home > Accessories > Cart (spec section 2). */
export function CartBreadcrumb() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("cart.breadcrumb.label")} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {t("cart.breadcrumb.home")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/accessories" className="hover:text-brand-700 hover:underline">
            {t("cart.breadcrumb.accessories")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-ink">
          {t("cart.breadcrumb.cart")}
        </li>
      </ol>
    </nav>
  );
}
