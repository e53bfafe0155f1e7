import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The store's pages (spec section 2), rendered on the server and hydrated in the browser: English at
 * today's addresses, Arabic under `/ar` (issue 27). Both languages share the route modules; the
 * Arabic routes get their own ids.
 */
function pages(language: "en" | "ar") {
  const prefix = language === "ar" ? "ar/" : "";
  const id = (file: string) => (language === "ar" ? { id: `ar/${file}` } : {});
  const page = (path: string, file: string) => route(`${prefix}${path}`, `routes/${file}.tsx`, id(file));
  return [
    route(`${prefix}privacy`, "routes/privacy.tsx", id("privacy")),
    layout("layout/store-layout.tsx", id("layout"), [
      language === "ar" ? route("ar", "routes/home.tsx", id("home")) : index("routes/home.tsx"),
      page("subscription", "subscription"),
      page("myplan", "my-plan"),
      page("accessories", "accessories"),
      page("accessories/:id", "accessory-detail"),
      page("spareparts", "spare-parts"),
      page("servicepage", "services"),
      page("servicepage/:id", "service-detail"),
      page("cart", "cart"),
      page("address", "address"),
      page("confirm", "confirm"),
      page("wishlist", "wishlist"),
      page("orders", "orders"),
      page("orders/:reference", "order"),
      page("profile", "profile"),
      page("support", "support"),
      page("*", "not-found"),
    ]),
  ];
}

export default [
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  ...pages("en"),
  ...pages("ar"),
] satisfies RouteConfig;
