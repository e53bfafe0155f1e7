import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportCaughtError } from "../ui/widget-boundary";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    // A failed widget logs itself once (ui/widget-boundary.tsx); other caught errors as by default.
    { onCaughtError: reportCaughtError },
  );
});
