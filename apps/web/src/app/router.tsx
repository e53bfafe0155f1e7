import { lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { NotFoundPage } from "../pages/not-found";
import { RouteErrorPage } from "../pages/route-error";
import { AppLayout, RootShell } from "./layout";

// Every page is its own chunk; page modules default-export their component for React.lazy.
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
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            // Errors inside a page keep the header and footer around the 404 page.
            errorElement: <RouteErrorPage />,
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

/** The router the browser app runs on. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
