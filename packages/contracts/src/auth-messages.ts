// The sign-in texts the schemas and the API answer with, in English (the existing clients compare
// some of them): read from the shared message catalogue (messages/en.json), so every language has one
// source. Kept out of constants.ts: computing them loads the catalogue, which no page's first load needs.
import { m } from "./paraglide/messages.js";

/** The English texts below are the message catalogue's (messages/en.json): one source for every language. */
const EN = { locale: "en" } as const;

export const PASSWORD_RULE_MESSAGE = m.authPasswordRule({}, EN);

/** Validation texts of the sign-in forms: spec section 5's, then our own for what the spec leaves open. */
export const AUTH_VALIDATION_MESSAGES = {
  loginRequired: m.authLoginRequired({}, EN),
  signupRequired: m.authSignupRequired({}, EN),
  passwordsDiffer: m.authPasswordsDiffer({}, EN),
  identifierRequired: m.authIdentifierRequired({}, EN),
  emailRequired: m.authEmailRequired({}, EN),
  emailInvalid: m.authEmailInvalid({}, EN),
  phoneRequired: m.authPhoneRequired({}, EN),
  phoneInvalid: m.authPhoneInvalid({}, EN),
  codeRequired: m.authCodeRequired({}, EN),
  confirmRequired: m.authConfirmRequired({}, EN),
  firstNameRequired: m.authFirstNameRequired({}, EN),
  passwordRule: PASSWORD_RULE_MESSAGE,
  passwordTooLong: m.authPasswordTooLong({}, EN),
} as const;

/** Success bodies carry the texts the spec's clients toast (spec section 8). */
export const AUTH_MESSAGES = {
  loggedIn: m.authLoggedIn({}, EN),
  registered: m.authRegistered({}, EN),
  codeSent: m.authCodeSent({}, EN),
  codeVerified: m.authCodeVerified({}, EN),
  loggedOut: m.authLoggedOut({}, EN),
  passwordUpdated: m.authPasswordUpdated({}, EN),
  profileUpdated: m.authProfileUpdated({}, EN),
} as const;
