import { Link } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/**
 * Prev / Next with 'Page X of Y' (spec section 2). Links, so paging works without JavaScript and each
 * page has its own address; Prev is a disabled button on page 1 and Next on the last page.
 */
export function ListingPagination({
  page,
  pages,
  searchFor,
}: {
  page: number;
  pages: number;
  /** The listing's address at another page. */
  searchFor: (page: number) => string;
}) {
  const link = (target: number, label: string, rel: "prev" | "next") =>
    target >= 1 && target <= pages ? (
      <Link
        to={{ pathname: localHref("/accessories"), search: searchFor(target) }}
        rel={rel}
        preventScrollReset
        className="btn btn-secondary min-w-24"
      >
        {label}
      </Link>
    ) : (
      <button type="button" disabled className="btn btn-secondary min-w-24">
        {label}
      </button>
    );

  return (
    <nav
      aria-label={m.catalog_listing_pagination_label()}
      className="mt-10 flex items-center justify-center gap-4"
    >
      {link(page - 1, m.catalog_listing_pagination_previous(), "prev")}
      <p className="text-sm font-medium text-navy-900">
        {m.catalog_listing_pagination_pageOf({ page, pages })}
      </p>
      {link(page + 1, m.catalog_listing_pagination_next(), "next")}
    </nav>
  );
}
