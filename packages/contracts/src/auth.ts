import { z } from "zod";
import { safeString } from "./common.js";
import { AUTH_VALIDATION_MESSAGES as MESSAGES, PASSWORD_RULE_MESSAGE } from "./auth-messages.js";
import { OTP_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "./constants.js";
import { normalisePhone, withCountryCode } from "./phone.js";
import { endpoint, named, ok, MESSAGE_ANSWER } from "./endpoint.js";

/** Trimmed and non-empty; `message` when it is missing or blank. */
const required = (message: string) => safeString(message).trim().min(1, message);

/**
 * True when bcrypt would not read the whole password: past 72 UTF-8 bytes (an Arabic letter takes 2,
 * an emoji 4) it ignores the rest, so a longer password would also match on its first 72 bytes alone.
 * Such passwords are refused rather than pre-hashed (decision 008).
 */
export function isPasswordTooLong(password: string): boolean {
  // Counted by hand: contracts run in the browser and in Node, and assume neither TextEncoder nor Buffer.
  let bytes = 0;
  for (const char of password) {
    const code = char.codePointAt(0) ?? 0;
    // A lone surrogate counts 3, as the replacement character it is sent as.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    // Stop early: login reads passwords of any length up to the body limit.
    if (bytes > PASSWORD_MAX_BYTES) return true;
  }
  return false;
}

/** A password of the store's rule; `requiredMessage` (and no other) when it is empty. */
export function passwordSchema(requiredMessage: string = PASSWORD_RULE_MESSAGE) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE)
    .refine((password) => !isPasswordTooLong(password), MESSAGES.passwordTooLong);
}
export const PasswordSchema = passwordSchema();

/** An email, trimmed and lower-cased; `requiredMessage` (and no other) when it is empty. */
export function emailSchema(requiredMessage: string = MESSAGES.emailRequired) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .pipe(z.email(MESSAGES.emailInvalid).max(254));
}
export const EmailSchema = emailSchema();

/** A phone number in any usual form, normalised to +971…; `requiredMessage` when it is empty. */
export function phoneSchema(requiredMessage: string = MESSAGES.phoneRequired) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, requiredMessage))
    .transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return phone;
    });
}
export const PhoneSchema = phoneSchema();

/**
 * The login and signup dialogs' phone: a country code from a select (the UAE's by default) and the
 * number as typed, in any usual form. Read with the API's own normaliser and sent as the existing
 * clients send it: country code and number, digits only ("971501234567").
 */
export function countryPhoneSchema(requiredMessage: string) {
  return z
    .object({ dial: z.string().regex(/^\d{1,4}$/), number: z.string() })
    .transform(({ dial, number }, ctx) => {
      if (number.trim() === "") {
        ctx.addIssue({ code: "custom", message: requiredMessage });
        return z.NEVER;
      }
      const phone = normalisePhone(withCountryCode(dial, number));
      if (!phone) {
        ctx.addIssue({ code: "custom", message: MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return phone.slice(1);
    });
}
export type CountryPhone = z.input<ReturnType<typeof countryPhoneSchema>>;

/** A 4-digit code; the existing client sends it as a number (0427 arrives as 427). */
export const OtpSchema = z
  .union([z.string(), z.number()], { error: MESSAGES.codeRequired })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,4}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: MESSAGES.codeRequired });
      return z.NEVER;
    }
    return text.padStart(OTP_LENGTH, "0");
  });

/** The 4-box code entry (spec section 5): one digit in every box, joined into the code. */
export const CodeEntrySchema = z.object({
  otp: z.array(z.string()).transform((boxes, ctx) => {
    const code = boxes.join("");
    if (boxes.length !== OTP_LENGTH || !/^\d+$/.test(code) || code.length !== OTP_LENGTH) {
      ctx.addIssue({ code: "custom", message: MESSAGES.codeRequired });
      return z.NEVER;
    }
    return code;
  }),
});
export type CodeEntry = z.input<typeof CodeEntrySchema>;

/** The customer as every client reads it (get_logged_in_user): username is the phone. */
export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Signup: every field required, with the spec's one message when any is missing (section 5). */
export const SignupInputSchema = z.object({
  name: required(MESSAGES.signupRequired).max(100),
  email: emailSchema(MESSAGES.signupRequired),
  phone: phoneSchema(MESSAGES.signupRequired),
  password: passwordSchema(MESSAGES.signupRequired),
});
export type SignupInput = z.input<typeof SignupInputSchema>;

/** The Sign Up dialog: the signup input with the phone beside its country-code select. */
export const SignupFormSchema = SignupInputSchema.extend({
  phone: countryPhoneSchema(MESSAGES.signupRequired),
});
export type SignupForm = z.input<typeof SignupFormSchema>;

