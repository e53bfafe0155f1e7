import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Logo } from "../../ui/logo";
import { m } from "../../paraglide/messages.js";
import { localHref } from "../../lib/language";

/**
 * The spec's 404 page: '404!', 'The page you are looking for was not found.' (the spec's text with its
 * grammar corrected) and Back Home.
 */
export function NotFoundPage({ message }: { message?: string }) {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="container-page grid place-items-center py-20 sm:py-28"
    >
      <div className="text-center">
        <h1
          id="not-found-heading"
          className="bg-gradient-to-br from-brand-600 to-navy-900 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl"
        >
          {m.common_errors_notFoundHeading()}
        </h1>
        <p className="mt-4 text-lg text-muted">{message ?? m.common_errors_notFoundText()}</p>
        <Link to={localHref("/")} className="btn btn-primary mt-8">
          {m.common_backHome()}
        </Link>
      </div>
    </section>
  );
}

/** A server error: the page could not be shown; the error is in the server's log. */
export function ServerErrorPage({ notFound = false }: { notFound?: boolean }) {
  if (notFound) return <NotFoundPage />;
  return (
    <section
      aria-labelledby="error-heading"
      className="container-page grid place-items-center py-20 sm:py-28"
    >
      <div className="text-center">
        <Logo />
        <h1 id="error-heading" className="mt-8 text-3xl font-bold text-navy-900">
          {m.common_errors_serverHeading()}
        </h1>
        <p className="mt-4 text-lg text-muted">{m.common_errors_serverText()}</p>
        <a href={localHref("/")} className="btn btn-primary mt-8">
          {m.common_backHome()}
        </a>
      </div>
    </section>
  );
}

/**
 * Every page's ErrorBoundary: renders inside the store's header and footer. A 404 (unknown address,
 * product or vendor) shows the not-found page with the loader's message; anything else the error page.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === "string" && error.data ? error.data : undefined;
    return <NotFoundPage message={message} />;
  }
  return <ServerErrorPage />;
}
