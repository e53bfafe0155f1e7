import type { AddAddressData } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { addressesQueryOptions } from "./get-addresses";

/** POST /api/add_address: saves a delivery address (the customer's first becomes the default). */
export function addAddress(address: AddAddressData) {
  return callApi(api.addAddress, { body: address });
}

/** Saves an address, then reads the list again. The caller shows the outcome (the form keeps its values on a refusal). */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
