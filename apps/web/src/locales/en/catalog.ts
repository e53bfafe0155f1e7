export const catalog = {
  card: {
    addToCart: "Add to cart",
    addToCartNamed: "Add {{name}} to cart",
    addToWishlist: "Add {{name}} to wishlist",
  },
  percentOff: "{{percent}}% OFF",
  wasPrice: "was",
  deals: {
    heading: "Today's Deals",
    upTo: "Upto {{percent}}% OFF",
    kicker: "Deal of the day",
  },
  brandProducts: {
    eyebrow: "Top brands",
    heading: "Discover Car Accessories From Top Brands",
    viewAll: "View all Products",
  },
  price: "Price",
  productNotFound: "We could not find that product. It may have been removed.",
  productDescription: "{{name}} by {{brand}}, {{price}}. Delivered in Abu Dhabi by CarCare.",
  vendorNotFound: "We could not find that service vendor.",
  vendorDescription: "{{name}}: {{category}} at {{address}}. Book through CarCare Abu Dhabi.",
};
