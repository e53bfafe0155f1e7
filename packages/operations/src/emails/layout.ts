// The one look of the store's emails: every email is plain text plus this HTML layout.

/** Text made safe for HTML: customer-typed names and addresses go into emails. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The store's email page around `bodyHtml` (already escaped), titled `title`. */
export function emailLayout(title: string, bodyHtml: string, maxWidthPx = 520): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:system-ui,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:${maxWidthPx}px;background:#fff;border-radius:12px;padding:28px">
<tr><td><p style="margin:0 0 4px;font-weight:700;color:#0f4c5c">CarCare Abu Dhabi</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">CarCare Abu Dhabi · Car accessories, services and plans</p>
</td></tr></table></td></tr></table></body></html>`;
}
