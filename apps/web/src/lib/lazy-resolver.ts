import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver that loads itself on the first validation (the first submit): a form on
 * a page's first screen checks with its contract's schema without zod in the page's first load.
 *
 *   // x-resolver.ts: export const xResolver = zodResolver(XSchema);
 *   resolver: lazyResolver(() => import("./x-resolver").then((m) => m.xResolver)),
 *
 * (A module of its own: a dynamic import of "@carcare/contracts" itself from a page's chunk made the
 * bundler load the contracts with the page.)
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // A chunk that failed to load (offline) is tried again on the next submit.
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
