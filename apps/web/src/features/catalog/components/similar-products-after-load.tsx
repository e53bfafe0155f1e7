import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { SimilarProductsPlaceholder } from "./similar-products-placeholder";

// The Similar Products' code (the cards, the query) is a chunk of its own, after the page's first load.
const SimilarProducts = lazy(() => import("./similar-products"));

/**
 * Similar Products, read and drawn by the browser once the page is hydrated (issue 30): the server's
 * HTML and the hydrating render have the placeholder, so the two agree.
 */
export function SimilarProductsAfterLoad(props: ComponentProps<typeof SimilarProducts>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <SimilarProductsPlaceholder />;
  return (
    <Suspense fallback={<SimilarProductsPlaceholder />}>
      <SimilarProducts {...props} />
    </Suspense>
  );
}
