import { type FormEvent, useState } from "react";
import { MailIcon, PhoneIcon, WhatsappIcon } from "../../ui/page-icons";
import { useStoreInfo } from "../../lib/store-info";
import { toast } from "../../lib/toast";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";
import { contactFormMessage, openWhatsapp, whatsappLink } from "../../lib/whatsapp";

const EMPTY_FORM = { name: "", email: "", phone: "", message: "" };
type ContactField = keyof typeof EMPTY_FORM;

const FIELDS: { name: ContactField; label: string; type: string; autoComplete: string }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

export const meta = routeMeta({
  titleKey: "pages.support.title",
  descriptionKey: "pages.support.description",
});

/** /support (linked from My Plan): WhatsApp, phone, email and the contact form (spec sections 5 and 7). */
export default function SupportPage() {
  const { data: info } = useStoreInfo();
  const [form, setForm] = useState(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      message: form.message.trim(),
    };
    if (!values.name || !values.email || !values.phone || !values.message) {
      setError("Please fill in all the fields");
      return;
    }
    setError(null);
    openWhatsapp(info.whatsapp_number, contactFormMessage(values));
    toast.success("Opening WhatsApp with your message");
    setForm(EMPTY_FORM);
  }

  const options = [
    {
      title: "WhatsApp",
      text: "Chat with our team, usually within minutes.",
      href: whatsappLink(info.whatsapp_number, "Hello, I need help with my CarCare order or plan."),
      action: "Chat on WhatsApp",
      Icon: WhatsappIcon,
      external: true,
    },
    {
      title: "Phone",
      text: info.phone,
      href: `tel:${info.phone}`,
      action: "Call us",
      Icon: PhoneIcon,
      external: false,
    },
    {
      title: "Email",
      text: info.email,
      href: `mailto:${info.email}`,
      action: "Send an email",
      Icon: MailIcon,
      external: false,
    },
  ];

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="max-w-2xl">
        <p className="badge badge-neutral">Help centre</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">Support</h1>
        <p className="mt-3 text-base text-muted">
          Help with your plan, orders and services. Our Abu Dhabi team is available daily, 8:00 am to 10:00
          pm.
        </p>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {options.map(({ title, text, href, action, Icon, external }) => (
          <li key={title} className="card flex flex-col p-6">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-navy-900">{title}</h2>
            <p className="mt-1 flex-1 text-sm break-words text-muted">{text}</p>
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
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-muted">We will open WhatsApp with your message ready to send.</p>
        <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-3">
          {FIELDS.map((field) => (
            <div key={field.name}>
              <label htmlFor={`support-${field.name}`} className="mb-1.5 block text-sm font-medium">
                {field.label}
              </label>
              <input
                id={`support-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
                className="input"
                value={form[field.name]}
                onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
              />
            </div>
          ))}
          <div className="sm:col-span-3">
            <label htmlFor="support-message" className="mb-1.5 block text-sm font-medium">
              Message
            </label>
            <textarea
              id="support-message"
              rows={5}
              className="input"
              value={form.message}
              onChange={(event) => setForm({ ...form, message: event.target.value })}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger-700 sm:col-span-3">
              {error}
            </p>
          ) : null}
          <div className="sm:col-span-3">
            <button type="submit" className="btn btn-primary">
              Send message
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary };
