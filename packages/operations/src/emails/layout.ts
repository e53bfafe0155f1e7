// The one look of the store's emails: every email is plain text plus this HTML layout.
import { m } from "@carcare/contracts/messages";

/** Text made safe for HTML: customer-typed names and addresses go into emails. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The languages an email is written in (the store's, issue 27). */
export type EmailLanguage = "en" | "ar";

/**
 * The store's email page around `bodyHtml` (already escaped), titled `title`. In Arabic the page is
 * `lang="ar" dir="rtl"` (mail clients lay it out right to left) and its footer is Arabic; the English
 * page is as it always was.
 */
export function emailLayout(
  title: string,
  bodyHtml: string,
  maxWidthPx = 520,
  language: EmailLanguage = "en",
): string {
  const html = language === "ar" ? '<html lang="ar" dir="rtl">' : "<html>";
  const font = language === "ar" ? "system-ui,Tahoma,sans-serif" : "system-ui,sans-serif";
  return `<!doctype html>${html}<body style="margin:0;background:#f4f6f8;font-family:${font};color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:${maxWidthPx}px;background:#fff;border-radius:12px;padding:28px">
<tr><td><p style="margin:0 0 4px;font-weight:700;color:#0f4c5c">CarCare Abu Dhabi</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(m.emailFooter({}, { locale: language }))}</p>
</td></tr></table></td></tr></table></body></html>`;
}
