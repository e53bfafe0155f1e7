/** The home page's sections 4 to 16: added by their lazily loaded chunks (lib/i18n.ts addCatalogue). */
export const homeSections = {
  features: {
    heading: "Guaranteed with every order",
    delivery: {
      title: "Delivery across Abu Dhabi",
      text: "Accessories delivered to your door for a flat AED 20.",
    },
    parts: { title: "Genuine, warranted parts", text: "Original parts only, backed by a written warranty." },
    turnaround: { title: "Quick turnaround", text: "Most major repairs are finished in 1 to 5 days." },
    help: { title: "Help on WhatsApp", text: "Talk to a real advisor before and after you order." },
  },
  categories: {
    eyebrow: "Shop by category",
    heading: "Accessories by Category",
    explore: "Explore",
    exploreLabel: "Explore {{name}}",
    interior: { name: "Car Interior", text: "Seat covers, mats, organisers" },
    exterior: { name: "Car Exterior", text: "Wax, covers, wipers, polish" },
    electronics: { name: "Electronics & Gadgets", text: "Dash cams, chargers, GPS" },
    performance: { name: "Performance", text: "Filters, plugs, brakes, oil" },
  },
  sparePartsBanner: {
    eyebrow: "Spare parts",
    heading: "Genuine spare parts for every car, found for you",
    text: "Send us your car's model, item code or chassis number and our parts team replies on WhatsApp with availability and a price in AED.",
    action: "Discover",
    imageAlt: "Brake disc, spark plug, oil filter and air filter",
  },
  services: {
    eyebrow: "Services",
    heading: "Our Car Services Include",
    intro:
      "Certified technicians at partner workshops across Abu Dhabi, with over 180 working bays between them.",
    seeAll: "See all services near you",
    painting: {
      title: "Car Painting",
      items: ["Scratch removal", "Panel repainting", "Paint protection"],
    },
    washing: { title: "Car Washing", items: ["Interior cleaning", "Exterior wash", "Waterless wash"] },
    fitting: { title: "Fitting", items: ["Tyre change", "Wheel alignment", "Tyre balancing"] },
    checkup: { title: "General Checkup", items: ["Dashboard polish", "Seat cleaning", "Odour removal"] },
    spareParts: {
      title: "Spare Parts Services",
      items: ["Genuine and OEM parts", "Parts found by chassis number", "Fitting at partner workshops"],
    },
  },
  trustedBrands: { heading: "Trusted Brands We Use" },
  about: {
    eyebrow: "About us",
    heading: "Complete car care you can trust",
    text: "CarCare brings Abu Dhabi drivers one place for accessories, genuine spare parts, vetted service workshops and monthly care plans. We deliver within Abu Dhabi and pick up and drop off your car for servicing.",
    imageAlt: "Technicians at work in a CarCare partner workshop in Mussafah",
    baysValue: "180+",
    baysLabel: "working bays",
    claims: [
      "Over 180 working bays with certified technicians",
      "Original parts and written warranties",
      "No hidden extras: the quote is the price",
      "Most major repairs done in 1 to 5 days",
      "Scheduled services at 40,000 km / 24 months and 100,000 km / 60 months",
    ],
    stats: {
      customers: "Happy customers",
      services: "Services delivered",
      parts: "Parts available",
      brands: "Brands",
    },
  },
  why: {
    eyebrow: "Why CarCare",
    heading: "Why Choose Us",
    oneStore: {
      title: "Complete Car Care in One Place",
      text: "Accessories, spare parts, servicing and care plans from one store, with one chat for any question.",
    },
    technicians: {
      title: "Skilled Technicians You Can Trust",
      text: "Certified technicians at partner workshops, clear quotes before work starts and no hidden extras.",
    },
    parts: {
      title: "Genuine Parts, Guaranteed Quality",
      text: "Original parts from brands you know, fitted with a warranty you can hold us to.",
    },
  },
  seo: {
    heading: "Car service and repair in Abu Dhabi",
    service: {
      title: "Car Service in Abu Dhabi, Done Properly",
      paragraphs: [
        "Abu Dhabi's heat is hard on cars: summer temperatures above 45\u00a0°C age engine oil, coolant, batteries and tyres faster than manufacturers' temperate-climate schedules assume. A regular service keeps your warranty valid and catches small faults before they leave you stranded on the E11.",
        "A CarCare service follows your manufacturer's checklist: oil and filter change, brake and suspension inspection, battery test, coolant and AC check, and a full diagnostic scan. Major services are due at 40,000 km or 24 months and at 100,000 km or 60 months, whichever comes first.",
      ],
    },
    repair: {
      title: "Car Repair You Can Plan Around",
      paragraphs: [
        "From brake pads and AC repairs to bodywork after a parking scrape, our partner workshops across Mussafah, Khalifa City, Al Raha and the island give you a written quote before any work starts. The price you approve is the price you pay: no hidden extras.",
        "Most major repairs are finished within 1 to 5 days, using original or OEM parts with a warranty. Ask for free pickup and drop and we collect your car from home or the office and bring it back when the job is done.",
      ],
    },
    closing: {
      title: "Car Accessories and Spare Parts Delivered in Abu Dhabi",
      paragraphs: [
        "Protect your cabin from the sun with windshield shades and seat covers, keep your paint glossy with ceramic coatings and waxes, and stay safe with a dash cam and a portable jump starter. Every accessory in our store is from a brand we trust and is delivered within Abu Dhabi for a flat AED 20.",
        "Need a part that is not listed? Send us your item code or chassis number on WhatsApp and our parts team checks genuine and OEM stock across the UAE, then replies with availability and a clear price. Fitting can be booked with one of our partner workshops in the same chat.",
      ],
    },
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Frequently Asked Questions",
    intro: "Quick answers about servicing your car with us. Anything else? Ask us in the contact form below.",
    /** Four questions on the spec's topics (spec section 2). */
    items: [
      {
        question: "What does a 40,000 km service include?",
        answer:
          "Engine oil and oil filter, air and cabin filters, spark plugs where due, brake fluid check, a brake, suspension and steering inspection, tyre rotation, a battery test, coolant and AC checks and a full diagnostic scan, following your manufacturer's schedule.",
      },
      {
        question: "Why should I choose CarCare?",
        answer:
          "You get accessories, genuine spare parts and trusted workshops in one place, with certified technicians, warranties on parts and work, free pickup and drop in Abu Dhabi and a clear quote before any work starts.",
      },
      {
        question: "How is CarCare different from other garages?",
        answer:
          "We are not a single garage: we work with partner workshops that together have over 180 working bays, so you get an early slot near you. Prices are agreed up front in AED with no hidden extras, and most major repairs are done in 1 to 5 days.",
      },
      {
        question: "What is the best service for my car?",
        answer:
          "Follow the interval in your owner's manual: a minor service every 10,000 km or 12 months and a major service at 40,000 km or 24 months and 100,000 km or 60 months. In Abu Dhabi's heat, also have the battery, coolant and AC checked before every summer. Message us your model and mileage and we will recommend the right package.",
      },
    ],
  },
  reviews: {
    eyebrow: "Testimonials",
    heading: "Customer Reviews",
    previous: "Previous review",
    next: "Next review",
    carouselLabel: "Review slides",
    slideLabel: "{{index}} of {{total}}",
    announcement: "Review by {{name}}, {{location}}, rated {{rating}} out of 5: {{message}}",
    /** Hard-coded testimonials (spec section 3: four entries). */
    items: {
      ahmed: {
        name: "Ahmed Al Mansoori",
        location: "Khalifa City, Abu Dhabi",
        message:
          "They picked up my Land Cruiser from home, did the 40,000 km service and had it back the same evening. The quote matched the bill exactly.",
      },
      priya: {
        name: "Priya Nair",
        location: "Al Reem Island, Abu Dhabi",
        message:
          "Ordered a dash cam and sun shades in the morning and they were delivered the next day. Genuine products and easy WhatsApp support.",
      },
      omar: {
        name: "Omar Haddad",
        location: "Mussafah, Abu Dhabi",
        message:
          "I sent my chassis number on WhatsApp and got a price for original brake pads within the hour. Fitting was quick and professional.",
      },
      sarah: {
        name: "Sarah Thompson",
        location: "Al Raha Beach, Abu Dhabi",
        message:
          "The scratch on my bumper is simply gone. Clear pricing, friendly technicians and they kept me updated with photos the whole time.",
      },
    },
  },
  contact: {
    eyebrow: "Contact us",
    heading: "Get in Touch",
    intro:
      "Questions about a service, a part or an order? Send us a message and our team replies on WhatsApp.",
    chat: "Chat on WhatsApp",
    address: "Abu Dhabi, United Arab Emirates",
    opening: "Opening WhatsApp with your message…",
    send: "Send Message",
  },
};
