import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./support";

// Helpers of the Arabic store's browser tests (issue 27): the web app's own Arabic messages, the
// Latin words the catalogue's data allows on an Arabic page, and the checks every Arabic page passes.

const MESSAGES = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "web", "messages", "ar.json"), "utf8"),
) as Record<string, unknown>;

/** The web app's Arabic text for `key` (apps/web/messages/ar.json), with `{name}` placeholders filled. */
export function ar(key: string, params: Record<string, string | number> = {}): string {
  const message = MESSAGES[key];
  if (typeof message !== "string") throw new Error(`no plain Arabic message "${key}"`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Every request the tests make to the API asks for Arabic, as an Arabic page's requests do. */
export const ARABIC = { "Accept-Language": "ar" };

/**
 * Latin words the store may show on an Arabic page whatever its data: the currency, the store's
 * name, the chat and app stores, and the footer's social networks (brand names, the same in every
 * language: apps/web/src/app/layout/site-footer.tsx).
 */
const ALWAYS_ALLOWED = ["AED", "CarCare", "WhatsApp", "iOS", "E11", "Instagram", "Facebook", "X", "YouTube"];
const ALLOWED_PHRASES = [/\bGoogle Play\b/g, /\bApp Store\b/g];

/** The Latin-script words of `text` (letters with apostrophes or hyphens inside). */
export function latinWords(text: string): string[] {
  return text.match(/[A-Za-z\u00C0-\u024F]+(?:['’-][A-Za-z\u00C0-\u024F]+)*/g) ?? [];
}

/**
 * The Latin words the data allows on an Arabic page, read from the API's Arabic answers: brand and
 * model names stay Latin inside the Arabic product names, brands keep their Latin name, and a vendor
 * may have a Latin name. With a logged-in `request`, also what the customer typed themselves: their
 * name (and its initial, the avatar) and their addresses' own fields (not the city, emirate, country
 * or type, which the store names), and the product names of their orders' lines: an order keeps each
 * line's name as it was bought, a record (issue 27 allows product names). Categories, plans and coupons
 * are the store's words: none allowed.
 */
export async function allowedNames(request: APIRequestContext, loggedIn = false): Promise<Set<string>> {
  const words = new Set(ALWAYS_ALLOWED.map((word) => word.toLowerCase()));
  const allow = (text: string | null | undefined) => {
    for (const word of latinWords(text ?? "")) words.add(word.toLowerCase());
  };
  const read = async <T>(path: string): Promise<T> => {
    const answer = await request.get(path, { headers: ARABIC });
    expect(answer.status(), path).toBe(200);
    return (await answer.json()) as T;
  };
  type Products = { products: { name: string; brand: string }[]; pages: number };
  const first = await read<Products>("/api/view_products?limit=48");
  const products = [...first.products];
  for (let page = 2; page <= first.pages; page += 1) {
    products.push(...(await read<Products>(`/api/view_products?limit=48&page=${page}`)).products);
  }
  for (const product of products) {
    allow(product.name);
    allow(product.brand);
  }
  for (const brand of (await read<{ brands: { name: string }[] }>("/api/view_brand")).brands)
    allow(brand.name);
  const services = await read<{ services: { vendor_name: string }[] }>("/api/view_service_user");
  for (const service of services.services) allow(service.vendor_name);
  if (loggedIn) {
    const user = await read<Record<string, unknown>>("/api/get_logged_in_user");
    const names = JSON.stringify(user).match(/"(?:first_|last_)?name":"([^"]*)"/g) ?? [];
    for (const name of names) {
      const value = name.replace(/^.*?:"|"$/g, "");
      allow(value);
      allow(value.slice(0, 1));
    }
    const { orders } = await read<{ orders: { items: { name: string }[] }[] }>("/api/my_orders");
    for (const order of orders) for (const item of order.items) allow(item.name);
    const { addresses } = await read<{ addresses: Record<string, string | null>[] }>("/api/view_addresses");
    for (const address of addresses) {
      for (const key of [
        "name",
        "street",
        "building_name",
        "floor_apartment_no",
        "landmark",
        "area_district",
      ]) {
        allow(address[key]);
      }
    }
  }
  return words;
}

/**
 * The text a shopper reads on the page, in the page's language: the visible text (screen-reader-only
 * text too), the visible elements' aria-label, placeholder, alt and title, and the document's title.
 * Parts marked in another language (the switch to English, `lang="en"`) are left out.
 */
export function shopperText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const readable = (element: Element) =>
      !element.closest("script, style, noscript, template") &&
      (element.closest("[lang]")?.getAttribute("lang") ?? "ar").startsWith("ar") &&
      element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !readable(parent)) continue;
      // A word split over inline elements ("Car<span>Care</span>") is one word.
      const previous = parent.previousSibling;
      const joined =
        getComputedStyle(parent).display === "inline" &&
        previous?.nodeType === Node.TEXT_NODE &&
        /\S$/.test(previous.textContent ?? "") &&
        /^\S/.test(node.textContent);
      if (joined) texts[texts.length - 1] += node.textContent;
      else texts.push(node.textContent);
    }
    for (const element of Array.from(
      document.body.querySelectorAll("[aria-label], [placeholder], [alt], [title]"),
    )) {
      if (!readable(element)) continue;
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The Latin words in `texts` that no rule allows: not a name from the data, not AED and the like,
 * not an e-mail address or a web address, not a code (a word with digits, or an order reference such
 * as CC-EMJVQJTT, which may have none).
 */
export function englishWords(texts: string[], allowed: Set<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const phrase of ALLOWED_PHRASES) rest = rest.replace(phrase, " ");
    for (const token of rest.split(/\s+/)) {
      if (/@|^https?:|^www\./i.test(token) || /\d/.test(token) || /^CC-[A-Z0-9]{8}$/.test(token)) continue;
      for (const word of latinWords(token)) if (!allowed.has(word.toLowerCase())) found.add(word);
    }
  }
  return [...found];
}

/** Serious or critical axe findings on the whole page. */
export async function seriousAxeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The innermost elements that stick out of the viewport sideways (for a sideways scroll's report). */
export function elementsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.body.querySelectorAll("*")).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    });
    return outside
      .filter((element) => !outside.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const classes = Array.from(element.classList).slice(0, 4).join(".");
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
  });
}
