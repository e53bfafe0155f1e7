import type { Message, ServiceInteractionAction } from "@carcare/contracts";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/log_service_interaction {action, service_id}, before a chat or a call (401 when logged out). */
export function logServiceInteraction(input: {
  serviceId: number;
  action: ServiceInteractionAction;
}): Promise<Message> {
  return callApi(api.logServiceInteraction, {
    body: { action: input.action, service_id: input.serviceId },
  });
}
