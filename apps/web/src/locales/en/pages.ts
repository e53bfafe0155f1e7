export const pages = {
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
};
