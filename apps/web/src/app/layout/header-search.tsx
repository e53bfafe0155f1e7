import { type InputHTMLAttributes, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { localHref } from "../../lib/language";
import { m } from "../../paraglide/messages.js";
import { CloseIcon, SearchIcon } from "../../ui/icons";
import { WidgetBoundary } from "../../ui/widget-boundary";

const LIST_ID = "header-search-list";
const FORM_ID = "header-search";

// Every page's first load has only the form (a plain GET form of the listing, working without
// JavaScript); the suggestions' code (typing pause, fetching, the list) loads on the box's first focus.
const Suggestions = lazy(() =>
  import("./header-search-suggestions").then((module) => ({ default: module.HeaderSearchSuggestions })),
);

/**
 * The header's search: a box in the header on wide screens; on small ones a search button opens it
 * full width under the header, and closes it again (as does Escape, focus going back to the button).
 */
export function HeaderSearch() {
  const location = useLocation();
  // Like the menu, the small screen's box belongs to the page it was opened on.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const [active, setActive] = useState(false);
  // The input's combobox state (aria-expanded, aria-activedescendant): the suggestions set it.
  const [combobox, setCombobox] = useState<InputHTMLAttributes<HTMLInputElement>>();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = m.layout_search_label();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost ms-auto size-11 px-0 lg:hidden"
        aria-expanded={open}
        aria-controls={FORM_ID}
        aria-label={label}
        onClick={() => setOpenOnKey(open ? null : location.key)}
      >
        {open ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
      </button>
      <form
        id={FORM_ID}
        role="search"
        method="get"
        action={localHref("/accessories")}
        aria-label={label}
        className={`${open ? "block" : "hidden"} absolute inset-x-0 top-full border-b border-line bg-white p-3 shadow-(--shadow-raised) lg:static lg:mx-auto lg:block lg:max-w-2xl lg:flex-1 lg:border-0 lg:p-0 lg:shadow-none`}
        // The suggestions' Escape closes their list first (and marks the key handled).
        onKeyDown={(event) => {
          if (event.key === "Escape" && !event.defaultPrevented && open) {
            setOpenOnKey(null);
            button.current?.focus();
          }
        }}
      >
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <input
            ref={input}
            name="search"
            type="search"
            role="combobox"
            maxLength={100}
            autoComplete="off"
            aria-label={label}
            placeholder={label}
            aria-autocomplete="list"
            aria-controls={LIST_ID}
            aria-expanded={false}
            {...combobox}
            className="input ps-10 [&::-webkit-search-cancel-button]:hidden"
            onFocus={() => setActive(true)}
          />
          {active ? (
            // Suggestions that fail (their chunk, say, after a release) leave the plain search form.
            <WidgetBoundary name="search suggestions">
              <Suspense fallback={null}>
                <Suggestions listId={LIST_ID} input={input} onCombobox={setCombobox} />
              </Suspense>
            </WidgetBoundary>
          ) : null}
        </div>
      </form>
    </>
  );
}
