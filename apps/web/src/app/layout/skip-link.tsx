import type { MouseEvent } from "react";
import { m } from "../../paraglide/messages.js";

/** First tab stop on every page: jumps keyboard and screen-reader users past the header. */
export function SkipLink({ targetId }: { targetId: string }) {
  // Handled here so the URL does not gain a #hash the router would treat as a navigation.
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  }

  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only z-50 rounded-(--radius-control) bg-navy-900 px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {m.layout_skipToContent()}
    </a>
  );
}
