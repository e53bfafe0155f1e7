import type { WebLoadContext } from "@carcare/contracts";

// The server (apps/api/src/lib/web.ts) builds this for every page request: see WebLoadContext.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
