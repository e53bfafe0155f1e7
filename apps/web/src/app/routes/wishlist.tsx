import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.wishlist.title",
  descriptionKey: "pages.wishlist.description",
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function WishlistPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin title={t("pages.wishlist.title")}>
      <ComingSoon title={t("pages.wishlist.title")} summary={t("pages.wishlist.summary")} />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
