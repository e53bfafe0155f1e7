/** The services marketplace: /servicepage and /servicepage/{id} (spec section 2). */
export const services = {
  listing: {
    eyebrow: "Trusted vendors",
    intro:
      "Washing, painting, tyre fitting, check-ups and spare parts from vetted workshops across Abu Dhabi. Search near you, then contact a vendor directly.",
    categories: {
      label: "Service categories",
      all: "All",
    },
    count_one: "{{count}} service",
    count_other: "{{count}} services",
    countIn: "in {{category}}",
    countNear: "near {{place}}",
    none: "No vendors match yet.",
    noneNear: "No vendors within reach of {{place}}. Clear the location to see every vendor.",
    noneInCategory: "No {{category}} vendors here. Choose All to see every vendor.",
    viewContact: "View Contact Details",
    viewContactOf: "View Contact Details of {{name}}",
    distance: "{{km}} km away",
    noRatings: "No ratings yet",
  },
  near: {
    heading: "Find Services Near You",
    label: "Area or place",
    placeholder: "Search an area, e.g. Mussafah or Al Reem Island",
    search: "Search",
    searching: "Searching…",
    useMyLocation: "Use my location",
    locating: "Finding you…",
    clear: "Clear",
    clearLabel: "Clear the location",
    suggestions: "Places",
    suggestionsCount_one: "{{count}} place found. Use the arrow keys to choose it.",
    suggestionsCount_other: "{{count}} places found. Use the arrow keys to choose one.",
    currentLocation: "your location",
    showingNear: "Showing vendors nearest to {{place}}",
    geolocationUnsupported: "Your browser cannot share its location. Please search for an area instead.",
    geolocationDenied:
      "We could not get your location. Please allow location access or search for an area instead.",
    pickSuggestion: "Please choose a place from the list",
  },
  why: {
    eyebrow: "Why CarCare",
    heading: "Why Choose Us",
    vetted: {
      title: "Vetted vendors",
      text: "Every workshop on CarCare is checked for licences, equipment and certified technicians before it is listed.",
    },
    near: {
      title: "Close to you",
      text: "Search your area and see the nearest vendors first, with the distance to each one.",
    },
    direct: {
      title: "Talk to them directly",
      text: "Chat on WhatsApp or call the vendor from their page: no middlemen and no hidden extras.",
    },
  },
  faq: {
    heading: "Frequently Asked Questions",
    items: [
      {
        question: "How do I book a service with a vendor?",
        answer:
          "Open the vendor's page with View Contact Details, log in, then chat on WhatsApp or call them to agree a time. The vendor confirms the booking with you directly.",
      },
      {
        question: "How are vendors sorted when I search near me?",
        answer:
          "When you search an area or use your location, we list the vendors within reach nearest first and show how many kilometres away each one is.",
      },
      {
        question: "Can I rate a vendor after my service?",
        answer:
          "Yes. Log in and use Write here on the vendor's page to give a rating from 1 to 5 with a comment. Each customer can rate a vendor once.",
      },
    ],
  },
  detail: {
    goBack: "Go Back",
    goBackLabel: "Go back to the services",
    gallery: "Photos of {{name}}",
    slide: "{{index}} of {{total}}",
    previous: "Previous photo",
    next: "Next photo",
    pause: "Pause the photos",
    play: "Play the photos",
    photo: "{{name}}, photo {{index}}",
    address: "Address",
    category: "Service category",
    details: "Service details",
    contact: "Contact the vendor",
    whatsapp: "Whatsapp Us",
    call: "Call Us",
    chatText: "Hello! I would like to use your service",
    loginToContinue: "Please log in to continue",
  },
  ratings: {
    heading: "Ratings & Reviews",
    writePrompt: "Used this vendor? Tell other drivers how it went.",
    writeHere: "Write here",
    listHeading: "What customers say",
    none: "No Reviews Yet",
    noneHint: "Be the first to rate this vendor.",
    loginFirst: "Please log in to continue",
    dialog: {
      title: "Rate this vendor",
      rating: "Your rating",
      comment: "Your review",
      commentPlaceholder: "What was the service like?",
      submit: "Submit",
      sending: "Sending…",
      close: "Close",
    },
  },
};
