export interface NavItem {
  label: string;
  to: string;
}

/** The header's links (spec section 2 "Header"); My Plan replaces Subscribe once plans are built. */
export const HEADER_LINKS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Subscribe", to: "/subscription" },
  { label: "Accessories", to: "/accessories" },
  { label: "Spare Parts", to: "/spareparts" },
  { label: "Services", to: "/servicepage" },
  { label: "About Us", to: "/#about" },
  { label: "Contact Us", to: "/#contact" },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Subscription Plans", to: "/subscription" },
  { label: "Accessories", to: "/accessories" },
  { label: "Spare Parts", to: "/spareparts" },
  { label: "Car Services", to: "/servicepage" },
  { label: "About Us", to: "/#about" },
  { label: "Contact Us", to: "/#contact" },
  { label: "Privacy Policy", to: "/privacy" },
];

/** Static contact details shown in the footer and on the home page. */
export const CONTACT = {
  phoneDisplay: "+971 50 123 4567",
  phoneHref: "tel:+971501234567",
  email: "support@carcare.ae",
  address: "Abu Dhabi, United Arab Emirates",
  hours: "Open daily, 8:00 am – 10:00 pm",
} as const;
