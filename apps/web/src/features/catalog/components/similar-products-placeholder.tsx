import { ProductCardSkeleton } from "./product-card-skeleton";

/** Placeholder tiles while the products are read: one row of the widest layout's grid. */
const TILES = [0, 1, 2, 3];

/**
 * Where Similar Products go until they are read: a heading's and a row of cards' room (the cards'
 * skeletons), so the page does not jump when they come.
 */
export function SimilarProductsPlaceholder() {
  return (
    <div className="mt-14" aria-hidden="true" data-testid="similar-products-loading">
      <div className="skeleton h-8 w-56" />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {TILES.map((index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
