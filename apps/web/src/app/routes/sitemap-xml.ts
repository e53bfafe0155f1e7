import * as api from "@carcare/contracts/routes";
import { localHref } from "../../lib/language";
import type { Route } from "./+types/sitemap-xml";

/** The public pages with fixed addresses; products and vendors come from the store. */
const PUBLIC_PAGES = [
  "/",
  "/subscription",
  "/accessories",
  "/spareparts",
  "/servicepage",
  "/support",
  "/privacy",
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * /sitemap.xml: every public page, product and vendor, with absolute addresses, in English and in
 * Arabic; each address names its other language (xhtml:link hreflang), as the pages' heads do.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [products, vendors] = await Promise.all([
    context.call(api.viewProductPages),
    context.call(api.viewServicePages),
  ]);
  const entries: { path: string; lastModified?: string }[] = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...products.pages.map((page) => ({ path: `/accessories/${page.id}`, lastModified: page.last_modified })),
    ...vendors.pages.map((page) => ({ path: `/servicepage/${page.id}`, lastModified: page.last_modified })),
  ];
  const address = (path: string, language: "en" | "ar") =>
    escapeXml(context.origin + localHref(path, language));
  const urls = entries.flatMap((entry) =>
    (["en", "ar"] as const).map(
      (language) =>
        `<url><loc>${address(entry.path, language)}</loc>${
          entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ""
        }<xhtml:link rel="alternate" hreflang="en-AE" href="${address(entry.path, "en")}"/>` +
        `<xhtml:link rel="alternate" hreflang="ar-AE" href="${address(entry.path, "ar")}"/></url>`,
    ),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
