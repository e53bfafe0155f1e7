import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useStoreInfo } from "../lib/store-info";
import { toast } from "../lib/toast";
import { contactFormMessage, openWhatsapp } from "../lib/whatsapp";
import { ErrorList, FORM_OPTIONS, FormField, useErrorSummary } from "../ui/form-field";

const EMPTY = { name: "", email: "", phone: "", message: "" };
type Field = keyof typeof EMPTY;
const FIELD_ORDER: Field[] = ["name", "email", "phone", "message"];

const FIELDS: { name: Exclude<Field, "message">; type: string; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
];

/**
 * The /support contact form (spec sections 5 and 7), on react-hook-form like the home page's: every
 * field is required (one message for them all), then WhatsApp opens with the four lines and the form
 * clears.
 */
export function SupportForm() {
  const { t } = useTranslation();
  const { data: info } = useStoreInfo();
  const form = useForm({ ...FORM_OPTIONS, defaultValues: EMPTY });
  const errors = useErrorSummary(form.formState.errors, FIELD_ORDER);

  // No API reads this form, so no contract schema: the rule is the spec's (every field required).
  const register = (field: Field) =>
    form.register(field, {
      validate: (value) => value.trim() !== "" || t("common.contactForm.required"),
    });

  const submit = form.handleSubmit((values) => {
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      message: values.message.trim(),
    };
    openWhatsapp(info.whatsapp_number, contactFormMessage(trimmed, t));
    toast.success(t("pages.support.opening"));
    form.reset(EMPTY);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4 sm:grid-cols-3">
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          label={t(`common.contactForm.${field.name}`)}
          a11y={errors.field(field.name)}
        >
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
        label={t("common.contactForm.message")}
        a11y={errors.field("message")}
        className="min-w-0 sm:col-span-3"
      >
        {(control) => <textarea rows={5} className="input" {...control} {...register("message")} />}
      </FormField>
      <ErrorList messages={errors.messages} className="sm:col-span-3" />
      <div className="sm:col-span-3">
        <button type="submit" className="btn btn-primary">
          {t("pages.support.send")}
        </button>
      </div>
    </form>
  );
}
