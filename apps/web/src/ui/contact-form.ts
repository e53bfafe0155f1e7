import { useForm } from "react-hook-form";
import { useBusinessContacts } from "../lib/business-contacts";
import { contactFormMessage, openWhatsapp } from "../lib/whatsapp";
import { FORM_OPTIONS, useErrorSummary } from "./form-field";
import { m } from "../paraglide/messages.js";

const EMPTY = { name: "", email: "", phone: "", message: "" };
export type ContactField = keyof typeof EMPTY;
const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "message"];

/** The contact form's one-line fields, in order (the message is a textarea after them). */
export const CONTACT_FIELDS: {
  name: Exclude<ContactField, "message">;
  label: () => string;
  type: string;
  autoComplete: string;
}[] = [
  { name: "name", label: m.common_contactForm_name, type: "text", autoComplete: "name" },
  { name: "email", label: m.common_contactForm_email, type: "email", autoComplete: "email" },
  { name: "phone", label: m.common_contactForm_phone, type: "tel", autoComplete: "tel" },
];

/**
 * The store's contact form (the home page's and /support's), on react-hook-form: every field is
 * required, one message for them all (spec section 5; no API reads it, so no contract schema); a
 * sent form opens WhatsApp with the four lines (spec section 7), clears and calls `onSent`.
 * `onEdit` runs on every change.
 */
export function useContactForm({ onSent, onEdit }: { onSent: () => void; onEdit?: () => void }) {
  const { data: contacts } = useBusinessContacts();
  const form = useForm({ ...FORM_OPTIONS, defaultValues: EMPTY });
  const errors = useErrorSummary(form.formState.errors, FIELD_ORDER);

  const register = (field: ContactField) =>
    form.register(field, {
      validate: (value) => value.trim() !== "" || m.common_contactForm_required(),
      ...(onEdit ? { onChange: onEdit } : {}),
    });

  const submit = form.handleSubmit((values) => {
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      message: values.message.trim(),
    };
    openWhatsapp(contacts.whatsapp_number, contactFormMessage(trimmed));
    form.reset(EMPTY);
    onSent();
  });

  return { errors, register, submit };
}
