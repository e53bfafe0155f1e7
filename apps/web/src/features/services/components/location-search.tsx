import { serverRenderedLazy } from "../../../lib/server-rendered-lazy";
import type { ServicesLocation } from "../utils/services-search";

export interface LocationSearchProps {
  /** The place the listing is near ("" for the customer's own position); null without a location. */
  place: string | null;
  /** A new location: the page lists the vendors nearest it. `name` is "" for the browser's position. */
  onLocation: (location: ServicesLocation, name: string) => void;
  onClear: () => void;
}

/**
 * 'Find Services Near You' (location-search-form.tsx). The box (react-hook-form) is in the server's
 * HTML, its code in a chunk after the first screen's (the page's first-load budget): serverRenderedLazy
 * (decision 018) hydrates it in place.
 */
export const LocationSearch = serverRenderedLazy<LocationSearchProps>(
  () => import("./location-search-form").then((m) => m.LocationSearchForm),
  <div className="card mt-8 min-h-44" aria-hidden="true" />,
);
