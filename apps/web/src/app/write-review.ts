import { useState } from "react";
import { useLoggedInUser } from "../features/auth/api/get-logged-in-user";
import { useAuthDialogs } from "../features/auth/components/auth-dialogs-context";
import { toast } from "../lib/toast";

/**
 * 'Write here' on a product or a vendor page: a customer gets the review dialog; a visitor is told
 * `loginFirst` (the place's own words: 'Please Login First' for a product, 'Please log in to
 * continue' for a vendor) and asked to log in, and the dialog opens once they have.
 */
export function useWriteReview(loginFirst: string) {
  const { data: user } = useLoggedInUser();
  const { loginThen } = useAuthDialogs();
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    open: () => {
      if (user) return setOpen(true);
      toast.info(loginFirst);
      loginThen(() => setOpen(true));
    },
    close: () => setOpen(false),
  };
}
