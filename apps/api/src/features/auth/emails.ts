import { m } from "@carcare/contracts/messages";
import { emailLayout as layout, escapeHtml, type OutgoingEmail } from "@carcare/operations";
import type { Language } from "../../lib/language.js";

/** A message escaped for HTML with one value marked up in it (the value's markup is the caller's). */
function withMarkup(message: (value: string) => string, markup: string): string {
  return escapeHtml(message("\u0001")).replace("\u0001", markup);
}

/** The emailed code, in the language of the request that asked for it (issue 27). */
export function codeEmail(options: {
  to: string;
  firstName: string;
  code: string;
  purpose: "PASSWORD_RESET" | "LOGIN";
  validMinutes: number;
  language?: Language;
}): OutgoingEmail {
  const language = options.language ?? "en";
  const locale = { locale: language };
  const reset = options.purpose === "PASSWORD_RESET";
  const subject = reset ? m.emailCodeSubjectReset({}, locale) : m.emailCodeSubjectLogin({}, locale);
  const hello = m.emailHello({ name: options.firstName }, locale);
  const duration = m.emailMinutes({ count: options.validMinutes }, locale);
  const valid = (value: string) => m.emailCodeValid({ duration: value }, locale);
  const ignore = m.emailCodeIgnore({}, locale);
  const text = [
    hello,
    "",
    reset
      ? m.emailCodeLineReset({ code: options.code }, locale)
      : m.emailCodeLineLogin({ code: options.code }, locale),
    "",
    valid(duration),
    "",
    ignore,
  ].join("\n");
  const intro = reset ? m.emailCodeIntroReset({}, locale) : m.emailCodeIntroLogin({}, locale);
  const html = layout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<p dir="ltr" style="font-size:32px;letter-spacing:10px;font-weight:700;margin:8px 0 16px">${options.code}</p>
<p>${withMarkup(valid, `<strong>${escapeHtml(duration)}</strong>`)}</p>
<p style="color:#475569">${escapeHtml(ignore)}</p>`,
    520,
    language,
  );
  return { to: options.to, subject, text, html };
}

/** After a password reset: in the language of the request that set the new password. */
export function passwordChangedEmail(options: {
  to: string;
  firstName: string;
  language?: Language;
}): OutgoingEmail {
  const language = options.language ?? "en";
  const locale = { locale: language };
  const hello = m.emailHello({ name: options.firstName }, locale);
  const body = m.emailPasswordChangedBody({}, locale);
  const forgot = m.emailForgotPassword({}, locale);
  const notYou = (value: string) => m.emailPasswordChangedNotYou({ forgot: value }, locale);
  const text = [hello, "", body, "", notYou(forgot)].join("\n");
  const html = layout(
    m.emailPasswordChangedTitle({}, locale),
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p>${withMarkup(notYou, `<strong>${escapeHtml(forgot)}</strong>`)}</p>`,
    520,
    language,
  );
  return { to: options.to, subject: m.emailPasswordChangedSubject({}, locale), text, html };
}
