import { z } from "zod";
import { normalisePhone } from "./phone.js";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const OTP_LENGTH = 4;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const PasswordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE)
  .max(128, "Password must be at most 128 characters");

export const EmailSchema = z
  .string({ error: "Please enter your email" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address").max(254));

/** A phone number in any usual form, normalised to +971…; `requiredMessage` when it is empty. */
export function phoneSchema(requiredMessage = "Please enter your phone number") {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, requiredMessage))
    .transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "Please enter a valid phone number" });
        return z.NEVER;
      }
      return phone;
    });
}
export const PhoneSchema = phoneSchema();

/** A 4-digit code; the existing client sends it as a number (0427 arrives as 427). */
export const OtpSchema = z
  .union([z.string(), z.number()], { error: "Please enter the 4-digit code" })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,4}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "Please enter the 4-digit code" });
      return z.NEVER;
    }
    return text.padStart(OTP_LENGTH, "0");
  });

/** The customer as every client reads it (get_logged_in_user): username is the phone. */
export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SignupInputSchema = z.object({
  name: required("Please fill in all the fields").max(100),
  email: EmailSchema,
  phone: PhoneSchema,
  password: PasswordSchema,
});
export type SignupInput = z.input<typeof SignupInputSchema>;

export const LoginInputSchema = z.object({
  username: required("Please fill all the fields").max(40),
  password: z.string({ error: "Please fill all the fields" }).min(1, "Please fill all the fields").max(128),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const EditProfileInputSchema = z.object({
  first_name: required("Please enter your first name").max(100),
  last_name: z.string().trim().max(100).default(""),
  email: EmailSchema,
});
export type EditProfileInput = z.input<typeof EditProfileInputSchema>;

export const SendResetCodeInputSchema = z.object({ email: EmailSchema });
export const VerifyResetCodeInputSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export const ResetPasswordInputSchema = z
  .object({
    email: EmailSchema,
    new_password: PasswordSchema,
    confirm_password: z.string({ error: "Please confirm the password" }),
  })
  .refine((input) => input.new_password === input.confirm_password, {
    message: "Passwords doesnt match",
    path: ["confirm_password"],
  });

/** OTP login: a phone number or an email; the code always goes to the account's email. */
export const SendLoginCodeInputSchema = z.object({
  identifier: required("Please enter your mobile number or email").max(254),
});
export const VerifyLoginCodeInputSchema = z.object({
  identifier: required("Please enter your mobile number or email").max(254),
  otp: OtpSchema,
});

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

export const AuthResponseSchema = z.object({ message: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** What the code-sending endpoints answer, whether or not the account exists. */
export const CodeSentSchema = z.object({ message: z.string(), resend_after_seconds: z.number().int() });
export type CodeSent = z.infer<typeof CodeSentSchema>;
