import { lazy } from "react";
import { type RouteObject, useRoutes } from "react-router-dom";
import { AppLayout, RootShell } from "./layout";

// Every page is its own chunk; page modules default-export their component for React.lazy.
// The 404 page only shows for a wrong address: loaded when needed, like every page.
const NotFoundPage = lazy(() => import("../pages/not-found").then((m) => ({ default: m.NotFoundPage })));
const HomePage = lazy(() => import("../pages/home"));
const SubscriptionPage = lazy(() => import("../pages/subscription"));
const MyPlanPage = lazy(() => import("../pages/my-plan"));
const AccessoriesPage = lazy(() => import("../pages/accessories"));
const AccessoryDetailPage = lazy(() => import("../pages/accessory-detail"));
const SparePartsPage = lazy(() => import("../pages/spare-parts"));
const ServicesPage = lazy(() => import("../pages/services"));
const ServiceDetailPage = lazy(() => import("../pages/service-detail"));
const CartPage = lazy(() => import("../pages/cart"));
const AddressPage = lazy(() => import("../pages/address"));
const ConfirmPage = lazy(() => import("../pages/confirm"));
const WishlistPage = lazy(() => import("../pages/wishlist"));
const OrdersPage = lazy(() => import("../pages/orders"));
const ProfilePage = lazy(() => import("../pages/profile"));
const SupportPage = lazy(() => import("../pages/support"));
const PrivacyPage = lazy(() => import("../pages/privacy"));

/** The store's routes (spec section 2); exported so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    // RootShell and AppLayout catch render errors themselves (RouteErrorBoundary): the browser runs a
    // declarative router, where errorElement does nothing.
    element: <RootShell />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            children: [
              { index: true, element: <HomePage /> },
              { path: "subscription", element: <SubscriptionPage /> },
              { path: "myplan", element: <MyPlanPage /> },
              { path: "accessories", element: <AccessoriesPage /> },
              { path: "accessories/:id", element: <AccessoryDetailPage /> },
              { path: "spareparts", element: <SparePartsPage /> },
              { path: "servicepage", element: <ServicesPage /> },
              { path: "servicepage/:id", element: <ServiceDetailPage /> },
              { path: "cart", element: <CartPage /> },
              { path: "address", element: <AddressPage /> },
              { path: "confirm", element: <ConfirmPage /> },
              { path: "wishlist", element: <WishlistPage /> },
              { path: "orders", element: <OrdersPage /> },
              { path: "profile", element: <ProfilePage /> },
              { path: "support", element: <SupportPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: "privacy", element: <PrivacyPage /> },
    ],
  },
];

/** The routes for the browser's <BrowserRouter> (main.tsx); tests mount `routes` in a memory router. */
export function AppRoutes() {
  return useRoutes(routes);
}
