import type { Category, SearchOutcome } from "@carcare/contracts";
import { Link } from "react-router";
import { localHref } from "../../../lib/language";
import { m } from "../../../paraglide/messages.js";
import { type IconProps, LineIcon } from "../../../ui/icons";
import type { ListingSearchValues } from "../utils/listing-search";

// What a search found (issue 28), in a chunk of its own: only listings with a search, or with nothing
// to show, need it, so the listing's first load does not carry it. It imports no module of the
// listing's own (what it needs of them comes as props), so none of them is split off the first load.

const EmptyBoxIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3.5 8L12 4l8.5 4v8L12 20l-8.5-4z" />
    <path d="M3.5 8L12 12l8.5-4M12 12v8" />
  </LineIcon>
);

/**
 * Above the products of a search: what was searched for, the text the API corrected it to (a
 * misspelt word), or that nothing matched every word and these are the closest matches.
 */
export function SearchSummary({ search, outcome }: { search: string; outcome?: SearchOutcome }) {
  const closest = outcome?.match === "some";
  const corrected = outcome?.match === "all" ? outcome.corrected : undefined;
  return (
    <div className="mb-4 break-words">
      <h3 className="text-xl font-bold text-navy-900">
        {closest
          ? m.catalog_listing_searchResults_closest({ search })
          : corrected
            ? m.catalog_listing_searchResults_corrected({ corrected })
            : m.catalog_listing_searchResults_heading({ search })}
      </h3>
      {closest || corrected ? (
        <p className="mt-1 text-sm text-muted">
          {closest
            ? m.catalog_listing_searchResults_didYouMean()
            : m.catalog_listing_searchResults_typed({ search })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A listing with no products, never a dead end. A search that found nothing says so, suggests
 * checking the spelling, and offers the categories and a way out of the search; with filters as
 * well, a way out of the filters; without a search, Clear All as before.
 */
export function ListingEmpty({
  values,
  filtered,
  categories,
  searchFor,
  clearAllLabel,
}: {
  values: ListingSearchValues;
  /** Whether category, brand or price narrow the listing. */
  filtered: boolean;
  categories: readonly Category[];
  /** A listing's query string (listingSearch). */
  searchFor: (values: ListingSearchValues) => string;
  /** The filters' own "Clear All". */
  clearAllLabel: string;
}) {
  const search = values.search;
  const listingTo = (changes: ListingSearchValues) => ({
    pathname: localHref("/accessories"),
    search: searchFor(changes),
  });
  return (
    <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <EmptyBoxIcon className="size-7" />
      </span>
      <h3 className="mt-4 max-w-full text-xl font-bold break-words text-navy-900">
        {search ? m.catalog_listing_empty_headingSearch({ search }) : m.catalog_listing_empty_heading()}
      </h3>
      <p className="mt-2 max-w-md text-sm text-muted">
        {search ? m.catalog_listing_empty_searchText() : m.catalog_listing_empty_text()}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {search && filtered ? (
          <Link to={listingTo({ search, sort: values.sort })} className="btn btn-primary">
            {m.catalog_listing_empty_clearFilters()}
          </Link>
        ) : null}
        {search ? (
          <Link
            to={listingTo({ ...values, search: undefined, page: undefined })}
            className={`btn ${filtered ? "btn-secondary" : "btn-primary"}`}
          >
            {m.catalog_listing_search_clear()}
          </Link>
        ) : null}
        {!search || filtered ? (
          <Link to={localHref("/accessories")} className={`btn ${search ? "btn-secondary" : "btn-primary"}`}>
            {clearAllLabel}
          </Link>
        ) : null}
      </div>
      {search && categories.length > 0 ? (
        <nav aria-labelledby="listing-empty-categories" className="mt-8 w-full">
          <h4 id="listing-empty-categories" className="text-sm font-semibold text-navy-900">
            {m.catalog_listing_empty_categories()}
          </h4>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={listingTo({ category: [category.name] })} className="btn btn-secondary">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