export const LoginInputSchema = z.object({
  username: required(MESSAGES.loginRequired).max(40),
  // No length cap here: logIn answers any password over 72 bytes with the usual invalid-login
  // message (decision 008), so a cap's own message would tell the rule away. The body limit bounds it.
  password: z.string({ error: MESSAGES.loginRequired }).min(1, MESSAGES.loginRequired),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

/** The Login dialog: phone (beside its country-code select) and password, both required; sends a LoginInput. */
export const LoginFormSchema = z
  .object({
    phone: countryPhoneSchema(MESSAGES.loginRequired),
    password: LoginInputSchema.shape.password,
  })
  .transform(({ phone, password }): LoginInput => ({ username: phone, password }));
export type LoginForm = z.input<typeof LoginFormSchema>;

export const EditProfileInputSchema = z.object({
  first_name: required(MESSAGES.firstNameRequired).max(100),
  last_name: safeString().trim().max(100).default(""),
  email: EmailSchema,
});
export type EditProfileInput = z.input<typeof EditProfileInputSchema>;

export const SendResetCodeInputSchema = z.object({ email: EmailSchema });
export type SendResetCodeInput = z.input<typeof SendResetCodeInputSchema>;

export const VerifyResetCodeInputSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyResetCodeInput = z.input<typeof VerifyResetCodeInputSchema>;

/** New and confirm must match (spec section 5). */
function passwordsMatch(input: { new_password: string; confirm_password: string }): boolean {
  return input.new_password === input.confirm_password;
}

export const ResetPasswordInputSchema = z
  .object({
    email: EmailSchema,
    new_password: PasswordSchema,
    confirm_password: z.string({ error: MESSAGES.confirmRequired }),
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDiffer, path: ["confirm_password"] });
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;

/**
 * The Set New Password dialog: both fields required (the signup message), the password rule, and a
 * match, all checked before anything is sent. The email comes from the verification step.
 */
export const NewPasswordFormSchema = z
  .object({
    new_password: passwordSchema(MESSAGES.signupRequired),
    confirm_password: z.string().min(1, MESSAGES.signupRequired),
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDiffer, path: ["confirm_password"] });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

/**
 * OTP login's "mobile number or email". A phone in any form becomes one E.164 number and an email is
 * lower-cased, so every spelling of one account counts against the same resend cooldown.
 */
const IdentifierSchema = required(MESSAGES.identifierRequired)
  .max(254)
  .transform((text) => (text.includes("@") ? text.toLowerCase() : (normalisePhone(text) ?? text)));

/** OTP login: a phone number or an email; the code always goes to the account's email. */
export const SendLoginCodeInputSchema = z.object({ identifier: IdentifierSchema });
export type SendLoginCodeInput = z.input<typeof SendLoginCodeInputSchema>;

export const VerifyLoginCodeInputSchema = z.object({ identifier: IdentifierSchema, otp: OtpSchema });
export type VerifyLoginCodeInput = z.input<typeof VerifyLoginCodeInputSchema>;

export const AuthResponseSchema = z.object({ message: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/**
 * What the mobile app keeps instead of a cookie: a short-lived JWT access token (sent as
 * `Authorization: Bearer`) and an opaque refresh token, both bound to the login's session.
 */
export const LoginTokensSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type LoginTokens = z.infer<typeof LoginTokensSchema>;

/** signup, UserLogin and verify_login_otp: the customer, and the tokens for clients without cookies. */
export const LoginResponseSchema = AuthResponseSchema.extend(LoginTokensSchema.shape);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /refresh_token: the mobile app's body. */
export const RefreshTokenInputSchema = z.object({
  refresh: z
    .string({ error: "The refresh token is required." })
    .min(1, "The refresh token is required.")
    .max(512),
});
export type RefreshTokenInput = z.input<typeof RefreshTokenInputSchema>;

/** POST /refresh_token: a new pair; the refresh token sent is spent. */
export const RefreshTokenResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponseSchema>;

/** What the code-sending endpoints answer, whether or not the account exists. */
export const CodeSentSchema = z.object({ message: z.string(), resend_after_seconds: z.number().int() });
export type CodeSent = z.infer<typeof CodeSentSchema>;

// ---------------------------------------------------------------- endpoints

const AUTH_RESPONSE = named("AuthResponse", AuthResponseSchema);
/** A login answers the customer and the mobile app's tokens (web clients use the cookie). */
const LOGIN_RESPONSE = named("LoginResponse", LoginResponseSchema);

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const authEndpoints = {
  signup: endpoint({
    method: "post",
    path: "/signup",
    tag: "auth",
    summary: "Create an account and log in",
    description:
      "Creates a customer account from name, email, phone and password, and logs it in (the session cookie, and access and refresh tokens for the mobile app). 409 when the email or phone already has an account.",
    body: named("SignupInput", SignupInputSchema),
    answers: { 201: ok("Registered and logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
    errors: [409],
  }),
  userLogin: endpoint({
    method: "post",
    path: "/UserLogin",
    tag: "auth",
    summary: "Log in with phone and password",
    description:
      "The existing clients send a multipart form: username is the phone with its country code, digits " +
      "only (971501234567); +971..., 05... and 5... name the same account. Repeated failures are throttled.",
    body: named("LoginInput", LoginInputSchema),
    encodings: ["multipart", "form", "json"],
    answers: { 200: ok("Logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
    errors: [429],
  }),
  refreshToken: endpoint({
    method: "post",
    cacheControl: "no-store",
    path: "/refresh_token",
    tag: "auth",
    summary: "Exchange a refresh token for a new access and refresh token (mobile app)",
    description: "The refresh token sent is spent; an expired, revoked or reused one answers 401 {detail}.",
    body: named("RefreshTokenInput", RefreshTokenInputSchema),
    answers: { 200: ok("A new token pair", named("RefreshTokenResponse", RefreshTokenResponseSchema)) },
    errors: [401],
  }),
  getLoggedInUser: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/get_logged_in_user",
    tag: "auth",
    summary: "The logged-in customer (the user object at the top level)",
    description:
      "The logged-in customer's user object at the top level ({id, first_name, last_name, email, username}), as the clients store it.",
    auth: true,
    answers: { 200: ok("The customer", named("User", UserSchema)) },
  }),
  logout: endpoint({
    method: "post",
    path: "/Logout",
    tag: "auth",
    summary: "End the session",
    description: "The clients send an empty or {} body.",
    auth: true,
    answers: { 200: ok("Logged out (session cookie cleared)", MESSAGE_ANSWER) },
  }),
  editUserProfileByUser: endpoint({
    method: "post",
    path: "/Edit_UserProfile_By_user",
    tag: "auth",
    summary: "Change name and email",
    description:
      "Changes the logged-in customer's first name, last name and email. 409 when the email belongs to another account.",
    auth: true,
    body: named("EditProfileInput", EditProfileInputSchema),
    answers: { 200: ok("The updated customer", AUTH_RESPONSE) },
    errors: [409],
  }),
  sendOtpForgetPassword: endpoint({
    method: "post",
    path: "/send_otp_forget_password",
    tag: "auth",
    summary: "Email a password-reset code",
    description: "Answers the same whether or not the account exists.",
    body: named("SendResetCodeInput", SendResetCodeInputSchema),
    answers: { 200: ok("Code sent (if the account exists)", named("CodeSent", CodeSentSchema)) },
    errors: [429],
  }),
  verifyOtpForgetPassword: endpoint({
    method: "post",
    path: "/verify_otp_forget_password",
    tag: "auth",
    summary: "Verify a password-reset code",
    description: "otp may be a number (the old client sends 0427 as 427) or a string.",
    body: named("VerifyResetCodeInput", VerifyResetCodeInputSchema),
    answers: { 200: ok("Verified: this browser may now set a new password", MESSAGE_ANSWER) },
  }),
  resetPasswordWithOtp: endpoint({
    method: "post",
    path: "/reset_password_with_otp",
    tag: "auth",
    summary: "Set a new password after a verified code",
    description:
      "The last step of 'forgot password': sets new_password (confirm_password must match) for the email whose code was verified by verify_otp_forget_password.",
    body: named("ResetPasswordInput", ResetPasswordInputSchema),
    answers: { 200: ok("Password updated; other sessions end", MESSAGE_ANSWER) },
  }),
  sendLoginOtp: endpoint({
    method: "post",
    path: "/send_login_otp",
    tag: "auth",
    summary: "Email a login code (identifier: phone or email)",
    description:
      "Emails a one-time login code to the account found by phone or email. The answer does not say whether an account exists. 429 with Retry-After when codes are asked for too often.",
    body: named("SendLoginCodeInput", SendLoginCodeInputSchema),
    answers: { 200: ok("Code sent (if the account exists)", named("CodeSent", CodeSentSchema)) },
    errors: [429],
  }),
  verifyLoginOtp: endpoint({
    method: "post",
    path: "/verify_login_otp",
    tag: "auth",
    summary: "Log in with an emailed code",
    description:
      "Logs in with the code sent by send_login_otp (the session cookie, and access and refresh tokens). A wrong or expired code is a 400.",
    body: named("VerifyLoginCodeInput", VerifyLoginCodeInputSchema),
    answers: { 200: ok("Logged in (session cookie set, tokens answered)", LOGIN_RESPONSE) },
  }),
} as const;
