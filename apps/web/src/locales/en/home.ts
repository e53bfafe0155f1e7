export const home = {
  meta: {
    title: "Car Service & Repair in Abu Dhabi | Accessories & Spare Parts | CarCare",
    description:
      "Car service and repair in Abu Dhabi with free pickup and drop, certified technicians and genuine parts. Shop car accessories and order spare parts, prices in AED.",
    keywords:
      "car service Abu Dhabi, car repair Abu Dhabi, car maintenance, car accessories UAE, genuine spare parts Abu Dhabi, car wash, car painting, tyre change, wheel alignment",
  },
  hero: {
    badge: "Abu Dhabi's car-care store",
    /** {{city}} is the highlighted city (hero.city), wherever the language puts it. */
    title: "Car service, repair & accessories in {{city}}",
    city: "Abu Dhabi",
    intro:
      "Book trusted car services, order genuine spare parts and shop accessories from top brands, with free pickup and drop across the city.",
    bookService: "Book a service",
    shopAccessories: "Shop accessories",
    getApp: "Get the CarCare app",
    imageAlt: "A technician checking a white SUV in a clean CarCare workshop",
    guaranteesLabel: "Our guarantees",
    guarantees: {
      pickup: { title: "Free Pickup & Drop", text: "We collect and return your car anywhere in Abu Dhabi" },
      parts: { title: "Genuine Parts", text: "Original parts with warranty on every job" },
      price: { title: "Affordable Price", text: "Clear quotes in AED, no hidden extras" },
    },
    android: { prefix: "Get it on", store: "Google Play", note: "(Android app, opens in a new tab)" },
    ios: { prefix: "Download on the", store: "App Store", note: "(iOS app, opens in a new tab)" },
  },
  promo: {
    heading: "What we offer",
    accessories: {
      title: "Best Car Accessories from Top Brands",
      text: "Seat covers, dash cams, care kits and more, delivered across Abu Dhabi.",
      action: "View Products",
    },
    services: {
      title: "Affordable Car Services",
      text: "Washing, painting, fitting and check-ups from vetted local garages.",
      action: "Find Services",
    },
    spareParts: {
      title: "Top-Quality Spare Parts",
      text: "Genuine and OEM parts for every make. Ask us on WhatsApp for a quote.",
      action: "Enquire Now",
    },
  },
};
