import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { languageOfPath } from "../lib/language";
import { followPageLanguage } from "../lib/language-cookie";
import { serverRenderedChunks } from "../lib/server-rendered-lazy";
import { setLocale } from "../paraglide/runtime.js";
import { reportCaughtError } from "../ui/widget-boundary";

// The page's route modules have run and started the chunks of the parts the server rendered from
// chunks of their own (lib/server-rendered-lazy.tsx): with those here, React hydrates the server's
// parts in place instead of rendering them again.
// The page's language is its address's, as on the server; the page never changes it (the language
// switch is a link to the other language's address, a new page).
const language = languageOfPath(window.location.pathname);
setLocale(language, { reload: false });
followPageLanguage(language);

void serverRenderedChunks().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // A failed widget logs itself once (ui/widget-boundary.tsx); other caught errors as by default.
        onCaughtError: reportCaughtError,
        // React renders again in the browser what it could not hydrate; production builds report
        // only an error number, so say what happened (browser tests fail on it).
        onRecoverableError(error, { componentStack }) {
          console.error(
            "Hydration: React recovered from an error by rendering on the client (recoverable error):",
            error,
            componentStack ?? "",
          );
        },
      },
    );
  });
});
