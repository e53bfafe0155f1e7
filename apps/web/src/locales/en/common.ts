export const common = {
  backHome: "Back Home",
  backToHome: "Back to Home",
  comingSoon: "Our team is getting this part of the store ready for you. Please check back soon!",
  errors: {
    notFoundTitle: "Page not found",
    notFoundHeading: "404!",
    notFoundText: "The page you are looking is not found.",
    serverHeading: "Something went wrong",
    serverText: "We could not show this page. Please try again in a moment.",
  },
};
