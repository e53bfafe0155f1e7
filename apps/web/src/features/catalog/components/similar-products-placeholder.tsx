/** Placeholder tiles while the products are read: one row of the widest layout's grid. */
const TILES = [0, 1, 2, 3];

/**
 * Where Similar Products go until they are read: a heading's and a row of cards' room (the cards'
 * skeleton shape, as ProductCardSkeleton draws it), so the page does not jump when they come.
 */
export function SimilarProductsPlaceholder() {
  return (
    <div className="mt-14" aria-hidden="true" data-testid="similar-products-loading">
      <div className="skeleton h-8 w-56" />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {TILES.map((index) => (
          <div key={index} className="card overflow-hidden">
            <div className="skeleton aspect-square rounded-none" />
            <div className="space-y-3 p-4">
              <div className="skeleton h-4 w-3/4" />
              <div className="skeleton h-4 w-1/2" />
              <div className="skeleton h-6 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
