import type { Route } from "./+types/robots-txt";

/** Private pages (the customer's cart, checkout and account) are not for search engines. */
const PRIVATE_PATHS = [
  "/cart",
  "/address",
  "/confirm",
  "/wishlist",
  "/orders",
  "/profile",
  "/myplan",
  "/api/",
];

/** /robots.txt: everything public may be crawled; the sitemap lists it. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    // The same pages in Arabic (issue 27).
    ...PRIVATE_PATHS.filter((path) => !path.startsWith("/api/")).map((path) => `Disallow: /ar${path}`),
    "",
    `Sitemap: ${context.origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
