import type { Message, ServiceInteractionAction } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/log_service_interaction (multipart: action, service_id), before a chat or a call (401 when logged out). */
export function logServiceInteraction(input: {
  serviceId: number;
  action: ServiceInteractionAction;
}): Promise<Message> {
  const form = new FormData();
  form.set("action", input.action);
  form.set("service_id", String(input.serviceId));
  return apiFetch<Message>("/log_service_interaction", { method: "POST", body: form });
}

export function useLogServiceInteraction() {
  return useMutation({ mutationFn: logServiceInteraction });
}
