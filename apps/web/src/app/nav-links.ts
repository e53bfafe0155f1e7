export interface NavItem {
  /** The link's text in the catalogue (locales/en/layout.ts), translated where it is rendered. */
  labelKey: string;
  to: string;
}

/** The header's links (spec section 2 "Header"); My Plan replaces Subscribe once plans are built. */
export const HEADER_LINKS: readonly NavItem[] = [
  { labelKey: "layout.nav.home", to: "/" },
  { labelKey: "layout.nav.subscribe", to: "/subscription" },
  { labelKey: "layout.nav.accessories", to: "/accessories" },
  { labelKey: "layout.nav.spareParts", to: "/spareparts" },
  { labelKey: "layout.nav.services", to: "/servicepage" },
  { labelKey: "layout.nav.aboutUs", to: "/#about" },
  { labelKey: "layout.nav.contactUs", to: "/#contact" },
];

/** Shown instead of Subscribe to a customer with a plan. */
export const MY_PLAN_LINK: NavItem = { labelKey: "layout.nav.myPlan", to: "/myplan" };

/**
 * A logged-in customer's own pages, in this order in the avatar's Account Settings menu (wide screens)
 * and in the small-screen menu: the one list both read.
 */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { labelKey: "layout.account.profile", to: "/profile" },
  { labelKey: "layout.account.orders", to: "/orders" },
  { labelKey: "layout.account.myPlan", to: "/myplan" },
  { labelKey: "layout.account.wishlist", to: "/wishlist" },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { labelKey: "layout.nav.home", to: "/" },
  { labelKey: "layout.nav.subscriptionPlans", to: "/subscription" },
  { labelKey: "layout.nav.accessories", to: "/accessories" },
  { labelKey: "layout.nav.spareParts", to: "/spareparts" },
  { labelKey: "layout.nav.carServices", to: "/servicepage" },
  { labelKey: "layout.nav.aboutUs", to: "/#about" },
  { labelKey: "layout.nav.contactUs", to: "/#contact" },
  { labelKey: "layout.nav.privacyPolicy", to: "/privacy" },
];

/** Static contact details shown in the footer (the address and hours are in the catalogue). */
export const CONTACT = {
  phoneDisplay: "+971 50 123 4567",
  phoneHref: "tel:+971501234567",
  email: "support@carcare.ae",
} as const;
