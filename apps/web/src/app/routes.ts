import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The store's pages (spec section 2), rendered on the server and hydrated in the browser. */
export default [
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("privacy", "routes/privacy.tsx"),
  layout("layout/store-layout.tsx", [
    index("routes/home.tsx"),
    route("subscription", "routes/subscription.tsx"),
    route("myplan", "routes/my-plan.tsx"),
    route("accessories", "routes/accessories.tsx"),
    route("accessories/:id", "routes/accessory-detail.tsx"),
    route("spareparts", "routes/spare-parts.tsx"),
    route("servicepage", "routes/services.tsx"),
    route("servicepage/:id", "routes/service-detail.tsx"),
    route("cart", "routes/cart.tsx"),
    route("address", "routes/address.tsx"),
    route("confirm", "routes/confirm.tsx"),
    route("wishlist", "routes/wishlist.tsx"),
    route("orders", "routes/orders.tsx"),
    route("profile", "routes/profile.tsx"),
    route("support", "routes/support.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
