import { toast } from "../lib/toast";
import { CONTACT_FIELDS, useContactForm } from "../ui/contact-form";
import { ErrorList, FormField } from "../ui/form-field";
import { m } from "../paraglide/messages.js";

/**
 * The /support contact form (ui/contact-form.ts, as on the home page): its errors in one alert, a toast
 * when WhatsApp opens.
 */
export function SupportForm() {
  const { errors, register, submit } = useContactForm({
    onSent: () => toast.success(m.pages_support_opening()),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4 sm:grid-cols-3">
      {CONTACT_FIELDS.map((field) => (
        <FormField key={field.name} label={field.label()} a11y={errors.field(field.name)}>
          {(control) => (
            <input
              type={field.type}
              autoComplete={field.autoComplete}
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
        className="min-w-0 sm:col-span-3"
      >
        {(control) => <textarea rows={5} className="input" {...control} {...register("message")} />}
      </FormField>
      <ErrorList messages={errors.messages} className="sm:col-span-3" />
      <div className="sm:col-span-3">
        <button type="submit" className="btn btn-primary">
          {m.pages_support_send()}
        </button>
      </div>
    </form>
  );
}
