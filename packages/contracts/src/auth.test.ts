import { describe, expect, it } from "vitest";
import {
  CodeEntrySchema,
  LoginFormSchema,
  NewPasswordFormSchema,
  PasswordSchema,
  SendLoginCodeInputSchema,
  SignupFormSchema,
  isPasswordTooLong,
} from "./auth.js";
import { AUTH_VALIDATION_MESSAGES as MESSAGES } from "./auth-messages.js";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("LoginFormSchema", () => {
  it("when the phone is typed in any UAE form, then the login sends the same digits", () => {
    for (const number of ["+971501234567", "971501234567", "00971501234567", "0501234567", "50 123 4567"]) {
      expect(LoginFormSchema.parse({ phone: { dial: "971", number }, password: "x" })).toEqual({
        username: "971501234567",
        password: "x",
      });
    }
  });
  it("when nothing is filled in, then only the spec's message comes back", () => {
    const result = LoginFormSchema.safeParse({ phone: { dial: "971", number: "" }, password: "" });
    expect(new Set(messagesOf(result))).toEqual(new Set([MESSAGES.loginRequired]));
  });
  it("when the phone is not a phone number, then it says so", () => {
    const result = LoginFormSchema.safeParse({ phone: { dial: "971", number: "12" }, password: "x" });
    expect(messagesOf(result)).toEqual([MESSAGES.phoneInvalid]);
  });
});

describe("SignupFormSchema", () => {
  it("when fields are empty, then each says 'Please fill in all the fields' and nothing else", () => {
    const result = SignupFormSchema.safeParse({
      name: "",
      email: "",
      phone: { dial: "971", number: "" },
      password: "",
    });
    expect(messagesOf(result)).toEqual(Array(4).fill(MESSAGES.signupRequired));
  });
});

describe("NewPasswordFormSchema", () => {
  it("when the passwords differ, then the confirm field says 'Passwords doesnt match'", () => {
    const result = NewPasswordFormSchema.safeParse({
      new_password: "Changed@2025",
      confirm_password: "Other@2025",
    });
    expect(result.error?.issues).toMatchObject([
      { path: ["confirm_password"], message: MESSAGES.passwordsDiffer },
    ]);
  });
});

describe("CodeEntrySchema", () => {
  it("when every box holds a digit, then the code keeps its leading zero", () => {
    expect(CodeEntrySchema.parse({ otp: ["0", "4", "2", "7"] })).toEqual({ otp: "0427" });
  });
  it("when a box is empty, then the 4-digit message comes back", () => {
    expect(messagesOf(CodeEntrySchema.safeParse({ otp: ["1", "", "3", "4"] }))).toEqual([
      MESSAGES.codeRequired,
    ]);
  });
});

describe("SendLoginCodeInputSchema", () => {
  it("when one phone is spelt two ways, then both name the same identifier", () => {
    const a = SendLoginCodeInputSchema.parse({ identifier: "+971 50 123 4567" });
    const b = SendLoginCodeInputSchema.parse({ identifier: "0501234567" });
    expect(a).toEqual({ identifier: "+971501234567" });
    expect(b).toEqual(a);
  });
  it("when an email is given, then it is lower-cased", () => {
    expect(SendLoginCodeInputSchema.parse({ identifier: " Noura@Example.AE " })).toEqual({
      identifier: "noura@example.ae",
    });
  });
});

describe("the password's 72-byte limit (bcrypt reads no further)", () => {
  it("when a password has 72 one-byte characters, then it is accepted; with 73, the too-long message comes back", () => {
    expect(PasswordSchema.safeParse("a".repeat(72)).success).toBe(true);
    expect(messagesOf(PasswordSchema.safeParse("a".repeat(73)))).toEqual([MESSAGES.passwordTooLong]);
  });
  it("when characters take several bytes, then bytes are counted, not characters", () => {
    // "ب" (Arabic beh) is 2 bytes, "é" 2, "€" 3, "🚗" 4 (one code point, two UTF-16 units).
    expect(isPasswordTooLong("ب".repeat(36))).toBe(false);
    expect(isPasswordTooLong("ب".repeat(37))).toBe(true);
    expect(isPasswordTooLong(`${"a".repeat(70)}é`)).toBe(false);
    expect(isPasswordTooLong(`${"a".repeat(71)}é`)).toBe(true);
    expect(isPasswordTooLong("€".repeat(24))).toBe(false);
    expect(isPasswordTooLong(`${"€".repeat(24)}a`)).toBe(true);
    expect(isPasswordTooLong("🚗".repeat(18))).toBe(false);
    expect(isPasswordTooLong("🚗".repeat(19))).toBe(true);
    // 37 characters, far under any character limit, still past 72 bytes.
    expect(messagesOf(PasswordSchema.safeParse("ب".repeat(37)))).toEqual([MESSAGES.passwordTooLong]);
  });
  it("when the sign-up and set-new-password forms get 73 bytes, then they show the too-long message", () => {
    const long = `${"a".repeat(71)}é`;
    const signup = SignupFormSchema.safeParse({
      name: "Aisha",
      email: "aisha@example.com",
      phone: { dial: "971", number: "501234567" },
      password: long,
    });
    expect(messagesOf(signup)).toEqual([MESSAGES.passwordTooLong]);
    const reset = NewPasswordFormSchema.safeParse({ new_password: long, confirm_password: long });
    expect(messagesOf(reset)).toEqual([MESSAGES.passwordTooLong]);
  });
});
