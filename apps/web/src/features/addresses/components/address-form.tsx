import {
  ADDRESS_COUNTRY,
  ADDRESS_TYPES,
  type AddAddressData,
  type AddAddressInput,
  AddAddressInputSchema,
  UAE_CITY_NAMES,
} from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldErrors, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useAddAddress } from "../api/add-address";

type FieldName = keyof AddAddressInput;

const FIELD_ORDER: FieldName[] = [
  "name",
  "phone_number",
  "street",
  "building_name",
  "floor_apartment_no",
  "landmark",
  "area_district",
  "city",
  "country",
  "address_type",
];

const EMPTY: AddAddressInput = {
  name: "",
  phone_number: "",
  street: "",
  building_name: "",
  floor_apartment_no: "",
  landmark: "",
  area_district: "",
  city: "",
  country: ADDRESS_COUNTRY,
  address_type: "Home",
};

/**
 * The form's messages, each once in field order ('Please fill in all required fields' is shared by
 * every empty field), with the id each invalid field's aria-describedby points at.
 */
function errorSummary(errors: FieldErrors<AddAddressInput>, baseId: string) {
  const texts: string[] = [];
  const describedBy = new Map<FieldName, string>();
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message;
    if (typeof message !== "string" || message === "") continue;
    if (!texts.includes(message)) texts.push(message);
    describedBy.set(name, `${baseId}-error-${texts.indexOf(message)}`);
  }
  return { messages: texts.map((text, index) => ({ id: `${baseId}-error-${index}`, text })), describedBy };
}

/** Add New Address (spec sections 3 and 5), validated on submit with the API's own schema. */
export function AddressForm() {
  const { t } = useTranslation();
  const baseId = useId();
  const addAddress = useAddAddress();
  const form = useForm<AddAddressInput, unknown, AddAddressData>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    resolver: zodResolver(AddAddressInputSchema),
    defaultValues: EMPTY,
  });
  const summary = errorSummary(form.formState.errors, baseId);
  const a11y = (name: FieldName) => ({
    "aria-invalid": summary.describedBy.has(name) || undefined,
    "aria-describedby": summary.describedBy.get(name),
  });

  const onSubmit = form.handleSubmit((address) =>
    addAddress.mutateAsync(address).then(
      (answer) => {
        toast.success(answer.message);
        form.reset(EMPTY);
      },
      (error: unknown) => toast.error(userMessageOf(error)),
    ),
  );

  const text = (
    name: FieldName,
    label: string,
    registration: UseFormRegisterReturn,
    autoComplete: string,
  ) => <TextInput label={label} autoComplete={autoComplete} registration={registration} {...a11y(name)} />;

  return (
    <section aria-labelledby={`${baseId}-heading`} className="card p-5 sm:p-6">
      <h2 id={`${baseId}-heading`} className="text-lg font-bold text-navy-900">
        {t("addresses.form.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("addresses.form.intro")}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 grid gap-4 sm:grid-cols-2">
        {summary.messages.length > 0 && (
          <div
            role="alert"
            className="grid gap-1 rounded-(--radius-control) bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700 sm:col-span-2"
          >
            {summary.messages.map((message) => (
              <p key={message.id} id={message.id}>
                {message.text}
              </p>
            ))}
          </div>
        )}
        {text("name", t("addresses.form.name"), form.register("name"), "name")}
        <TextInput
          label={t("addresses.form.phone")}
          hint={t("addresses.form.phoneHint")}
          type="tel"
          autoComplete="tel"
          registration={form.register("phone_number")}
          {...a11y("phone_number")}
        />
        {text("street", t("addresses.form.street"), form.register("street"), "address-line1")}
        {text("building_name", t("addresses.form.building"), form.register("building_name"), "address-line2")}
        {text(
          "floor_apartment_no",
          t("addresses.form.floor"),
          form.register("floor_apartment_no"),
          "address-line3",
        )}
        {text("landmark", t("addresses.form.landmark"), form.register("landmark"), "off")}
        {text("area_district", t("addresses.form.area"), form.register("area_district"), "address-level3")}
        <Labelled label={t("addresses.form.city")}>
          {(id) => (
            <select
              id={id}
              className="input"
              autoComplete="address-level2"
              {...form.register("city")}
              {...a11y("city")}
            >
              <option value="">{t("addresses.form.chooseCity")}</option>
              {UAE_CITY_NAMES.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={t("addresses.form.country")}>
          {(id) => (
            <input
              id={id}
              className="input bg-canvas text-muted"
              readOnly
              autoComplete="country-name"
              {...form.register("country")}
            />
          )}
        </Labelled>
        <fieldset className="min-w-0">
          <legend className="mb-1.5 block text-sm font-medium text-ink">{t("addresses.form.type")}</legend>
          <div className="flex gap-3">
            {ADDRESS_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-(--radius-control) border border-line px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={type}
                  className="size-4 accent-brand-600"
                  {...form.register("address_type")}
                />
                {type === "Home" ? t("addresses.form.home") : t("addresses.form.office")}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto"
            disabled={addAddress.isPending}
            aria-busy={addAddress.isPending}
          >
            {addAddress.isPending ? t("addresses.form.saving") : t("addresses.form.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}

function Labelled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function TextInput({
  label,
  hint,
  type = "text",
  autoComplete,
  registration,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
}: {
  label: string;
  hint?: string;
  type?: string;
  autoComplete: string;
  registration: UseFormRegisterReturn;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : undefined, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="input"
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={described}
        {...registration}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
