/** The store's name in titles and Open Graph tags. */
export const SITE_NAME = "CarCare Abu Dhabi";

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
  const url = `${origin}${seo.path === "/" ? "/" : seo.path.replace(/\/+$/, "")}`;
  const image = new URL(seo.image ?? DEFAULT_IMAGE, origin).href;
  const title = seo.path === "/" ? seo.title : `${seo.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: SITE_NAME },
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
