/**
 * Constants and messages any page may import without pulling in zod: the
 * `@carcare/contracts/constants` entry. The schemas take their messages from here, so a form and the
 * API say the same thing.
 */

/** The exact text the existing clients compare against (spec section 6). */
export const NOT_AUTHENTICATED_DETAIL = "Authentication credentials were not provided.";

/** The phone input defaults to the UAE (spec section 5); its country code, without the plus. */
export const UAE_DIAL_CODE = "971";
/** E.164 allows at most 15 digits, country code included (spec section 5: up to 15 digits). */
export const PHONE_MAX_DIGITS = 15;

/** The emailed codes have 4 digits (spec section 9). */
export const OTP_LENGTH = 4;

export const PASSWORD_MIN_LENGTH = 8;
/** How much of a password bcrypt reads: it ignores everything after the 72nd UTF-8 byte (decision 008). */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** Validation texts of the sign-in forms: spec section 5's, then our own for what the spec leaves open. */
export const AUTH_VALIDATION_MESSAGES = {
  loginRequired: "Please fill all the fields",
  signupRequired: "Please fill in all the fields",
  passwordsDiffer: "Passwords doesnt match",
  identifierRequired: "Please enter your mobile number or email",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Please enter your phone number",
  phoneInvalid: "Please enter a valid phone number",
  codeRequired: "Please enter the 4-digit code",
  confirmRequired: "Please confirm the password",
  firstNameRequired: "Please enter your first name",
  passwordRule: PASSWORD_RULE_MESSAGE,
  passwordTooLong: `Password is too long: use at most ${PASSWORD_MAX_BYTES} characters (fewer with Arabic, accented letters or emoji)`,
} as const;

/** Success bodies carry the texts the spec's clients toast (spec section 8). */
export const AUTH_MESSAGES = {
  loggedIn: "successfully logged in",
  registered: "successfully registered",
  codeSent: "OTP has been send to mail id",
  codeVerified: "OTP Verified Successfully",
  loggedOut: "successfully logged out",
  passwordUpdated: "Password updated successfully",
  profileUpdated: "profile updated successfully",
} as const;

/**
 * The picture shown for a product, category or vendor that has none (a public file of the web app,
 * served like every other image): an import may leave a category's image empty and a product's out.
 */
export const PLACEHOLDER_IMAGE = "/img/placeholder.svg";
