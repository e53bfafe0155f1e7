/** English, the store's only language for now; Arabic (right to left) comes later. */
export const en = {
  common: {
    backHome: "Back Home",
    backToHome: "Back to Home",
    comingSoon: "Our team is getting this part of the store ready for you. Please check back soon!",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundHeading: "404!",
    notFoundText: "The page you are looking is not found.",
    serverHeading: "Something went wrong",
    serverText: "We could not show this page. Please try again in a moment.",
  },
  auth: {
    login: "Login",
    loginToSee: "Please log in to see this page.",
  },
  catalog: {
    price: "Price",
    productNotFound: "We could not find that product. It may have been removed.",
    productDescription: "{{name}} by {{brand}}, {{price}}. Delivered in Abu Dhabi by CarCare.",
  },
  services: {
    vendorNotFound: "We could not find that service vendor.",
    vendorDescription: "{{name}}: {{category}} at {{address}}. Book through CarCare Abu Dhabi.",
  },
  home: {
    meta: {
      title: "Car Service & Repair in Abu Dhabi | Accessories & Spare Parts | CarCare",
      description:
        "Car service and repair in Abu Dhabi with free pickup and drop, certified technicians and genuine parts. Shop car accessories and order spare parts, prices in AED.",
      keywords:
        "car service Abu Dhabi, car repair Abu Dhabi, car maintenance, car accessories UAE, genuine spare parts Abu Dhabi, car wash, car painting, tyre change, wheel alignment",
    },
  },
  pages: {
    subscription: {
      title: "Subscription Plans",
      summary: "Monthly car-wash and maintenance plans with trusted vendors.",
      description:
        "Monthly car wash and maintenance plans in Abu Dhabi, priced in AED, with trusted vendors near you.",
    },
    myPlan: {
      title: "My Plan",
      summary: "Your current plan, its validity and your assigned vendors.",
      description: "Your CarCare plan: validity, services and assigned vendors.",
    },
    accessories: {
      title: "Car Accessories",
      summary: "Interior, exterior, electronics and performance accessories from top brands.",
      description:
        "Shop car accessories in Abu Dhabi: interior, exterior, electronics and performance parts from top brands, priced in AED.",
    },
    accessoryDetail: { summary: "Photos, price, description and customer reviews are on their way." },
    spareParts: {
      title: "Spare Parts",
      summary: "Genuine spare parts for your car, ordered through a quick chat.",
      description: "Genuine car spare parts in Abu Dhabi: send an enquiry by chat and get a quote fast.",
    },
    services: {
      title: "Car Services",
      summary: "Trusted service vendors near you: washing, painting, fitting and more.",
      description:
        "Find trusted car service vendors near you in Abu Dhabi: washing, painting, tyre fitting, check-ups and spare parts.",
    },
    serviceDetail: { summary: "Photos, services, ratings and contact details are on their way." },
    cart: {
      title: "Cart",
      summary: "Your cart, coupons and order total in AED.",
      description: "Your CarCare cart.",
    },
    address: {
      title: "Delivery Address",
      summary: "Choose or add the address we deliver your order to.",
      description: "Choose your delivery address.",
    },
    confirm: {
      title: "Order Confirmation",
      summary: "Review your order and place it.",
      description: "Confirm your CarCare order.",
    },
    wishlist: {
      title: "My Collection",
      summary: "Products you saved for later.",
      description: "Your CarCare wishlist.",
    },
    orders: {
      title: "My Orders",
      summary: "Your orders and their status.",
      description: "Your CarCare orders.",
    },
    profile: { title: "My Profile", summary: "Your name and email.", description: "Your CarCare profile." },
    support: {
      title: "Support",
      description:
        "Help with your CarCare order or plan: chat on WhatsApp, call or email us, or send a message.",
    },
    privacy: {
      title: "Privacy Policy",
      description: "How CarCare Abu Dhabi collects, uses, shares and protects your personal information.",
    },
  },
} as const;
