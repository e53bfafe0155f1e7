import type { MetaArgs, MetaDescriptor } from "react-router";
import { type PageSeo, seoMeta } from "../lib/seo";

/** Any route's meta matches (each route's generated types narrow them differently). */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The request's origin, from the root loader (absolute URLs in head tags). */
export function originOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { origin?: string } | undefined)?.origin ?? "";
}

/** Head tags for a page with fixed text: its title and description messages. */
export function routeMeta({
  title,
  description,
  noindex,
}: {
  title: () => string;
  description: () => string;
  noindex?: boolean;
}) {
  return ({ matches, location }: MetaArgs): MetaDescriptor[] =>
    pageMeta(matches, { title: title(), description: description(), path: location.pathname, noindex });
}

/** Head tags for a page whose text comes from its data. */
export function pageMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  return seoMeta(originOf(matches), seo) as MetaDescriptor[];
}
