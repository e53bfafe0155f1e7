import { ChatEnquiryLink } from "../../../ui/chat-enquiry-link";
import { WhatsappIcon } from "../../../ui/page-icons";
import { m } from "../../../paraglide/messages.js";

/** The hero with Enquire Now (the general spare-parts chat) and the three stats. */
export function SparePartsHero() {
  return (
    <section
      aria-labelledby="spare-parts-heading"
      className="bg-gradient-to-br from-brand-800 to-navy-900 text-white"
    >
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {m.spareParts_hero_eyebrow()}
          </p>
          <h1
            id="spare-parts-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {m.spareParts_hero_title()}
          </h1>
          <p className="mt-4 max-w-xl leading-7 text-slate-200">{m.spareParts_hero_text()}</p>
          <ChatEnquiryLink text={m.common_chat_sparePartsEnquiry()} className="btn btn-accent mt-8">
            <WhatsappIcon className="size-5" /> {m.spareParts_hero_action()}
          </ChatEnquiryLink>
        </div>
        <img
          src="/img/home/spare-parts.svg"
          alt={m.spareParts_hero_imageAlt()}
          width={560}
          height={400}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
      <div className="border-t border-white/10 bg-navy-950/40">
        <dl
          aria-label={m.spareParts_stats_label()}
          className="container-page grid grid-cols-3 gap-2 py-6 text-center"
        >
          {[
            { value: m.spareParts_stats_items_0_value(), label: m.spareParts_stats_items_0_label() },
            { value: m.spareParts_stats_items_1_value(), label: m.spareParts_stats_items_1_label() },
            { value: m.spareParts_stats_items_2_value(), label: m.spareParts_stats_items_2_label() },
          ].map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-bold text-accent-300 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
