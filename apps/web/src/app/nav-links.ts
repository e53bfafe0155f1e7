import { m } from "../paraglide/messages.js";
export interface NavItem {
  /** The link's text: its message, called where it is rendered (in the page's language). */
  label: () => string;
  to: string;
}

/** The header's links (spec section 2 "Header"); My Plan replaces Subscribe once plans are built. */
export const HEADER_LINKS: readonly NavItem[] = [
  { label: m.layout_nav_home, to: "/" },
  { label: m.layout_nav_subscribe, to: "/subscription" },
  { label: m.layout_nav_accessories, to: "/accessories" },
  { label: m.layout_nav_spareParts, to: "/spareparts" },
  { label: m.layout_nav_services, to: "/servicepage" },
  { label: m.layout_nav_aboutUs, to: "/#about" },
  { label: m.layout_nav_contactUs, to: "/#contact" },
];

/** Shown instead of Subscribe to a customer with a plan. */
export const MY_PLAN_LINK: NavItem = { label: m.layout_nav_myPlan, to: "/myplan" };

/**
 * A logged-in customer's own pages, in this order in the avatar's Account Settings menu (wide screens)
 * and in the small-screen menu: the one list both read.
 */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: m.layout_account_profile, to: "/profile" },
  { label: m.layout_account_orders, to: "/orders" },
  { label: m.layout_account_myPlan, to: "/myplan" },
  { label: m.layout_account_wishlist, to: "/wishlist" },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: m.layout_nav_home, to: "/" },
  { label: m.layout_nav_subscriptionPlans, to: "/subscription" },
  { label: m.layout_nav_accessories, to: "/accessories" },
  { label: m.layout_nav_spareParts, to: "/spareparts" },
  { label: m.layout_nav_carServices, to: "/servicepage" },
  { label: m.layout_nav_aboutUs, to: "/#about" },
  { label: m.layout_nav_contactUs, to: "/#contact" },
  { label: m.layout_nav_privacyPolicy, to: "/privacy" },
];

/** Static contact details shown in the footer (the address and hours are in the catalogue). */
export const CONTACT = {
  phoneDisplay: "+971 50 123 4567",
  phoneHref: "tel:+971501234567",
  email: "support@carcare.ae",
} as const;
