import type { StoreInfo } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "./api-client";

/** Used until the API answers, and if it cannot: the same defaults the API ships with. */
export const FALLBACK_CONTACTS: StoreInfo = {
  whatsapp_number: "971501234567",
  phone: "+971501234567",
  email: "support@carcare.ae",
  vat_rate_percent: 5,
  pay_on_delivery: { max_total: 5000, fee: 0 },
};

/**
 * GET /api/store_info: the business WhatsApp number, phone and email, and what checkout shows
 * before an order exists (the VAT rate, pay on delivery's limit and fee), from configuration.
 */
export function getBusinessContacts(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<StoreInfo> {
  return call(api.storeInfo, {}, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function businessContactsQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["business-contacts"] as const,
    queryFn: ({ signal }) => getBusinessContacts(call, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The store's contacts and checkout settings; `data` is never undefined (falls back to the defaults while loading). */
export function useBusinessContacts() {
  const query = useQuery(businessContactsQueryOptions());
  const usable =
    typeof query.data?.whatsapp_number === "string" && typeof query.data.vat_rate_percent === "number";
  return { ...query, data: usable && query.data ? query.data : FALLBACK_CONTACTS };
}
