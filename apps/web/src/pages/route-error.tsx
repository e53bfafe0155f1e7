import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { NotFoundPage } from "./not-found";

/** errorElement of the routes: the spec shows the 404 page for any routing error; developers get the log. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) console.error("Route error:", error);
  }, [error]);
  return <NotFoundPage />;
}
