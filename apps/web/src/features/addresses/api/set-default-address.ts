import type { Address } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { withDefault } from "../utils/address-list";
import { addressesQueryOptions } from "./get-addresses";

/** PUT /api/set_default_address/{id}/: the address orders are delivered to from now on. */
export function setDefaultAddress(addressId: number) {
  return callApi(api.setDefaultAddress, { params: { id: addressId } });
}

/** The marker moves at once; a refusal moves it back and says why. The list is read again after. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  const key = addressesQueryOptions().queryKey;
  return useMutation({
    mutationFn: setDefaultAddress,
    onMutate: async (addressId) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Address[]>(key);
      if (previous) queryClient.setQueryData(key, withDefault(previous, addressId));
      return { previous };
    },
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(userMessageOf(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
