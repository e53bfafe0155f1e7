import type { SearchSuggestionsResponse } from "@carcare/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

// Types only: the contract's zod schema would bring zod into the header's suggestions chunk.

/** GET /api/search_suggestions?q=: products, categories and brands for the text typed so far. */
export function getSearchSuggestions(
  text: string,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<SearchSuggestionsResponse> {
  return call(api.searchSuggestions, { query: { q: text } }, { signal });
}

/**
 * One cache entry per text (an answer to an older text never shows for a newer one); while the
 * next text's answer is on its way the previous one stays on screen, so the list does not flash.
 * No retries: by the time one would answer, the shopper has typed on (or pressed Enter).
 */
export function searchSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: ["catalog", "search-suggestions", text] as const,
    queryFn: ({ signal }) => getSearchSuggestions(text, callApi, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
