import type { ServiceCategory } from "@carcare/contracts";
import { Link } from "react-router";
import { m } from "../../../paraglide/messages.js";

/**
 * The category tile row (spec section 2): All plus the store's categories, each a link to the same
 * search with that category, so a filtered listing can be shared. The row scrolls sideways on phones.
 */
export function CategoryTiles({
  categories,
  selected,
  searchFor,
}: {
  categories: readonly ServiceCategory[];
  /** The chosen category's name; null is All. */
  selected: string | null;
  /** The listing's query string (with "?") for a category; null is All. */
  searchFor: (category: string | null) => string;
}) {
  const tiles = [
    { key: "all", name: m.services_listing_categories_all(), value: null },
    ...categories.map((category) => ({
      key: String(category.id),
      name: category.name,
      value: category.name,
    })),
  ];
  return (
    <nav aria-label={m.services_listing_categories_label()} className="mt-8">
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {tiles.map((tile) => {
          const current = tile.value === selected;
          return (
            <li key={tile.key} className="shrink-0">
              <Link
                to={{ search: searchFor(tile.value) }}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={`btn rounded-(--radius-pill) border ${current ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800" : "border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50"}`}
              >
                {tile.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
