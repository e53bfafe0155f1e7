import { data } from "react-router";
import { NotFoundPage, PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";

/** Any unknown address: the 404 page, with HTTP status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = routeMeta({
  titleKey: "common.errors.notFoundTitle",
  descriptionKey: "common.errors.notFoundText",
  noindex: true,
});

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export { PageErrorBoundary as ErrorBoundary };
