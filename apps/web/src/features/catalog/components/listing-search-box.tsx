import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../../ui/icons";
import { SearchIcon } from "./listing-icons";

/**
 * The listing's search: Search sends the text, the clear button empties it (and the listing's search
 * with it). A plain GET form of the listing without JavaScript.
 */
export function ListingSearchBox({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  // Back, Forward or another control changed the address's search: show it (the box keeps its focus).
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  function clear() {
    setText("");
    input.current?.focus();
    if (search) onSearch("");
  }

  return (
    <form role="search" method="get" action="/accessories" onSubmit={submit} className="flex gap-2">
      <label htmlFor="listing-search" className="sr-only">
        {t("catalog.listing.search.label")}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={input}
          id="listing-search"
          name="search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
          placeholder={t("catalog.listing.search.placeholder")}
          className="input ps-10 pe-11 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            className="btn btn-ghost absolute end-0 top-0 size-11 px-0 text-slate-500"
            aria-label={t("catalog.listing.search.clear")}
            onClick={clear}
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary">
        {t("catalog.listing.search.submit")}
      </button>
    </form>
  );
}
