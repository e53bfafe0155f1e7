import { useId } from "react";
import { useForm } from "react-hook-form";
import { useBusinessContacts } from "../../../lib/business-contacts";
import { toast } from "../../../lib/toast";
import { openWhatsapp } from "../../../lib/whatsapp";
import { FORM_OPTIONS, FormField } from "../../../ui/form-field";
import { WhatsappIcon } from "../../../ui/page-icons";
import { m } from "../../../paraglide/messages.js";

/**
 * One enquiry box (item code or chassis number), on react-hook-form: required, then the chat opens
 * with `message(value)` and the field is cleared (spec section 5). The error is tied to the field by
 * aria-describedby.
 */
export function EnquiryForm({
  heading,
  text,
  label,
  placeholder,
  requiredMessage,
  submitLabel,
  message,
}: {
  heading: string;
  text: string;
  label: string;
  placeholder: string;
  requiredMessage: string;
  submitLabel: string;
  message: (value: string) => string;
}) {
  const { data: info } = useBusinessContacts();
  const form = useForm({ ...FORM_OPTIONS, defaultValues: { value: "" } });
  const error = form.formState.errors.value?.message;
  const headingId = `${useId()}-heading`;

  // No API reads this box: it is required (spec section 5), then its text goes to the chat.
  const submit = form.handleSubmit(({ value }) => {
    openWhatsapp(info.whatsapp_number, message(value.trim()));
    toast.success(m.spareParts_opening());
    form.reset();
  });

  return (
    <section aria-labelledby={headingId} className="card flex flex-col p-6 sm:p-8">
      <h3 id={headingId} className="text-xl font-bold text-navy-900">
        {heading}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-1 flex-col">
        <FormField label={label} labelClassName="mb-1.5 block text-sm font-medium" error={error}>
          {(control) => (
            <input
              type="text"
              // Item codes and chassis numbers are Latin letters and digits: left to right in Arabic too.
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              className="input"
              {...control}
              {...form.register("value", {
                validate: (value) => value.trim() !== "" || requiredMessage,
                // The message goes as soon as something is typed.
                onChange: () => {
                  if (form.formState.errors.value) form.clearErrors("value");
                },
              })}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary mt-4 self-start">
          <WhatsappIcon className="size-5" /> {submitLabel}
        </button>
      </form>
    </section>
  );
}
