import { SEARCH_SUGGESTIONS_MIN_LENGTH, type SearchSuggestionsResponse } from "@carcare/contracts";
import { PLACEHOLDER_IMAGE } from "@carcare/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { searchSuggestionsQueryOptions } from "../../features/catalog/api/get-search-suggestions";
import { formatAed } from "../../lib/format";
import { localHref } from "../../lib/language";
import { m } from "../../paraglide/messages.js";
import { StoreImage } from "../../ui/store-image";

/** How long typing must pause before the suggestions are asked for. */
export const SUGGESTIONS_PAUSE_MS = 180;

type Product = SearchSuggestionsResponse["products"][number];

/** One choice in the list: a product (its page), or a category or brand (the listing filtered by it). */
export type SuggestionOption =
  | { kind: "product"; href: string; product: Product }
  | { kind: "category" | "brand"; href: string; name: string };

/** The answer's choices in the list's order: products, then categories, then brands. */
export function suggestionOptions(answer: SearchSuggestionsResponse): SuggestionOption[] {
  const listing = (filter: "category" | "brand", name: string) => listingHref({ [filter]: name });
  return [
    ...answer.products.map((product) => ({
      kind: "product" as const,
      href: localHref(`/accessories/${product.id}`),
      product,
    })),
    ...answer.categories.map((category) => ({
      kind: "category" as const,
      href: listing("category", category.name),
      name: category.name,
    })),
    ...answer.brands.map((brand) => ({
      kind: "brand" as const,
      href: listing("brand", brand.name),
      name: brand.name,
    })),
  ];
}

/**
 * The listing's address for one filter or the search (no `search=` when blank). One value each, as
 * the listing writes it (features/catalog/utils/listing-search.ts, not imported: this chunk's imports
 * would split it out of the listing's first load).
 */
export function listingHref(values: { search?: string; category?: string; brand?: string }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value?.trim()) query.set(key, value.trim());
  const search = query.toString();
  return localHref(search ? `/accessories?${search}` : "/accessories");
}

/** The header's input's combobox state, set from here. */
export type ComboboxState = { "aria-expanded": boolean; "aria-activedescendant"?: string };

/**
 * The header search's suggestions, an ARIA 1.2 combobox list on the header's input (which stays in
 * the first load): from SEARCH_SUGGESTIONS_MIN_LENGTH characters and a short pause in typing, the
 * products, categories and brands for the text. ArrowDown and ArrowUp move through them (wrapping),
 * Enter opens the highlighted one (with none, the form searches the listing), Escape closes the list,
 * and so do a click elsewhere and leaving the box. A polite status says how many there are. A failed
 * answer only says the suggestions are unavailable: the form keeps working.
 */
export function HeaderSearchSuggestions({
  listId,
  input,
  onCombobox,
}: {
  /** The listbox's id, the input's aria-controls. */
  listId: string;
  input: RefObject<HTMLInputElement | null>;
  onCombobox: (state: ComboboxState | undefined) => void;
}) {
  const navigate = useNavigate();
  const optionId = (index: number) => `${listId}-${index}`;
  const location = useLocation();
  const [text, setText] = useState("");
  // Open on the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const [paused, setPaused] = useState("");
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const long = typed.length >= SEARCH_SUGGESTIONS_MIN_LENGTH;
  const suggestions = useQuery({
    ...searchSuggestionsQueryOptions(paused),
    enabled: paused.length >= SEARCH_SUGGESTIONS_MIN_LENGTH,
  });
  const answer = long && !suggestions.isError ? suggestions.data : undefined;
  const options = answer ? suggestionOptions(answer) : [];
  const failed = long && suggestions.isError;
  const shown = open && long && (answer !== undefined || failed);
  const expanded = shown && options.length > 0;

  useEffect(() => {
    const timer = setTimeout(() => setPaused(text.trim()), SUGGESTIONS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    onCombobox({ "aria-expanded": expanded, "aria-activedescendant": activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [expanded, activeId, onCombobox]);
  useEffect(() => () => onCombobox(undefined), [onCombobox]);

  // The input is the header's: its events are listened to here (again after each render, so the
  // handlers see this render's list).
  useEffect(() => {
    const box = input.current;
    const form = box?.form;
    if (!box || !form) return;
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const onInput = () => {
      setText(box.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!answer || options.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        const count = options.length;
        setOpen(true);
        setActive(expanded && active >= 0 ? (active + step + count) % count : step > 0 ? 0 : count - 1);
      } else if (event.key === "Enter" && expanded && active >= 0) {
        event.preventDefault();
        void navigate(options[active]!.href);
      } else if (event.key === "Escape" && shown) {
        // Handled: the header's own Escape (closing the small screen's box) waits for the next one.
        event.preventDefault();
        close();
      }
    };
    // Enter without a choice: the listing searched for the text, without reloading the page.
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      close();
      void navigate(listingHref({ search: box.value }));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!form.contains(event.target as Node)) close();
    };
    // Typed while this code was on its way, or between a render and this effect: counts as typed.
    if (box.value !== text && document.activeElement === box) onInput();
    box.addEventListener("input", onInput);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("blur", close);
    form.addEventListener("submit", onSubmit);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      box.removeEventListener("input", onInput);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("blur", close);
      form.removeEventListener("submit", onSubmit);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  });

  const status = !shown
    ? ""
    : failed
      ? m.layout_search_unavailable()
      : options.length > 0
        ? m.layout_search_count({ count: options.length })
        : m.layout_search_empty({ text: typed });

  const group = (kind: SuggestionOption["kind"], title: string) => {
    const members = options.flatMap((option, index) => (option.kind === kind ? [{ option, index }] : []));
    if (members.length === 0) return null;
    const titleId = `${listId}-${kind}`;
    return (
      <div role="group" aria-labelledby={titleId}>
        <div
          id={titleId}
          role="presentation"
          className="px-3 pt-2 pb-1 text-xs font-semibold text-muted uppercase"
        >
          {title}
        </div>
        {members.map(({ option, index }) => (
          <Link
            key={option.href}
            id={optionId(index)}
            to={option.href}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={`flex items-center gap-3 px-3 py-2 text-sm text-ink ${index === active ? "bg-brand-50" : ""}`}
            onPointerMove={() => setActive(index)}
          >
            {option.kind === "product" ? <ProductChoice product={option.product} /> : option.name}
          </Link>
        ))}
      </div>
    );
  };

  return (
    <>
      <div role="status" className="sr-only">
        {status}
      </div>
      {shown ? (
        // Pressing in the list keeps the focus (and the list) in the box; the click then chooses.
        <div
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-(--radius-control) border border-line bg-white py-1 shadow-(--shadow-raised)"
          onMouseDown={(event) => event.preventDefault()}
        >
          {answer?.corrected ? (
            <p className="px-3 py-2 text-sm text-muted">
              {m.layout_search_corrected({ text: answer.corrected })}
            </p>
          ) : null}
          {expanded ? (
            <div id={listId} role="listbox" aria-label={m.layout_search_suggestions()}>
              {group("product", m.layout_search_products())}
              {group("category", m.layout_search_categories())}
              {group("brand", m.layout_search_brands())}
            </div>
          ) : (
            // Read out by the status above.
            <p aria-hidden="true" className="px-3 py-2 text-sm text-muted">
              {status}
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}

function ProductChoice({ product }: { product: Product }) {
  return (
    <>
      <StoreImage
        src={product.image || PLACEHOLDER_IMAGE}
        alt=""
        sizes="40px"
        width={40}
        height={40}
        className="size-10 shrink-0 rounded-md bg-canvas object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-medium">{product.name}</span>
        <span className="font-semibold text-brand-700">{formatAed(product.price)}</span>
      </span>
    </>
  );
}
