// What a plan description may contain: the same rule when an operator imports plans and when the
// store serves them.
import sanitizeHtml from "sanitize-html";

const PLAN_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "ul", "ol", "li", "strong", "em", "br", "h3", "h4"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
  // Dropped with everything inside them; other unknown tags keep their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "title"],
  transformTags: { b: "strong", i: "em" },
};

/**
 * A plan description as the store may show it: only p, ul, ol, li, strong, em, br, h3 and h4, no
 * attributes. Used when plans are stored (operator import) and again when they are served.
 */
export function sanitisePlanHtml(html: string): string {
  return sanitizeHtml(html, PLAN_HTML_OPTIONS).trim();
}
