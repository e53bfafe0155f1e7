import { ChatEnquiryLink } from "../../../ui/chat-enquiry-link";
import { ChatIcon } from "./home-icons";
import { m } from "../../../paraglide/messages.js";

/** Section 7: the spare-parts banner; Discover opens the chat enquiry. */
export function SparePartsBanner() {
  return (
    <section aria-labelledby="spare-banner-heading" className="container-page py-16 sm:py-20">
      <div className="relative grid items-center gap-8 overflow-hidden rounded-[1.5rem] bg-gradient-to-br from-brand-800 to-navy-900 p-8 text-white sm:p-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {m.home_sparePartsBanner_eyebrow()}
          </p>
          <h2
            id="spare-banner-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {m.home_sparePartsBanner_heading()}
          </h2>
          <p className="mt-4 max-w-xl leading-7 text-slate-200">{m.home_sparePartsBanner_text()}</p>
          <ChatEnquiryLink text={m.common_chat_sparePartsEnquiry()} className="btn btn-accent mt-7">
            <ChatIcon className="size-5" /> {m.home_sparePartsBanner_action()}
          </ChatEnquiryLink>
        </div>
        <img
          src="/img/home/spare-parts.svg"
          alt={m.home_sparePartsBanner_imageAlt()}
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
