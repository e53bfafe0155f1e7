export const auth = {
  login: "Login",
  loginToSee: "Please log in to see this page.",
};
