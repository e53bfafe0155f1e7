export const account = {
  profile: {
    intro: "The name and email on your account.",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    submit: "Update",
    saving: "Updating...",
  },
};
