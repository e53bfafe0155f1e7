export const pages = {
  subscription: {
    title: "Subscription Plans",
    description:
      "Monthly car wash and maintenance plans in Abu Dhabi, priced in AED, with trusted vendors near you.",
  },
  myPlan: {
    title: "My Plan",
    description: "Your CarCare plan: validity, services and assigned vendors.",
  },
  accessories: {
    title: "Car Accessories",
    description:
      "Shop car accessories in Abu Dhabi: interior, exterior, electronics and performance parts from top brands, priced in AED.",
  },
  spareParts: {
    title: "Spare Parts",
    description: "Genuine car spare parts in Abu Dhabi: send an enquiry by chat and get a quote fast.",
  },
  services: {
    title: "Car Services",
    description:
      "Find trusted car service vendors near you in Abu Dhabi: washing, painting, tyre fitting, check-ups and spare parts.",
  },
  cart: {
    title: "Cart",
    description: "Your CarCare cart.",
  },
  address: {
    title: "Delivery Address",
    description: "Choose your delivery address.",
  },
  confirm: {
    title: "Order Confirmation",
    description: "Confirm your CarCare order.",
  },
  wishlist: {
    title: "My Collection",
    description: "Your CarCare wishlist.",
  },
  orders: {
    title: "My Orders",
    description: "Your CarCare orders.",
  },
  profile: { title: "My Profile", description: "Your CarCare profile." },
  support: {
    title: "Support",
    description:
      "Help with your CarCare order or plan: chat on WhatsApp, call or email us, or send a message.",
    badge: "Help centre",
    intro:
      "Help with your plan, orders and services. Our Abu Dhabi team is available daily, 8:00 am to 10:00 pm.",
    whatsapp: {
      title: "WhatsApp",
      text: "Chat with our team, usually within minutes.",
      action: "Chat on WhatsApp",
      /** Prefilled in the chat the WhatsApp card opens. */
      greeting: "Hello, I need help with my CarCare order or plan.",
    },
    phone: { title: "Phone", action: "Call us" },
    email: { title: "Email", action: "Send an email" },
    formHeading: "Send us a message",
    formIntro: "We will open WhatsApp with your message ready to send.",
    send: "Send message",
    opening: "Opening WhatsApp with your message",
  },
  privacy: {
    title: "Privacy Policy",
    description: "How CarCare Abu Dhabi collects, uses, shares and protects your personal information.",
    effectiveDate: "Effective date: {{date}}",
    intro:
      'CarCare Abu Dhabi ("we", "us") runs this online store for car accessories, spare parts, car services and subscription plans. This policy explains what personal data we collect, how we use and protect it, and the choices you have.',
    sections: {
      collect: {
        title: "1. Information we collect",
        body: [
          "Account details you give us: your name, email address, mobile number and password (stored only as a secure hash).",
          "Order and delivery details: delivery addresses, the products, services and plans you order, coupons you apply and your order history.",
          "Messages you send us through the contact form, enquiries and reviews, and the ratings you give.",
          "Technical data: your browser type, device, pages visited and the time of your visit. Your location is used only when you ask us to find services near you, and only with your permission.",
        ],
      },
      use: {
        title: "2. How we use your information",
        body: [
          "To create and manage your account, process orders, deliver accessories within Abu Dhabi and manage your subscription plan.",
          "To send you one-time codes, order updates and invoices, and to answer your questions and enquiries.",
          "To improve the store, prevent fraud and keep your account secure.",
          "We send marketing messages only if you have agreed to receive them, and you can opt out at any time.",
        ],
      },
      sharing: {
        title: "3. Sharing your information",
        body: [
          "We do not sell your personal data.",
          "We share only what is needed with the service vendors you choose to contact, delivery partners, payment providers and the providers who host our systems, all bound to protect it.",
          "We may disclose information when the law of the United Arab Emirates requires it.",
        ],
      },
      storage: {
        title: "4. Storage and security",
        body: [
          "Your data is stored on secure servers with access limited to the staff who need it. Passwords are hashed and connections are encrypted.",
          "We keep your data for as long as your account is active or as needed to provide our services and meet legal, tax and accounting obligations.",
        ],
      },
      cookies: {
        title: "5. Cookies",
        body: [
          "We use a session cookie to keep you logged in and to hold your cart. It is required for the store to work.",
          "You can clear or block cookies in your browser settings; if you do, logging in and checkout will not work.",
        ],
      },
      rights: {
        title: "6. Your rights",
        body: [
          "You can access and update your profile at any time from My Profile.",
          "You can ask us for a copy of your data, to correct it, or to delete your account and data, subject to what we must keep by law.",
          "You can withdraw consent to marketing messages at any time.",
        ],
      },
      children: {
        title: "7. Children",
        body: [
          "Our store is intended for users over 18 years of age. We do not knowingly collect data from anyone under 18; if you believe a child has given us personal data, contact us and we will delete it.",
        ],
      },
      changes: {
        title: "8. Changes to this policy",
        body: [
          "We may update this policy from time to time. The effective date at the top shows when it last changed; significant changes will be announced on the website.",
        ],
      },
    },
    contactTitle: "9. Contact us",
    /** <email> wraps the address (a mailto link), <support> the link to /support. */
    contactText:
      "Questions about this policy or your data? Email <email>{{email}}</email> or visit our <support>support page</support>. CarCare, Abu Dhabi, United Arab Emirates.",
  },
};
