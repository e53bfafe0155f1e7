import { MailIcon, PhoneIcon, WhatsappIcon } from "../../ui/page-icons";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { useBusinessContacts } from "../../lib/business-contacts";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";
import { whatsappLink } from "../../lib/whatsapp";
import { m } from "../../paraglide/messages.js";

// The contact form (react-hook-form) is in the server's HTML, its code in a chunk after the first
// screen's (the page's first-load budget); serverRenderedLazy (decision 018) hydrates it in place.
const SupportForm = serverRenderedLazy(
  () => import("../support-form").then((m) => m.SupportForm),
  <div className="mt-6 min-h-72" aria-hidden="true" />,
);

export const meta = routeMeta({
  title: m.pages_support_title,
  description: m.pages_support_description,
});

/** /support (linked from My Plan): WhatsApp, phone, email and the contact form (spec sections 5 and 7). */
export default function SupportPage() {
  const { data: info } = useBusinessContacts();

  const options = [
    {
      key: "whatsapp",
      title: m.pages_support_whatsapp_title(),
      text: m.pages_support_whatsapp_text(),
      href: whatsappLink(info.whatsapp_number, m.pages_support_whatsapp_greeting()),
      action: m.pages_support_whatsapp_action(),
      Icon: WhatsappIcon,
      external: true,
    },
    {
      key: "phone",
      title: m.pages_support_phone_title(),
      text: info.phone,
      href: `tel:${info.phone}`,
      action: m.pages_support_phone_action(),
      Icon: PhoneIcon,
      external: false,
    },
    {
      key: "email",
      title: m.pages_support_email_title(),
      text: info.email,
      href: `mailto:${info.email}`,
      action: m.pages_support_email_action(),
      Icon: MailIcon,
      external: false,
    },
  ];

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="max-w-2xl">
        <p className="badge badge-neutral">{m.pages_support_badge()}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {m.pages_support_title()}
        </h1>
        <p className="mt-3 text-base text-muted">{m.pages_support_intro()}</p>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {options.map(({ key, title, text, href, action, Icon, external }) => (
          <li key={key} className="card flex flex-col p-6">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-navy-900">{title}</h2>
            <p className="mt-1 flex-1 text-sm break-words text-muted">
              <bdi>{text}</bdi>
            </p>
            <a
              href={href}
              className="btn btn-secondary mt-4"
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {action}
            </a>
          </li>
        ))}
      </ul>

      <section aria-labelledby="support-form-heading" className="card mt-10 p-6 sm:p-8">
        <h2 id="support-form-heading" className="text-xl font-semibold text-navy-900">
          {m.pages_support_formHeading()}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.pages_support_formIntro()}</p>
        <SupportForm />
      </section>
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary };
