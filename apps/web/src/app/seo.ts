import type { MetaArgs, MetaDescriptor } from "react-router";
import { i18nFor } from "../lib/i18n";
import { type PageSeo, seoMeta } from "../lib/seo";

// Head tags are built outside React: they read the same catalogue through their own instance.
const i18n = i18nFor();
export const t = i18n.t.bind(i18n);

/** Any route's meta matches (each route's generated types narrow them differently). */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The request's origin, from the root loader (absolute URLs in head tags). */
export function originOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { origin?: string } | undefined)?.origin ?? "";
}

/** Head tags for a page with fixed text: its title and description keys in the catalogue. */
export function routeMeta({
  titleKey,
  descriptionKey,
  noindex,
}: {
  titleKey: string;
  descriptionKey: string;
  noindex?: boolean;
}) {
  return ({ matches, location }: MetaArgs): MetaDescriptor[] =>
    pageMeta(matches, {
      title: t(titleKey),
      description: t(descriptionKey),
      path: location.pathname,
      noindex,
    });
}

/** Head tags for a page whose text comes from its data. */
export function pageMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  return seoMeta(originOf(matches), seo) as MetaDescriptor[];
}
