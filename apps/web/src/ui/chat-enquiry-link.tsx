import type { ReactNode } from "react";
import { useBusinessContacts } from "../lib/business-contacts";
import { whatsappLink } from "../lib/whatsapp";
import { m } from "../paraglide/messages.js";

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
  const { data } = useBusinessContacts();
  return (
    <a
      href={whatsappLink(data.whatsapp_number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
      <span className="sr-only"> {m.common_chat_opensWhatsapp()}</span>
    </a>
  );
}
