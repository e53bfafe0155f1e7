import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { addressesQueryOptions } from "./get-addresses";

/** DELETE /api/delete_address/{id}/: removes a saved address (past orders keep their copy). */
export function deleteAddress(addressId: number) {
  return callApi(api.deleteAddress, { params: { id: addressId } });
}

/** Deletes after the customer confirmed; the list is read again (the server may pick a new default). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(userMessageOf(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
