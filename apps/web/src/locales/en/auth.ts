export const auth = {
  login: "Login",
  loginToSee: "Please log in to see this page.",
  loginToContinue: "Please log in to continue",
  /** The seven sign-in overlays (spec section 2, Popups). Validation texts come from the contracts. */
  dialogs: {
    close: "Close",
    pleaseWait: "Please wait…",
    titles: {
      login: "Login",
      signup: "Sign Up",
      otpLogin: "Login with OTP",
      otpCode: "Enter OTP",
      forgotPassword: "Forgot Password",
      verification: "Verification",
      newPassword: "Set New Password",
    },
    fields: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      phonePlaceholder: "50 123 4567",
      countryCode: "Country code",
      password: "Password",
      identifier: "Mobile number or email",
      newPassword: "New Password",
      confirmPassword: "Confirm Password",
      loginCode: "Login code",
      verificationCode: "Verification code",
      codeDigit: "{{label}}, digit {{position}} of {{total}}",
    },
    login: {
      submit: "Login",
      forgotPassword: "Forgot Password?",
      withOtp: "Login with OTP",
      noAccount: "Don't have an account?",
      signUp: "Sign Up",
    },
    signup: {
      submit: "Sign Up",
      haveAccount: "Already have an account?",
      login: "Login",
    },
    otpLogin: {
      intro: "We will email a 4-digit code to the account's email address.",
      submit: "Generate OTP",
      withPassword: "Login with password",
    },
    code: {
      intro: "Enter the 4-digit code we sent to your email.",
      noCode: "Didn't get the code?",
      /** `<wait>` marks the countdown, shown in bold. */
      resendIn: "Resend in <wait>{{wait}}</wait>",
      resend: "Resend",
      login: "Login",
      verify: "Verify",
    },
    forgotPassword: {
      intro: "Enter your account's email and we will send you a 4-digit code.",
      submit: "Send Code",
      backToLogin: "Back to Login",
    },
    newPassword: {
      submit: "Update Password",
    },
  },
};
