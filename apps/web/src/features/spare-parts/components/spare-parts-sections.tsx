import { serverRenderedLazy } from "../../../lib/server-rendered-lazy";
import { ChatEnquiryLink } from "../../../ui/chat-enquiry-link";
import { TruckIcon } from "../../../ui/first-screen-icons";
import { type IconProps, LineIcon } from "../../../ui/icons";
import { WhatsappIcon } from "../../../ui/page-icons";
import { SectionHeading } from "../../../ui/section-heading";
import { brandMessage, chassisMessage, itemCodeMessage, PARTNER_BRANDS } from "../utils/enquiry-texts";
import { m } from "../../../paraglide/messages.js";

// The enquiry boxes (react-hook-form) are in the server's HTML, their code in a chunk after the first
// screen's (the page's first-load budget); serverRenderedLazy (decision 018) hydrates them in place.
const EnquiryForm = serverRenderedLazy(
  () => import("./enquiry-form").then((m) => m.EnquiryForm),
  <div className="card min-h-64" aria-hidden="true" />,
);

const SearchIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </LineIcon>
);

const STEP_ICONS = [SearchIcon, WhatsappIcon, TruckIcon];

/** How It Works: find the part, order via chat, get it delivered. */
export function HowItWorks() {
  const steps = [
    { title: m.spareParts_howItWorks_steps_0_title(), text: m.spareParts_howItWorks_steps_0_text() },
    { title: m.spareParts_howItWorks_steps_1_title(), text: m.spareParts_howItWorks_steps_1_text() },
    { title: m.spareParts_howItWorks_steps_2_title(), text: m.spareParts_howItWorks_steps_2_text() },
  ];
  return (
    <section aria-labelledby="how-it-works-heading" className="container-page py-14 sm:py-20">
      <SectionHeading
        id="how-it-works-heading"
        eyebrow={m.spareParts_howItWorks_eyebrow()}
        title={m.spareParts_howItWorks_heading()}
      />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? SearchIcon;
          return (
            <li key={step.title} className="card p-6">
              <div className="flex items-center gap-3">
                <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <span className="text-sm font-semibold text-brand-700" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Why Choose: three stat cards. */
export function WhyChoose() {
  const cards = [
    {
      value: m.spareParts_whyChoose_cards_0_value(),
      title: m.spareParts_whyChoose_cards_0_title(),
      text: m.spareParts_whyChoose_cards_0_text(),
    },
    {
      value: m.spareParts_whyChoose_cards_1_value(),
      title: m.spareParts_whyChoose_cards_1_title(),
      text: m.spareParts_whyChoose_cards_1_text(),
    },
    {
      value: m.spareParts_whyChoose_cards_2_value(),
      title: m.spareParts_whyChoose_cards_2_title(),
      text: m.spareParts_whyChoose_cards_2_text(),
    },
  ];
  return (
    <section aria-labelledby="why-choose-heading" className="bg-white py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="why-choose-heading"
          eyebrow={m.spareParts_whyChoose_eyebrow()}
          title={m.spareParts_whyChoose_heading()}
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title} className="card p-6 text-center">
              <p className="text-4xl font-bold text-brand-700">{card.value}</p>
              <h3 className="mt-2 text-lg font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The item-code and chassis-number enquiry boxes. */
export function EnquiryBoxes() {
  return (
    <section aria-labelledby="enquiry-heading" className="container-page py-14 sm:py-20">
      <SectionHeading
        id="enquiry-heading"
        eyebrow={m.spareParts_enquiry_eyebrow()}
        title={m.spareParts_enquiry_heading()}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <EnquiryForm
          heading={m.spareParts_itemCode_heading()}
          text={m.spareParts_itemCode_text()}
          label={m.spareParts_itemCode_label()}
          placeholder={m.spareParts_itemCode_placeholder()}
          requiredMessage={m.spareParts_itemCode_required()}
          submitLabel={m.spareParts_itemCode_submit()}
          message={(code) => itemCodeMessage(code)}
        />
        <EnquiryForm
          heading={m.spareParts_chassis_heading()}
          text={m.spareParts_chassis_text()}
          label={m.spareParts_chassis_label()}
          placeholder={m.spareParts_chassis_placeholder()}
          requiredMessage={m.spareParts_chassis_required()}
          submitLabel={m.spareParts_chassis_submit()}
          message={(number) => chassisMessage(number)}
        />
      </div>
    </section>
  );
}

/** The 8 partner brand tiles, each with Ask about parts (a chat naming the brand). */
export function PartnerBrands() {
  return (
    <section aria-labelledby="partner-brands-heading" className="bg-white py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="partner-brands-heading"
          eyebrow={m.spareParts_brands_eyebrow()}
          title={m.spareParts_brands_heading()}
          intro={m.spareParts_brands_intro()}
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {PARTNER_BRANDS.map((brand) => (
            <li key={brand.name} className="card flex flex-col items-center p-4 text-center sm:p-6">
              <img
                src={brand.logo}
                alt=""
                width={480}
                height={240}
                loading="lazy"
                decoding="async"
                className="aspect-2/1 h-auto w-full max-w-40 rounded-lg object-cover"
              />
              <h3 className="mt-3 font-semibold text-navy-900">{brand.name}</h3>
              <ChatEnquiryLink
                text={brandMessage(brand.name)}
                className="btn btn-secondary mt-4 w-full px-3 text-xs sm:text-sm"
              >
                {m.spareParts_brands_action()}
                <span className="sr-only"> {m.spareParts_brands_actionFor({ brand: brand.name })}</span>
              </ChatEnquiryLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The SEO text at the bottom of the page. */
export function SparePartsSeoText() {
  return (
    <section aria-labelledby="spare-parts-seo-heading" className="container-page py-14 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id="spare-parts-seo-heading" className="text-2xl font-bold tracking-tight text-navy-900">
          {m.spareParts_seo_heading()}
        </h2>
        <div className="mt-4 space-y-4 leading-7 text-muted">
          {[m.spareParts_seo_paragraphs_0, m.spareParts_seo_paragraphs_1, m.spareParts_seo_paragraphs_2].map(
            (line) => (
              <p key={line()}>{line()}</p>
            ),
          )}
        </div>
      </div>
    </section>
  );
}
