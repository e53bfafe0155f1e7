import type { Message } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { serviceQueryOptions } from "./get-service";
import { serviceRatingsQueryOptions } from "./get-service-ratings";

export interface AddServiceRatingValues {
  rating: number;
  comment: string;
}

/** POST /api/add_service_rating {service_id, rating, comment}: 409 when the customer rated this vendor before. */
export function addServiceRating(serviceId: number, values: AddServiceRatingValues): Promise<Message> {
  return callApi(api.addServiceRating, { body: { service_id: serviceId, ...values } });
}

/** Saves the rating; the vendor's ratings, its average and the vendor lists are read again. */
export function useAddServiceRating(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AddServiceRatingValues) => addServiceRating(serviceId, values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceRatingsQueryOptions(serviceId).queryKey }),
        queryClient.invalidateQueries({ queryKey: serviceQueryOptions(serviceId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ["services", "list"] }),
      ]),
  });
}
