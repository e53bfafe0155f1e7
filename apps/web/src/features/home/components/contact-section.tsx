import { useId, useState } from "react";
import { whatsappLink } from "../../../lib/whatsapp";
import { useBusinessContacts } from "../../../lib/business-contacts";
import { CONTACT_FIELDS, useContactForm } from "../../../ui/contact-form";
import { FormField } from "../../../ui/form-field";
import { ChatIcon, MapPinIcon } from "./home-icons";
import { m } from "../../../paraglide/messages.js";

/** Section 16: the target of /#contact. The form hands the message to WhatsApp (spec section 7). */
export function ContactSection() {
  const { data: contacts } = useBusinessContacts();
  const [sent, setSent] = useState(false);
  const formId = useId();
  const { errors, register, submit } = useContactForm({
    onSent: () => setSent(true),
    onEdit: () => setSent(false),
  });

  return (
    <section id="contact" aria-labelledby="contact-heading" className="container-page py-16 sm:py-20">
      <div className="card grid overflow-hidden lg:grid-cols-[1fr_1.4fr]">
        <div className="bg-gradient-to-br from-brand-800 to-navy-900 p-7 text-white sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {m.home_contact_eyebrow()}
          </p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight">
            {m.home_contact_heading()}
          </h2>
          <p className="mt-4 leading-7 text-slate-200">{m.home_contact_intro()}</p>
          <ul className="mt-8 space-y-3 text-sm">
            <li>
              <a href={`tel:${contacts.phone}`} className="ltr-inline font-semibold hover:text-accent-300">
                {contacts.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${contacts.email}`} className="font-semibold break-all hover:text-accent-300">
                {contacts.email}
              </a>
            </li>
            <li>
              <a
                href={whatsappLink(contacts.whatsapp_number)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-semibold hover:text-accent-300"
              >
                <ChatIcon className="size-5" /> {m.home_contact_chat()}
                <span className="sr-only"> {m.common_opensInNewTab()}</span>
              </a>
            </li>
            <li className="flex items-center gap-2 text-slate-300">
              <MapPinIcon className="size-5" /> {m.home_contact_address()}
            </li>
          </ul>
        </div>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-describedby={`${formId}-status`}
          className="grid gap-5 p-7 sm:grid-cols-2 sm:p-10"
        >
          {CONTACT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label()}
              a11y={errors.field(field.name)}
              className={field.name === "name" ? "sm:col-span-2" : undefined}
            >
              {(control) => (
                <input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  className="input"
                  {...control}
                  {...register(field.name)}
                />
              )}
            </FormField>
          ))}
          <FormField
            label={m.common_contactForm_message()}
            a11y={errors.field("message")}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea required rows={5} className="input resize-y" {...control} {...register("message")} />
            )}
          </FormField>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p id={`${formId}-status`} role="status" className="text-sm">
              {errors.messages.map((message) => (
                <span key={message.id} id={message.id} className="font-medium text-danger-700">
                  {message.text}
                </span>
              ))}
              {sent ? <span className="text-success-700">{m.home_contact_opening()}</span> : null}
            </p>
            <button type="submit" className="btn btn-primary">
              <ChatIcon className="size-5" /> {m.home_contact_send()}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
