// Finding a customer the way operators name them: a phone in any usual form, or an email.
import { normalisePhone } from "@carcare/contracts";
import { badRequest, notFound } from "./errors.js";
import { type CustomerRow, findCustomerByEmail, findCustomerByPhone } from "./repositories/customers.js";
import type { Db } from "./repositories/db.js";

export type { CustomerRow } from "./repositories/customers.js";

/**
 * A customer by phone (any usual form, normalised to +971…) or email (any case).
 * Throws NOT_FOUND naming what was looked for.
 */
export async function findCustomer(db: Db, phoneOrEmail: string): Promise<CustomerRow> {
  const text = phoneOrEmail.trim();
  if (text.includes("@")) {
    const user = await findCustomerByEmail(db, text);
    if (!user) throw notFound(`No customer has the email ${text}.`);
    return user;
  }
  const phone = normalisePhone(text);
  if (!phone) throw badRequest(`"${text}" is neither a phone number nor an email address.`);
  const user = await findCustomerByPhone(db, phone);
  if (!user) throw notFound(`No customer has the phone number ${phone}.`);
  return user;
}
