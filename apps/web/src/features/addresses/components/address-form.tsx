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
import { useForm } from "react-hook-form";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { ErrorList, FORM_OPTIONS, FormField, TextField, useErrorSummary } from "../../../ui/form-field";
import { useAddAddress } from "../api/add-address";
import { m } from "../../../paraglide/messages.js";
import { placeName } from "../../../lib/places";

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

/** Add New Address (spec sections 3 and 5), validated on submit with the API's own schema. */
export function AddressForm() {
  const baseId = useId();
  const addAddress = useAddAddress();
  const form = useForm<AddAddressInput, unknown, AddAddressData>({
    ...FORM_OPTIONS,
    resolver: zodResolver(AddAddressInputSchema),
    defaultValues: EMPTY,
  });
  // Each message once, in field order ('Please fill in all required fields' is shared by every empty field).
  const errors = useErrorSummary(form.formState.errors, FIELD_ORDER);

  const onSubmit = form.handleSubmit((address) =>
    addAddress.mutateAsync(address).then(
      (answer) => {
        toast.success(answer.message);
        form.reset(EMPTY);
      },
      (error: unknown) => toast.error(userMessageOf(error)),
    ),
  );

  const text = (name: FieldName, label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      registration={form.register(name)}
      a11y={errors.field(name)}
    />
  );

  return (
    <section aria-labelledby={`${baseId}-heading`} className="card p-5 sm:p-6">
      <h2 id={`${baseId}-heading`} className="text-lg font-bold text-navy-900">
        {m.addresses_form_heading()}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.addresses_form_intro()}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 grid gap-4 sm:grid-cols-2">
        <ErrorList messages={errors.messages} className="sm:col-span-2" />
        {text("name", m.addresses_form_name(), "name")}
        <TextField
          label={m.addresses_form_phone()}
          hint={m.addresses_form_phoneHint()}
          type="tel"
          autoComplete="tel"
          registration={form.register("phone_number")}
          a11y={errors.field("phone_number")}
        />
        {text("street", m.addresses_form_street(), "address-line1")}
        {text("building_name", m.addresses_form_building(), "address-line2")}
        {text("floor_apartment_no", m.addresses_form_floor(), "address-line3")}
        {text("landmark", m.addresses_form_landmark(), "off")}
        {text("area_district", m.addresses_form_area(), "address-level3")}
        <FormField label={m.addresses_form_city()} a11y={errors.field("city")}>
          {(control) => (
            <select className="input" autoComplete="address-level2" {...control} {...form.register("city")}>
              <option value="">{m.addresses_form_chooseCity()}</option>
              {UAE_CITY_NAMES.map((city) => (
                <option key={city} value={city}>
                  {placeName(city)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={m.addresses_form_country()}>
          {(control) => (
            <>
              {/* The country is the UAE: shown in the page's language, sent as the API's value. */}
              <input
                {...control}
                className="input bg-canvas text-muted"
                readOnly
                autoComplete="country-name"
                value={m.addresses_countryName()}
              />
              <input type="hidden" {...form.register("country")} />
            </>
          )}
        </FormField>
        <fieldset className="min-w-0">
          <legend className="mb-1.5 block text-sm font-medium text-ink">{m.addresses_form_type()}</legend>
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
                {type === "Home" ? m.addresses_form_home() : m.addresses_form_office()}
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
            {addAddress.isPending ? m.addresses_form_saving() : m.addresses_form_submit()}
          </button>
        </div>
      </form>
    </section>
  );
}
