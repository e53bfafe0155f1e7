// Every email about an order links to its order page (issue 29): the address, and the link as the
// emails' text and HTML show it.
import { m } from "@carcare/contracts/messages";
import { type EmailLanguage, escapeHtml } from "./layout.js";

/** The store's address when no other is configured: the store started with `pnpm start`. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The order page in the order's language: `<site>/orders/<number>`, `<site>/ar/orders/<number>` in Arabic. */
export function orderPageUrl(siteUrl: string, orderNumber: string, language: EmailLanguage): string {
  const site = siteUrl.replace(/\/+$/, "");
  const number = encodeURIComponent(orderNumber);
  return language === "ar" ? `${site}/ar/orders/${number}` : `${site}/orders/${number}`;
}

/** "View your order: <url>", the plain-text line. */
export const orderPageLinkText = (orderUrl: string, language: EmailLanguage): string =>
  m.emailStatusViewOrderText({ link: orderUrl }, { locale: language });

/** The "View your order" button of the HTML part. */
export const orderPageLinkHtml = (orderUrl: string, language: EmailLanguage): string =>
  `<p style="margin:16px 0"><a href="${escapeHtml(orderUrl)}" style="display:inline-block;background:#0f4c5c;color:#fff;font-weight:700;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(m.emailStatusViewOrderButton({}, { locale: language }))}</a></p>`;
