import { Link } from "react-router-dom";
import { PageTitle } from "../components/page-title";

/** The spec's 404 page: unknown routes and routing errors. Loaded eagerly so it works when a chunk fails. */
export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="container-page grid place-items-center py-20 sm:py-28"
    >
      <PageTitle title="Page not found" />
      <div className="text-center">
        <h1
          id="not-found-heading"
          className="bg-gradient-to-br from-brand-600 to-navy-900 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl"
        >
          404!
        </h1>
        <p className="mt-4 text-lg text-muted">The page you are looking is not found.</p>
        <Link to="/" className="btn btn-primary mt-8">
          Back Home
        </Link>
      </div>
    </section>
  );
}
