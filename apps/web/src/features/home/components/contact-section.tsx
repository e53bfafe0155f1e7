import { type FormEvent, useId, useState } from "react";
import { contactFormMessage, openWhatsapp, whatsappLink } from "../../../lib/whatsapp";
import { useStoreInfo } from "../../../lib/store-info";
import { ChatIcon, MapPinIcon } from "./home-icons";

/** Spec section 5: every contact field is required. */
export const CONTACT_REQUIRED_MESSAGE = "Please fill in all the fields";

const EMPTY = { name: "", email: "", phone: "", message: "" };
type Field = keyof typeof EMPTY;

const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

/** Section 16: the target of /#contact. The form hands the message to WhatsApp (spec section 7). */
export function ContactSection() {
  const { data: store } = useStoreInfo();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const formId = useId();

  function update(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
    setSent(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      message: form.message.trim(),
    };
    if (Object.values(trimmed).some((value) => value === "")) {
      setError(CONTACT_REQUIRED_MESSAGE);
      return;
    }
    openWhatsapp(store.whatsapp_number, contactFormMessage(trimmed));
    setForm(EMPTY);
    setSent(true);
  }

  return (
    <section id="contact" aria-labelledby="contact-heading" className="container-page py-16 sm:py-20">
      <div className="card grid overflow-hidden lg:grid-cols-[1fr_1.4fr]">
        <div className="bg-gradient-to-br from-brand-800 to-navy-900 p-7 text-white sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Contact us</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight">
            Get in Touch
          </h2>
          <p className="mt-4 leading-7 text-slate-200">
            Questions about a service, a part or an order? Send us a message and our team replies on WhatsApp.
          </p>
          <ul className="mt-8 space-y-3 text-sm">
            <li>
              <a href={`tel:${store.phone}`} className="font-semibold hover:text-accent-300">
                {store.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${store.email}`} className="font-semibold break-all hover:text-accent-300">
                {store.email}
              </a>
            </li>
            <li>
              <a
                href={whatsappLink(store.whatsapp_number)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-semibold hover:text-accent-300"
              >
                <ChatIcon className="size-5" /> Chat on WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="flex items-center gap-2 text-slate-300">
              <MapPinIcon className="size-5" /> Abu Dhabi, United Arab Emirates
            </li>
          </ul>
        </div>
        <form
          noValidate
          onSubmit={submit}
          aria-describedby={`${formId}-status`}
          className="grid gap-5 p-7 sm:grid-cols-2 sm:p-10"
        >
          {FIELDS.map((field) => (
            <div key={field.name} className={field.name === "name" ? "sm:col-span-2" : undefined}>
              <label
                htmlFor={`${formId}-${field.name}`}
                className="mb-1.5 block text-sm font-medium text-ink"
              >
                {field.label}
              </label>
              <input
                id={`${formId}-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                aria-invalid={error !== null && form[field.name].trim() === ""}
                value={form[field.name]}
                onChange={(event) => update(field.name, event.target.value)}
                className="input"
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <label htmlFor={`${formId}-message`} className="mb-1.5 block text-sm font-medium text-ink">
              Message
            </label>
            <textarea
              id={`${formId}-message`}
              name="message"
              required
              rows={5}
              aria-invalid={error !== null && form.message.trim() === ""}
              value={form.message}
              onChange={(event) => update("message", event.target.value)}
              className="input resize-y"
            />
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p id={`${formId}-status`} role="status" className="text-sm">
              {error ? <span className="font-medium text-danger-700">{error}</span> : null}
              {sent ? <span className="text-success-700">Opening WhatsApp with your message…</span> : null}
            </p>
            <button type="submit" className="btn btn-primary">
              <ChatIcon className="size-5" /> Send Message
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
