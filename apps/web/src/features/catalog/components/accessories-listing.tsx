import type { ProductListFilter } from "@carcare/contracts";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation, useNavigationType } from "react-router";
import { serverRenderedLazy } from "../../../lib/server-rendered-lazy";
import { useLogError } from "../../../lib/use-log-error";
import { WidgetBoundary } from "../../../ui/widget-boundary";
import { useBrands } from "../api/get-brands";
import { useCategories } from "../api/get-categories";
import { useProducts } from "../api/get-products";
import {
  activeFilterCount,
  type ListingSearchValues,
  listingSearch,
  valuesOf,
} from "../utils/listing-search";
import type { AppliedFilters } from "./listing-filters";
import { FilterIcon } from "./listing-icons";
import { ProductCard, type ProductCardActions, ProductCardSkeleton } from "./product-card";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

// The search box (react-hook-form) comes in its own chunk: in the server's HTML, hydrated in place
// (serverRenderedLazy, decision 018), the listing's first load within budget.
const ListingSearchBox = serverRenderedLazy(
  () => import("./listing-search-box").then((m) => m.ListingSearchBox),
  <div className="h-11" aria-hidden="true" />,
);
// Embla and the carousel come in their own chunk: the server's HTML has the slides, and the browser
// hydrates them when the chunk arrives (the listing's first load stays within budget).
const CategoryCarousel = serverRenderedLazy(
  () => import("./category-carousel").then((m) => m.default),
  <div className="mt-8 h-[8.25rem] md:h-[15rem]" aria-hidden="true" />,
);
// What a search found, and the listing with nothing to show (issue 28), likewise.
const SearchSummary = serverRenderedLazy(
  () => import("./listing-search-outcome").then((m) => m.SearchSummary),
  <div className="mb-4 h-7" aria-hidden="true" />,
);
const ListingEmpty = serverRenderedLazy(
  () => import("./listing-search-outcome").then((m) => m.ListingEmpty),
  <div className="card mt-6 h-72" aria-hidden="true" />,
);
// The filters (the sidebar on large screens, the dialog on small ones), likewise.
const FilterForm = serverRenderedLazy(
  () => import("./listing-filters").then((m) => m.FilterForm),
  <div className="h-96" aria-hidden="true" />,
);
const FilterDialog = serverRenderedLazy(() => import("./listing-filters").then((m) => m.FilterDialog), null);
// The pages' links, below the grid, likewise.
const ListingPagination = serverRenderedLazy(
  () => import("./listing-pagination").then((m) => m.ListingPagination),
  <div className="mt-10 h-10" aria-hidden="true" />,
);

const LISTING_PATH = "/accessories";
const RESULTS_ID = "listing-results";

/**
 * The accessories listing (spec section 2): search, category carousel, filters (a sidebar on large
 * screens, a full-screen dialog on small ones), results count, Sort By, the product grid and paging.
 * `filter` is the address as the loader read it; every change is a new address (page 1 again), so a
 * listing can be shared, bookmarked, reloaded and walked with Back and Forward.
 */
export function AccessoriesListing({
  filter,
  actions,
}: {
  filter: ProductListFilter;
  actions?: ProductCardActions;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const products = useProducts(filter);
  const categories = useCategories();
  const brands = useBrands();
  useLogError("The accessories could not be loaded", products.error);
  useLogError("The accessory categories could not be loaded", categories.error);
  useLogError("The accessory brands could not be loaded", brands.error);

  const values = valuesOf(filter);
  const address = listingSearch(values);
  const searchWith = (changes: ListingSearchValues) =>
    listingSearch({ ...values, page: undefined, ...changes });
  const go = (search: string) =>
    void navigate({ pathname: localHref(LISTING_PATH), search }, { preventScrollReset: true });

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const applyFilters = (applied: AppliedFilters) => {
    setFiltersOpen(false);
    go(searchWith(applied));
  };
  const clearAll = () => {
    setFiltersOpen(false);
    go("");
  };

  const loading = navigation.state === "loading" && navigation.location.pathname === localHref(LISTING_PATH);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useShowNewPage(filter.page, resultsHeading);

  const data = products.data;
  const filterCount = activeFilterCount(filter);
  // With a search, whether its products match every word (the API's answer; "none" shows no grid).
  const outcome = filter.search ? data?.search : undefined;
  const found = data && data.products.length > 0 && outcome?.match !== "none" ? data : undefined;
  const searchedFor = outcome?.match === "all" ? (outcome.corrected ?? filter.search) : filter.search;
  const filterForm = (variant: "sidebar" | "dialog") => (
    <FilterForm
      variant={variant}
      key={address}
      categories={categories.data ?? []}
      brands={brands.data ?? []}
      selected={{
        category: filter.category,
        brand: filter.brand,
        min_price: values.min_price,
        max_price: values.max_price,
      }}
      keep={{ search: filter.search, sort: filter.sort }}
      onApply={applyFilters}
      onClearAll={clearAll}
    />
  );

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {m.pages_accessories_title()}
        </h1>
        <p className="mt-2 text-base text-muted">{m.catalog_listing_intro()}</p>
      </div>

      <div className="mt-6 max-w-3xl">
        <ListingSearchBox
          search={filter.search ?? ""}
          onSearch={(text) => go(searchWith({ search: text }))}
        />
      </div>

      {categories.data && categories.data.length > 0 ? (
        <WidgetBoundary name="category carousel">
          <CategoryCarousel
            categories={categories.data}
            selected={filter.category}
            searchFor={(name) => searchWith({ category: [name] })}
          />
        </WidgetBoundary>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[15.5rem_minmax(0,1fr)]">
        <aside aria-labelledby="listing-filters-heading" className="hidden lg:block">
          <div className="card p-5">
            <h2 id="listing-filters-heading" className="mb-4 text-lg font-bold text-navy-900">
              {m.catalog_listing_filters_heading()}
            </h2>
            {filterForm("sidebar")}
          </div>
        </aside>

        <section id={RESULTS_ID} aria-labelledby="listing-results-heading">
          <h2 id="listing-results-heading" ref={resultsHeading} tabIndex={-1} className="sr-only">
            {m.catalog_listing_productsHeading()}
          </h2>
          {filter.search && found ? <SearchSummary search={filter.search} outcome={outcome} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="w-full text-sm font-medium text-navy-900 sm:w-auto">
              {data
                ? `${m.catalog_listing_results({ count: data.total })}${
                    searchedFor ? ` ${m.catalog_listing_searchedFor({ search: searchedFor })}` : ""
                  }`
                : ""}
            </p>
            <div className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:flex-none">
              <button
                ref={filtersButton}
                type="button"
                className="btn btn-secondary me-auto px-4 sm:me-0 lg:hidden"
                aria-haspopup="dialog"
                onClick={() => setFiltersOpen(true)}
              >
                <FilterIcon className="size-5" />
                {filterCount > 0
                  ? m.catalog_listing_filters_openWithCount({ count: filterCount })
                  : m.catalog_listing_filters_open()}
              </button>
              <label htmlFor="listing-sort" className="text-sm font-medium whitespace-nowrap text-muted">
                {m.catalog_listing_sort_label()}
              </label>
              <select
                id="listing-sort"
                value={filter.sort ?? ""}
                onChange={(event) => go(searchWith({ sort: event.target.value }))}
                className="input w-auto min-w-0 max-w-40 py-2 pe-8 sm:max-w-none"
              >
                <option value="">
                  {filter.search ? m.catalog_listing_sort_bestMatch() : m.catalog_listing_sort_default()}
                </option>
                <option value="asc">{m.catalog_listing_sort_asc()}</option>
                <option value="desc">{m.catalog_listing_sort_desc()}</option>
              </select>
            </div>
          </div>

          {found ? (
            <>
              <ul
                aria-busy={loading}
                className={`mt-6 grid grid-cols-2 gap-3 transition-opacity sm:gap-5 md:grid-cols-3 ${loading ? "opacity-60" : ""}`}
              >
                {found.products.map((product, index) => (
                  <li key={product.id}>
                    {/* The first row's pictures are the listing's largest content: fetched first. */}
                    <ProductCard product={product} actions={actions} priority={index < 2} />
                  </li>
                ))}
              </ul>
              <ListingPagination
                page={filter.page}
                pages={found.pages}
                searchFor={(page) => listingSearch({ ...values, page })}
              />
            </>
          ) : data ? (
            <ListingEmpty
              values={values}
              filtered={filterCount > 0}
              categories={categories.data ?? []}
              searchFor={listingSearch}
              clearAllLabel={m.catalog_listing_filters_clearAll()}
            />
          ) : products.isError ? (
            <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center">
              <p className="text-sm text-muted">{m.catalog_listing_failed()}</p>
              <button type="button" className="btn btn-primary mt-4" onClick={() => void products.refetch()}>
                {m.catalog_listing_retry()}
              </button>
            </div>
          ) : (
            <ul aria-busy="true" className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <FilterDialog open={filtersOpen} onClose={() => setFiltersOpen(false)} returnFocusTo={filtersButton}>
        {filterForm("dialog")}
      </FilterDialog>
    </div>
  );
}

/**
 * After Prev or Next (not Back or Forward, where the browser's own scroll position returns), the new
 * page starts at the top of the results, and keyboard focus, if its button went away, at their heading.
 */
function useShowNewPage(page: number, heading: React.RefObject<HTMLHeadingElement | null>) {
  const navigationType = useNavigationType();
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (navigationType === "POP") return;
    const results = document.getElementById(RESULTS_ID);
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: "start" });
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, [page, navigationType, heading]);
}
