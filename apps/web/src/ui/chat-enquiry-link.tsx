import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBusinessContacts } from "../lib/business-contacts";
import { whatsappLink } from "../lib/whatsapp";

/** A link that opens the business WhatsApp chat in a new tab with `text` prefilled (spec section 7). */
export function ChatEnquiryLink({
  text,
  className,
  children,
}: {
  text: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = useBusinessContacts();
  return (
    <a
      href={whatsappLink(data.whatsapp_number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
      <span className="sr-only"> {t("common.chat.opensWhatsapp")}</span>
    </a>
  );
}
