import { type ShouldRevalidateFunction, useLocation, useNavigate, useSearchParams } from "react-router";
import {
  serviceCategoriesQueryOptions,
  useServiceCategories,
} from "../../features/services/api/get-service-categories";
import { servicesQueryOptions, useServices } from "../../features/services/api/get-services";
import { CategoryTiles } from "../../features/services/components/category-tiles";
import { LocationSearch } from "../../features/services/components/location-search";
import { ServicesFaq } from "../../features/services/components/services-faq";
import { ServicesWhyChooseUs } from "../../features/services/components/services-why";
import { VendorGrid } from "../../features/services/components/vendor-grid";
import { parseServicesSearch } from "../../features/services/utils/parse-services-search";
import {
  carriedSearch,
  filterByCategory,
  selectedCategory,
  servicesSearch,
} from "../../features/services/utils/services-search";
import { prefetchPageData } from "../../lib/query-client";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";
import type { Route } from "./+types/services";
import { m } from "../../paraglide/messages.js";

export const meta = routeMeta({
  title: m.pages_services_title,
  description: m.pages_services_description,
});

/**
 * The categories and the vendors (all, or those near ?lat&lng nearest first) come with the page. A
 * bad location in the address means every vendor, never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = context;
  const { location, place } = parseServicesSearch(new URL(request.url).searchParams);
  const dehydratedState = await prefetchPageData((queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(serviceCategoriesQueryOptions(call)),
      queryClient.prefetchQuery(servicesQueryOptions(location, call)),
    ]),
  );
  return { location, place, dehydratedState };
}

/** The category filters the loaded vendors in the browser: only a new location asks the server again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const sameLocation = (["lat", "lng", "place"] as const).every(
    (key) => currentUrl.searchParams.get(key) === nextUrl.searchParams.get(key),
  );
  return sameLocation ? false : defaultShouldRevalidate;
};

/** Services page (spec section 2): categories, Find Services Near You, vendors, Why Choose Us, FAQ. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { location, place } = loaderData;
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const categories = useServiceCategories().data ?? [];
  const services = useServices(location);
  const category = selectedCategory(searchParams, categories);
  const shown = filterByCategory(services.data ?? [], category);
  const searchFor = (next: string | null) => `?${servicesSearch({ location, place, category: next })}`;
  const placeName = location ? place || m.services_near_currentLocation() : null;

  return (
    <>
      <div className="container-page pt-10 sm:pt-14">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {m.services_listing_eyebrow()}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.pages_services_title()}
          </h1>
          <p className="mt-3 text-base leading-7 text-muted">{m.services_listing_intro()}</p>
        </div>
        <CategoryTiles categories={categories} selected={category} searchFor={searchFor} />
        <LocationSearch
          // A new location (or a shared link) starts the search box from its place.
          key={location ? `${location.lat},${location.lng}` : "none"}
          place={location ? place : null}
          onLocation={(next, name) =>
            void navigate(
              { search: servicesSearch({ location: next, place: name }) },
              { preventScrollReset: true },
            )
          }
          onClear={() => void navigate({ search: "" }, { preventScrollReset: true })}
        />
        <VendorGrid
          services={shown}
          category={category}
          place={placeName}
          isLoading={services.isFetching}
          vendorSearch={carriedSearch(search)}
        />
      </div>
      <ServicesWhyChooseUs />
      <ServicesFaq />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary };
