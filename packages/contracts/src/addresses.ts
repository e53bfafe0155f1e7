import { z } from "zod";
import { IdParamSchema, safeString } from "./common.js";
import { phoneSchema } from "./auth.js";
import { endpoint, named, ok, MESSAGE_ANSWER } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

/** The cities a delivery address may be in (spec section 5), with the emirate each belongs to. */
export const UAE_CITIES = {
  Dubai: "Dubai",
  "Abu Dhabi": "Abu Dhabi",
  Sharjah: "Sharjah",
  Ajman: "Ajman",
  Fujairah: "Fujairah",
  "Ras Al Khaimah": "Ras Al Khaimah",
  "Umm Al Quwain": "Umm Al Quwain",
  "Al Ain": "Abu Dhabi",
  "Khor Fakkan": "Sharjah",
  "Dibba Al-Fujairah": "Fujairah",
} as const;
export type UaeCity = keyof typeof UAE_CITIES;
export const UAE_CITY_NAMES = Object.keys(UAE_CITIES) as UaeCity[];
export const ADDRESS_COUNTRY = "United Arab Emirates";
export const ADDRESS_TYPES = ["Home", "Office"] as const;
export const ADDRESS_REQUIRED_MESSAGE = m.addressRequired({}, EN);
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

const requiredText = (max: number) =>
  safeString(ADDRESS_REQUIRED_MESSAGE).trim().min(1, ADDRESS_REQUIRED_MESSAGE).max(max);

export const AddAddressInputSchema = z.object({
  name: requiredText(100),
  phone_number: phoneSchema(ADDRESS_REQUIRED_MESSAGE),
  street: requiredText(200),
  building_name: requiredText(120),
  floor_apartment_no: requiredText(60),
  landmark: safeString()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  area_district: requiredText(120),
  city: z
    .string({ error: ADDRESS_REQUIRED_MESSAGE })
    .trim()
    .min(1, ADDRESS_REQUIRED_MESSAGE)
    .transform((value, ctx) => {
      const city = UAE_CITY_NAMES.find((name) => name.toLowerCase() === value.toLowerCase());
      if (!city) {
        ctx.addIssue({
          code: "custom",
          message: m.addressChooseCity({}, EN),
        });
        return z.NEVER;
      }
      return city;
    }),
  /** Fixed to the UAE: accepted when sent, refused when it names another country. */
  country: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || ["united arab emirates", "uae", "ae"].includes(value.toLowerCase()),
      "We deliver within the United Arab Emirates only",
    )
    .transform(() => ADDRESS_COUNTRY),
  address_type: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return "Home" as const;
      const type = ADDRESS_TYPES.find((name) => name.toLowerCase() === value.toLowerCase());
      if (!type) {
        ctx.addIssue({ code: "custom", message: m.addressTypeInvalid({}, EN) });
        return z.NEVER;
      }
      return type;
    }),
});
export type AddAddressInput = z.input<typeof AddAddressInputSchema>;
/** An add-address request after validation (city and type normalised, country fixed). */
export type AddAddressData = z.output<typeof AddAddressInputSchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone_number: z.string(),
  street: z.string(),
  building_name: z.string(),
  floor_apartment_no: z.string(),
  landmark: z.string().nullable(),
  area_district: z.string(),
  city: z.string(),
  /** The emirate. */
  state: z.string(),
  /** The UAE has no postcodes: always empty, kept because existing clients read it. */
  zip_code: z.string(),
  country: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.object({ addresses: z.array(AddressSchema) });
export const AddressCreatedSchema = z.object({ message: z.string(), address: AddressSchema });

export const ADDRESS_MESSAGES = {
  added: m.addressAdded({}, EN),
  defaultChanged: m.addressDefaultChanged({}, EN),
  deleted: m.addressDeleted({}, EN),
} as const;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const addressesEndpoints = {
  viewAddresses: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/view_addresses",
    tag: "addresses",
    summary: "The customer's saved addresses",
    description:
      "The logged-in customer's saved delivery addresses; the default one (is_default) is where orders go.",
    auth: true,
    answers: { 200: ok("Addresses", named("AddressList", AddressListSchema)) },
  }),
  addAddress: endpoint({
    method: "post",
    path: "/add_address",
    tag: "addresses",
    summary: "Save a delivery address (UAE only)",
    description:
      "Saves a delivery address in the UAE for the logged-in customer. The first address becomes the default.",
    auth: true,
    body: named("AddAddressInput", AddAddressInputSchema),
    answers: { 201: ok("Saved", named("AddressCreated", AddressCreatedSchema)) },
  }),
  setDefaultAddress: endpoint({
    method: "put",
    path: "/set_default_address/:id/",
    tag: "addresses",
    summary: "Make an address the default",
    description: "The clients send an empty or {} body.",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("Default changed", MESSAGE_ANSWER) },
    errors: [404],
  }),
  deleteAddress: endpoint({
    method: "delete",
    path: "/delete_address/:id/",
    tag: "addresses",
    summary: "Delete an address",
    description:
      "Deletes one of the logged-in customer's addresses; orders already placed keep their own copy. 404 when the address is not this customer's.",
    auth: true,
    params: IdParamSchema,
    answers: { 200: ok("Deleted", MESSAGE_ANSWER) },
    errors: [404],
  }),
} as const;
