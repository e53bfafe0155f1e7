import { type ComponentProps, lazy, Suspense } from "react";
import type { Dialog as EagerDialog } from "./dialog";

const Dialog = lazy(() => import("./dialog").then((module) => ({ default: module.Dialog })));

/**
 * ui/dialog for a page whose first screen only has the button that opens it (the listing's filters,
 * an address's delete): the dialog's code loads on the first opening, not with the page. Never
 * server-rendered (a dialog is closed in the HTML), so React.lazy is safe here.
 */
export function LazyDialog(props: ComponentProps<typeof EagerDialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
