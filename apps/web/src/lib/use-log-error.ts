import { useEffect } from "react";

/** Spec section 8: home list failures are only logged, once per error, never shown. */
export function useLogError(label: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(label, error);
  }, [label, error]);
}
