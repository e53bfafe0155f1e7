export const plans = {
  meta: {
    title: "Car Service Plans in Abu Dhabi: Wash & Maintenance Subscriptions",
    description:
      "Monthly car wash and maintenance subscription plans in Abu Dhabi for 6 or 12 months, priced in AED, with trusted vendors near you.",
  },
  loading: "Loading...",
  hero: {
    eyebrow: "Subscription plans",
    title: "Car Service Plans in Abu Dhabi",
    text: "Regular washes and routine maintenance from trusted vendors near you, for one monthly price in AED. Choose 6 or 12 months and subscribe on WhatsApp.",
    viewAll: "View all plans",
  },
  upgrade: {
    title: "Upgrade Your Plan",
    text: "Pick a new plan below and message us on WhatsApp: we move you over from your current plan.",
  },
  toggle: {
    label: "Plan duration",
    months: "{{count}} months",
  },
  /** Shown only when a longer plan is really cheaper per month: the best such saving, rounded down. */
  banner: "Save up to {{percent}}% a month with a {{months}}-month plan",
  wash: {
    heading: "Car Wash Plans",
    intro: "Hand washes at your home or office, with interior care on the premium plans.",
  },
  maintenance: {
    heading: "Maintenance Plans",
    intro: "Routine servicing by certified technicians, with genuine parts and pick-up and drop.",
  },
  card: {
    perMonth: "/month",
    popular: "Popular",
    subscribe: "Subscribe",
    /** Read after "Subscribe" by screen readers: every card's button is then told apart. */
    subscribeTo: "to {{name}}, {{months}} months",
    features: "What's included",
    none: "No plans for this duration yet. Try the other one.",
  },
  /** The Subscribe chat message (spec section 7); {{price}} already reads "AED 149.00". */
  subscribeMessage:
    "Hello I would like to subscribe for {{name}} plan ({{type}}) for {{month}} months at {{price}}",
  current: {
    heading: "Your Current Plan",
    intro: "Your plan, its dates and the vendors who look after your car.",
    perMonth: "/month",
    price: "Price",
    category: "Category",
    duration: "Duration",
    months: "{{count}} months",
    validFrom: "Valid from",
    validTill: "Valid till",
    validUntil: "Valid until",
    vendors: "Assigned Vendors",
    vendorCount_one: "{{count}} vendor",
    vendorCount_other: "{{count}} vendors",
    noVendors: "No vendors assigned yet",
    chat: "WhatsApp",
    call: "Call",
    chatWith: "WhatsApp {{name}}",
    callVendor: "Call {{name}}",
    /** The chat a vendor's WhatsApp link opens (spec section 7). */
    vendorGreeting: "Hello! I would like to use your service",
    upgrade: "Upgrade Plan",
    support: "Contact Support",
  },
  notSubscribed: {
    text: "You are not subscribed to any plan.",
    action: "View plans",
  },
  marketing: {
    heading: "Total car care, one simple monthly plan",
    paragraphs: [
      "A CarCare plan takes the planning out of looking after your car. Washes are booked for you, servicing happens on schedule, and genuine parts and certified technicians are part of the price, so there are no surprise bills.",
      "Every plan is priced per month in AED and runs for 6 or 12 months. Once you subscribe on WhatsApp, we assign trusted vendors near you in Abu Dhabi and you can reach them directly from My Plan.",
    ],
    audienceHeading: "Who our plans suit",
    audience: [
      {
        title: "Busy professionals",
        text: "No queues and no reminders to set: washes and services come to your home or office.",
      },
      {
        title: "Families and fleet owners",
        text: "Several cars kept clean and road-ready with one plan each and one contact for all of them.",
      },
      {
        title: "People who want to save",
        text: "One fixed monthly price in AED and no surprise bills: you know what your car care costs before the month starts.",
      },
    ],
  },
};
