import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { contactFormMessage, openWhatsapp, whatsappLink } from "../../../lib/whatsapp";
import { useStoreInfo } from "../../../lib/store-info";
import { ChatIcon, MapPinIcon } from "./home-icons";

const EMPTY = { name: "", email: "", phone: "", message: "" };
type Field = keyof typeof EMPTY;

const FIELDS: { name: Exclude<Field, "message">; type: string; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
];

/** Section 16: the target of /#contact. The form hands the message to WhatsApp (spec section 7). */
export function ContactSection() {
  const { t } = useTranslation();
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
    // Spec section 5: every contact field is required.
    if (Object.values(trimmed).some((value) => value === "")) {
      setError(t("common.contactForm.required"));
      return;
    }
    openWhatsapp(store.whatsapp_number, contactFormMessage(trimmed, t));
    setForm(EMPTY);
    setSent(true);
  }

  return (
    <section id="contact" aria-labelledby="contact-heading" className="container-page py-16 sm:py-20">
      <div className="card grid overflow-hidden lg:grid-cols-[1fr_1.4fr]">
        <div className="bg-gradient-to-br from-brand-800 to-navy-900 p-7 text-white sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {t("home.contact.eyebrow")}
          </p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight">
            {t("home.contact.heading")}
          </h2>
          <p className="mt-4 leading-7 text-slate-200">{t("home.contact.intro")}</p>
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
                <ChatIcon className="size-5" /> {t("home.contact.chat")}
                <span className="sr-only"> {t("common.opensInNewTab")}</span>
              </a>
            </li>
            <li className="flex items-center gap-2 text-slate-300">
              <MapPinIcon className="size-5" /> {t("home.contact.address")}
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
                {t(`common.contactForm.${field.name}`)}
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
              {t("common.contactForm.message")}
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
              {sent ? <span className="text-success-700">{t("home.contact.opening")}</span> : null}
            </p>
            <button type="submit" className="btn btn-primary">
              <ChatIcon className="size-5" /> {t("home.contact.send")}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
