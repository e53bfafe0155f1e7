import { toast } from "../../../lib/toast";
import { useAuthDialogs } from "./use-auth-dialogs";

/**
 * Login or signup done: toast and close. The customer stays where they were (the old client went
 * home, spec section 4): a private page then shows itself, and an action asked for before logging
 * in (add to cart) happens.
 */
export function useFinishSignIn() {
  const { closeDialog } = useAuthDialogs();
  return (message: string) => {
    toast.success(message);
    closeDialog();
  };
}
