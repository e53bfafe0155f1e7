// The store's identity (name, contacts, defaults) is shared with `pnpm ops`, so it lives with the
// operator rules that print it on invoices.
export {
  DEFAULT_BUSINESS_WHATSAPP_NUMBER,
  STORE_EMAIL,
  STORE_NAME,
  businessContacts,
} from "@carcare/operations";
