import { currentLanguage, localHref, unprefixedPath } from "./language";
import { m } from "../paraglide/messages.js";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's path without query (canonical and og:url). */
  path: string;
  /** A path or absolute URL; made absolute. Defaults to the store's share image. */
  image?: string;
  /** Open Graph type: website by default; product for a product page. */
  type?: string;
  /** Extra Open Graph/Twitter tags, such as a product's price. */
  extra?: { property?: string; name?: string; content: string }[];
  /** Private pages and error pages are kept out of search results. */
  noindex?: boolean;
}

const DEFAULT_IMAGE = "/img/home/hero-car.svg";

/**
 * One route's head tags for React Router's `meta`: title, description, canonical link, Open Graph and
 * Twitter tags, with absolute URLs built from the request's origin (root loader data).
 */
export function seoMeta(origin: string, seo: PageSeo) {
  const language = currentLanguage();
  // The page in each language (issue 27): its canonical address is its own language's, and each
  // version names the other (hreflang), English being the default for other languages.
  const english = unprefixedPath(seo.path.replace(/(.)\/+$/, "$1"));
  const addressIn = (lang: "en" | "ar") => `${origin}${localHref(english, lang)}`;
  const url = addressIn(language);
  const image = new URL(seo.image ?? DEFAULT_IMAGE, origin).href;
  const siteName = m.common_siteName();
  const title = english === "/" ? seo.title : `${seo.title} | ${siteName}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "alternate", hrefLang: "en-AE", href: addressIn("en") },
    { tagName: "link", rel: "alternate", hrefLang: "ar-AE", href: addressIn("ar") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: addressIn("en") },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: language === "ar" ? "ar_AE" : "en_AE" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    ...(seo.extra ?? []),
  ];
}
