import { emailLayout as layout, escapeHtml, type OutgoingEmail } from "@carcare/operations";

export function codeEmail(options: {
  to: string;
  firstName: string;
  code: string;
  purpose: "PASSWORD_RESET" | "LOGIN";
  validMinutes: number;
}): OutgoingEmail {
  const what = options.purpose === "PASSWORD_RESET" ? "reset your password" : "log in";
  const subject = options.purpose === "PASSWORD_RESET" ? "Your password reset code" : "Your login code";
  const text = [
    `Hello ${options.firstName},`,
    "",
    `Your CarCare code to ${what} is: ${options.code}`,
    "",
    `It is valid for ${options.validMinutes} minutes and works once.`,
    "",
    "If you did not ask for this code, you can ignore this email: nobody can use it without access to your",
    "mailbox, and your password has not changed. Never share this code; CarCare staff will never ask for it.",
  ].join("\n");
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(options.firstName)},</p>
<p>Your code to ${what} is:</p>
<p style="font-size:32px;letter-spacing:10px;font-weight:700;margin:8px 0 16px">${options.code}</p>
<p>It is valid for <strong>${options.validMinutes} minutes</strong> and works once.</p>
<p style="color:#475569">If you did not ask for this code, you can ignore this email: nobody can use it without access
to your mailbox, and your password has not changed. Never share this code; CarCare staff will never ask for it.</p>`,
  );
  return { to: options.to, subject, text, html };
}

export function passwordChangedEmail(options: { to: string; firstName: string }): OutgoingEmail {
  const text = [
    `Hello ${options.firstName},`,
    "",
    "The password of your CarCare account was just changed, and every device that was logged in has been logged out.",
    "",
    "If this was you, there is nothing more to do. If it was not, reset your password now with Forgot Password",
    "on the login screen, and contact us on WhatsApp.",
  ].join("\n");
  const html = layout(
    "Your password was changed",
    `<p>Hello ${escapeHtml(options.firstName)},</p>
<p>The password of your CarCare account was just changed, and every device that was logged in has been logged out.</p>
<p>If this was you, there is nothing more to do. If it was not, reset your password now with <strong>Forgot Password</strong>
on the login screen, and contact us on WhatsApp.</p>`,
  );
  return { to: options.to, subject: "Your CarCare password was changed", text, html };
}
