import { type Language, preferredLanguageOf } from "@carcare/contracts/constants";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { currentLanguage, localHref, unprefixedPath } from "../../lib/language";
import { rememberedLanguage, rememberLanguage } from "../../lib/language-cookie";
import { m } from "../../paraglide/messages.js";

/** This page (same path, filters and anchor) in the other language. */
function useOtherLanguage(): { language: Language; href: string } {
  const location = useLocation();
  const language: Language = currentLanguage() === "ar" ? "en" : "ar";
  const path = unprefixedPath(location.pathname);
  return { language, href: `${localHref(path, language)}${location.search}${location.hash}` };
}

/**
 * The header's and the mobile menu's language switch: a link to this very page in the other language
 * (a new page: its language and direction are the server's), remembering the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = useOtherLanguage();
  return (
    <a
      href={other.href}
      hrefLang={other.language}
      lang={other.language}
      className={className}
      onClick={() => rememberLanguage(other.language)}
    >
      {other.language === "ar" ? m.layout_language_toArabic() : m.layout_language_toEnglish()}
    </a>
  );
}

/**
 * A first visit whose browser prefers Arabic, on an English page, is offered the Arabic page (never
 * sent there): a bar under the header until the shopper chooses. Any other first visit remembers the
 * page's language.
 */
export function ArabicOffer() {
  const other = useOtherLanguage();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const remembered = rememberedLanguage();
    const page = currentLanguage();
    if (
      remembered === undefined &&
      page === "en" &&
      preferredLanguageOf(navigator.languages.join(",")) === "ar"
    ) {
      setOffered(true);
      return;
    }
    if (remembered === undefined) rememberLanguage(page);
  }, []);
  if (!offered) return null;
  return (
    <div
      role="region"
      aria-label={m.layout_language_switchLabel()}
      className="border-b border-line bg-brand-50"
    >
      <div className="container-page flex flex-wrap items-center gap-3 py-2 text-sm">
        <p>{m.layout_language_offer()}</p>
        <a
          href={other.href}
          hrefLang="ar"
          lang="ar"
          className="btn btn-primary min-h-9 px-3 py-1"
          onClick={() => rememberLanguage("ar")}
        >
          {m.layout_language_offerAction()}
        </a>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 py-1"
          onClick={() => {
            rememberLanguage("en");
            setOffered(false);
          }}
        >
          {m.layout_language_offerDismiss()}
        </button>
      </div>
    </div>
  );
}
