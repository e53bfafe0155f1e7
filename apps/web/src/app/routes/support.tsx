import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { MailIcon, PhoneIcon, WhatsappIcon } from "../../ui/page-icons";
import { useStoreInfo } from "../../lib/store-info";
import { toast } from "../../lib/toast";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";
import { contactFormMessage, openWhatsapp, whatsappLink } from "../../lib/whatsapp";

const EMPTY_FORM = { name: "", email: "", phone: "", message: "" };
type ContactField = keyof typeof EMPTY_FORM;

const FIELDS: { name: Exclude<ContactField, "message">; type: string; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
];

export const meta = routeMeta({
  titleKey: "pages.support.title",
  descriptionKey: "pages.support.description",
});

/** /support (linked from My Plan): WhatsApp, phone, email and the contact form (spec sections 5 and 7). */
export default function SupportPage() {
  const { t } = useTranslation();
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
      setError(t("common.contactForm.required"));
      return;
    }
    setError(null);
    openWhatsapp(info.whatsapp_number, contactFormMessage(values, t));
    toast.success(t("pages.support.opening"));
    setForm(EMPTY_FORM);
  }

  const options = [
    {
      key: "whatsapp",
      title: t("pages.support.whatsapp.title"),
      text: t("pages.support.whatsapp.text"),
      href: whatsappLink(info.whatsapp_number, t("pages.support.whatsapp.greeting")),
      action: t("pages.support.whatsapp.action"),
      Icon: WhatsappIcon,
      external: true,
    },
    {
      key: "phone",
      title: t("pages.support.phone.title"),
      text: info.phone,
      href: `tel:${info.phone}`,
      action: t("pages.support.phone.action"),
      Icon: PhoneIcon,
      external: false,
    },
    {
      key: "email",
      title: t("pages.support.email.title"),
      text: info.email,
      href: `mailto:${info.email}`,
      action: t("pages.support.email.action"),
      Icon: MailIcon,
      external: false,
    },
  ];

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="max-w-2xl">
        <p className="badge badge-neutral">{t("pages.support.badge")}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {t("pages.support.title")}
        </h1>
        <p className="mt-3 text-base text-muted">{t("pages.support.intro")}</p>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {options.map(({ key, title, text, href, action, Icon, external }) => (
          <li key={key} className="card flex flex-col p-6">
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
          {t("pages.support.formHeading")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("pages.support.formIntro")}</p>
        <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-3">
          {FIELDS.map((field) => (
            <div key={field.name}>
              <label htmlFor={`support-${field.name}`} className="mb-1.5 block text-sm font-medium">
                {t(`common.contactForm.${field.name}`)}
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
              {t("common.contactForm.message")}
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
              {t("pages.support.send")}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary };
