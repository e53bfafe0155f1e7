import { localHref } from "../../../lib/language";
import { useForm } from "react-hook-form";
import { FormField } from "../../../ui/form-field";
import { CloseIcon, SearchIcon } from "../../../ui/icons";
import { m } from "../../../paraglide/messages.js";

/**
 * The listing's search on react-hook-form: Search sends the text (trimmed; the listing's parser
 * reads it with the contract's rules), the clear button empties it (and the listing's search with
 * it). When Back, Forward or another control changes the address's search, the box shows it. A
 * plain GET form of the listing without JavaScript.
 */
export function ListingSearchBox({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  // `values`: the address's search, put in again whenever it changes (the box keeps its focus).
  const form = useForm({ values: { search } });
  const text = form.watch("search");

  function clear() {
    form.setValue("search", "");
    form.setFocus("search");
    if (search) onSearch("");
  }

  return (
    <form
      role="search"
      method="get"
      action={localHref("/accessories")}
      onSubmit={(event) => void form.handleSubmit((values) => onSearch(values.search.trim()))(event)}
      className="flex gap-2"
    >
      <FormField label={m.catalog_listing_search_label()} hideLabel className="relative min-w-0 flex-1">
        {(control) => (
          <>
            <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
            <input
              {...control}
              type="search"
              maxLength={100}
              placeholder={m.catalog_listing_search_placeholder()}
              className="input ps-10 pe-11 [&::-webkit-search-cancel-button]:hidden"
              // In the server's HTML too, before react-hook-form's ref fills it on hydration.
              defaultValue={search}
              {...form.register("search")}
            />
            {text ? (
              <button
                type="button"
                className="btn btn-ghost absolute end-0 top-0 size-11 px-0 text-slate-500"
                aria-label={m.catalog_listing_search_clear()}
                onClick={clear}
              >
                <CloseIcon className="size-4" />
              </button>
            ) : null}
          </>
        )}
      </FormField>
      <button type="submit" className="btn btn-primary">
        {m.catalog_listing_search_submit()}
      </button>
    </form>
  );
}
