import type { SubscribedPlan, SubscriptionVendor } from "@carcare/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAed, formatStoreDay } from "../../../lib/format";
import { whatsappLink } from "../../../lib/whatsapp";
import { PhoneIcon, WhatsappIcon } from "../../../ui/page-icons";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";
import { serviceTypeWords } from "../utils/plan-filters";

export const UPGRADE_PATH = "/subscription?upgrade=true";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

function VendorList({ vendors, withContacts }: { vendors: SubscriptionVendor[]; withContacts: boolean }) {
  if (vendors.length === 0) return <p className="mt-2 text-muted">{m.plans_current_noVendors()}</p>;
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {vendors.map((vendor) => (
        <li key={vendor.id} className="rounded-xl border border-line p-4">
          <p className="font-semibold text-navy-900">{vendor.name}</p>
          {withContacts ? (
            <>
              <p className="mt-0.5 text-sm text-muted">
                <bdi className="ltr-inline">{vendor.contact}</bdi>
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <a
                  href={whatsappLink(vendor.contact, m.plans_current_vendorGreeting())}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${m.plans_current_chatWith({ name: vendor.name })} ${m.common_chat_opensWhatsapp()}`}
                  className="btn btn-secondary min-h-10 px-3 py-2"
                >
                  <WhatsappIcon className="size-4 text-success-600" /> {m.plans_current_chat()}
                </a>
                <a
                  href={`tel:${vendor.contact}`}
                  aria-label={m.plans_current_callVendor({ name: vendor.name })}
                  className="btn btn-secondary min-h-10 px-3 py-2"
                >
                  <PhoneIcon className="size-4" /> {m.plans_current_call()}
                </a>
              </div>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Your Current Plan' (spec section 2). On /subscription (`detailed` off): name, price, category,
 * duration, valid till and the vendors' names. On /myplan: also valid from and each vendor's contact
 * with WhatsApp and call links, and Contact Support. Prices are AED everywhere (never a rupee sign).
 */
export function CurrentPlan({
  plan,
  vendors,
  detailed = false,
  headingLevel = "h2",
}: {
  plan: SubscribedPlan;
  vendors: SubscriptionVendor[];
  detailed?: boolean;
  headingLevel?: "h1" | "h2";
}) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="current-plan-heading" className="card mx-auto max-w-3xl p-6 sm:p-8">
      <Heading
        id="current-plan-heading"
        className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
      >
        {m.plans_current_heading()}
      </Heading>
      <div className="mt-5 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 rounded-2xl bg-brand-50 px-5 py-4">
        <p className="text-xl font-bold text-brand-800">{plan.name}</p>
        <p className="text-navy-900">
          <span className="text-2xl font-bold">{formatAed(plan.price)}</span>{" "}
          <span className="text-sm text-muted">{m.plans_current_perMonth()}</span>
        </p>
      </div>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Detail term={m.plans_current_category()}>{serviceTypeWords(plan.category)}</Detail>
        <Detail term={m.plans_current_duration()}>
          {m.plans_current_months({ count: Number(plan.duration) })}
        </Detail>
        {detailed ? (
          <Detail term={m.plans_current_validFrom()}>
            <time dateTime={plan.start_date}>{formatStoreDay(plan.start_date)}</time>
          </Detail>
        ) : null}
        <Detail term={detailed ? m.plans_current_validUntil() : m.plans_current_validTill()}>
          <time dateTime={plan.end_date}>{formatStoreDay(plan.end_date)}</time>
        </Detail>
      </dl>
      <div className="mt-6">
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-navy-900">
          {m.plans_current_vendors()}
          <span className="badge badge-neutral">
            {m.plans_current_vendorCount({ count: vendors.length })}
          </span>
        </h3>
        <VendorList vendors={vendors} withContacts={detailed} />
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={localHref(UPGRADE_PATH)} className="btn btn-primary">
          {m.plans_current_upgrade()}
        </Link>
        {detailed ? (
          <Link to={localHref("/support")} className="btn btn-secondary">
            {m.plans_current_support()}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** My Plan for a customer with no plan: the spec's sentence and the way to the plans. */
export function NotSubscribed() {
  return (
    <div className="card mx-auto max-w-xl px-6 py-12 text-center">
      <p className="text-lg font-semibold text-navy-900">{m.plans_notSubscribed_text()}</p>
      <Link to={localHref("/subscription")} className="btn btn-primary mt-6">
        {m.plans_notSubscribed_action()}
      </Link>
    </div>
  );
}
