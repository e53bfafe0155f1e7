export const spareParts = {
  meta: {
    title: "Genuine Car Spare Parts in Abu Dhabi",
    description:
      "Order genuine and OEM car spare parts in Abu Dhabi by WhatsApp: send your item code or chassis number and get availability and a price in AED, delivered across the UAE.",
  },
  hero: {
    eyebrow: "Spare parts",
    title: "Genuine Car Spare Parts in Abu Dhabi",
    text: "Tell us what your car needs and our parts team finds it: genuine and OEM parts from the brands you trust, priced in AED and delivered to your door.",
    action: "Enquire Now",
    imageAlt: "Car spare parts: a brake disc, a filter and a spark plug",
  },
  howItWorks: {
    eyebrow: "How it works",
    heading: "Your part in three steps",
    steps: [
      {
        title: "Find the part",
        text: "Send us the item code, your chassis number or simply the part you need.",
      },
      {
        title: "Order via chat",
        text: "We confirm availability and the price in AED on WhatsApp, then you order.",
      },
      {
        title: "Get it delivered",
        text: "Your part is delivered to your home or garage anywhere in the UAE.",
      },
    ],
  },
  stats: {
    label: "CarCare spare parts in numbers",
    items: [
      { value: "1M+", label: "Genuine spare parts" },
      { value: "100+", label: "Top brands" },
      { value: "1000+", label: "Parts shipped" },
    ],
  },
  whyChoose: {
    eyebrow: "Why CarCare",
    heading: "Why Choose CarCare for Spare Parts",
    cards: [
      {
        value: "100+",
        title: "Happy customers",
        text: "Drivers and garages across Abu Dhabi order their parts from us again and again.",
      },
      {
        value: "500+",
        title: "Services completed",
        text: "Our partner workshops can fit your part, booked in the same chat.",
      },
      {
        value: "7 days",
        title: "Parts team on WhatsApp",
        text: "Real people reply every day from 8:00 am to 10:00 pm with availability and prices.",
      },
    ],
  },
  enquiry: {
    eyebrow: "Enquire",
    heading: "Ask for the part you need",
  },
  itemCode: {
    heading: "Know the item code?",
    text: "Enter the part's item code and we reply on WhatsApp with availability and a price.",
    label: "Item code",
    placeholder: "e.g. 04465-33450",
    required: "Please enter the item code",
    submit: "Enquire on WhatsApp",
  },
  chassis: {
    heading: "Search by chassis number",
    text: "Not sure which part fits? Send your chassis (VIN) number and we find the right parts for your car.",
    label: "Chassis number",
    placeholder: "e.g. JTDBR32E720123456",
    required: "Please enter the chassis number",
    submit: "Enquire on WhatsApp",
  },
  opening: "Opening WhatsApp with your enquiry",
  brands: {
    eyebrow: "Partner brands",
    heading: "Parts from brands you trust",
    intro: "Genuine parts from the makers workshops rely on. Ask about any of them.",
    action: "Ask about parts",
    actionFor: "for {{brand}}",
  },
  /** The chat messages of spec section 7, with its spelling and grammar slips corrected. */
  chat: {
    itemCode: "My item code is {{code}}. I would like to know about my spare parts",
    chassis: "My chassis number is {{number}}. I would like to discover spare parts for my car",
    brand: "I would like to know about spare parts for {{brand}}",
  },
  seo: {
    heading: "Car spare parts in Abu Dhabi, without the search",
    paragraphs: [
      "Finding the right spare part in Abu Dhabi usually means calls to several shops and a trip across town. With CarCare you send one WhatsApp message: an item code, a chassis number or a photo of the old part, and our parts team checks genuine and OEM stock across the UAE for you.",
      "We supply engine parts, filters, brakes, suspension, lighting, batteries and tyres for Japanese, Korean, European and American cars. Every quote is a clear price in AED, and parts come with the maker's warranty.",
      "Need the part fitted? Our partner workshops in Mussafah, Khalifa City and across Abu Dhabi can fit it, booked in the same chat.",
    ],
  },
};
