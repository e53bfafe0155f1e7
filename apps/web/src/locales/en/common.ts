export const common = {
  /** The ratings block (ui/rating-summary.tsx) on product and vendor pages. */
  ratings: {
    average: "{{average}} out of 5",
    basedOn_one: "Based on {{count}} review",
    basedOn_other: "Based on {{count}} reviews",
    distribution: "How customers rated it",
    starsLabel_one: "{{count}} star",
    starsLabel_other: "{{count}} stars",
    bucket: "{{stars}}: {{percentage}}% of reviews ({{count}})",
  },
  backHome: "Back Home",
  logoTagline: "Abu Dhabi",
  /** After the logo's own text in its links: read as "CarCare Abu Dhabi, home". */
  homeLinkSuffix: ", home",
  copyright: "© {{year}} CarCare. All rights reserved.",
  dismiss: "Dismiss",
  rating: "Rated {{rating}} out of 5",
  opensInNewTab: "(opens in a new tab)",
  chat: {
    /** The general spare-parts enquiry (spec section 7): the home page's cards and the spare-parts hero. */
    sparePartsEnquiry: "I would like to know more about spare parts",
    opensWhatsapp: "(opens WhatsApp in a new tab)",
  },
  contactForm: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    required: "Please fill in all the fields",
  },
  /** The contact form's WhatsApp message, one line per field (spec section 7). */
  whatsappMessage: {
    name: "NAME: {{value}}",
    email: "EMAIL: {{value}}",
    phone: "PHONE: {{value}}",
    message: "MESSAGE: {{value}}",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundHeading: "404!",
    notFoundText: "The page you are looking for was not found.",
    serverHeading: "Something went wrong",
    serverText: "We could not show this page. Please try again in a moment.",
    network: "We could not reach the store. Please check your connection and try again.",
    generic: "something went wrong",
  },
};
