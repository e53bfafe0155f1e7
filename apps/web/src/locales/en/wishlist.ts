export const wishlist = {
  intro: "Products you saved for later.",
  loading: "Loading your collection...",
  loadFailed: "We could not load your collection. Please try again.",
  retry: "Try again",
  listLabel: "Saved products",
  moveToCart: "Move to Cart",
  moveToCartOf: "Move to Cart: {{name}}",
  remove: "Remove {{name}} from your collection",
  empty: {
    title: "Your collection is empty",
    text: "Tap the heart on any accessory to keep it here for later.",
    action: "Browse accessories",
  },
};
