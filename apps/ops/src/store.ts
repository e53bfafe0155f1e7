import type * as operations from "@carcare/api/operations";
import { OpsError } from "./context.js";

/** The store's own domain code the operator tools use (orders, plans, customers). */
export type StoreOperations = typeof operations;

let loading: Promise<StoreOperations> | undefined;

/**
 * Loads "@carcare/api/operations" on first use, so commands that do not need it (imports of the
 * catalogue, exports) work even before the API package is built.
 */
export function storeOperations(): Promise<StoreOperations> {
  loading ??= import("@carcare/api/operations").catch((error: unknown) => {
    loading = undefined;
    const reason = (error as Error).message.split("\n")[0];
    throw new OpsError(
      `the store's API code could not be loaded (${reason}); build it first: pnpm --filter @carcare/api run build`,
    );
  });
  return loading;
}
