/** The general spare-parts enquiry (spec section 7), sent by the promo card and the spare-parts banner. */
export const SPARE_PARTS_ENQUIRY = "I like to know more about spare parts";
