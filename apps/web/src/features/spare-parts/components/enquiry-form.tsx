import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStoreInfo } from "../../../lib/store-info";
import { toast } from "../../../lib/toast";
import { openWhatsapp } from "../../../lib/whatsapp";
import { WhatsappIcon } from "../../../ui/page-icons";

/**
 * One enquiry box (item code or chassis number): required, then the chat opens with `message(value)`
 * and the field is cleared (spec section 5). The error is tied to the field by aria-describedby.
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
  const { t } = useTranslation();
  const { data: info } = useStoreInfo();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const headingId = `${id}-heading`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) {
      setError(requiredMessage);
      return;
    }
    setError(null);
    openWhatsapp(info.whatsapp_number, message(entered));
    toast.success(t("spareParts.opening"));
    setValue("");
  }

  return (
    <section aria-labelledby={headingId} className="card flex flex-col p-6 sm:p-8">
      <h3 id={headingId} className="text-xl font-bold text-navy-900">
        {heading}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
      <form noValidate onSubmit={submit} className="mt-5 flex flex-1 flex-col">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
          {label}
        </label>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          className="input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary mt-4 self-start">
          <WhatsappIcon className="size-5" /> {submitLabel}
        </button>
      </form>
    </section>
  );
}
