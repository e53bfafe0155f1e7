import { data } from "react-router";
import { NotFoundPage, PageErrorBoundary } from "../layout/error-pages";
import { m } from "../../paraglide/messages.js";
import { routeMeta } from "../seo";

/** Any unknown address: the 404 page, with HTTP status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = routeMeta({
  title: m.common_errors_notFoundTitle,
  description: m.common_errors_notFoundText,
  noindex: true,
});

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export { PageErrorBoundary as ErrorBoundary };
