import { Link } from "react-router";
import { ChatEnquiryLink } from "../../../ui/chat-enquiry-link";
import { ArrowRightIcon } from "../../../ui/first-screen-icons";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

const CARD = "group card flex flex-col overflow-hidden transition-shadow hover:shadow-(--shadow-raised)";
const IMAGE =
  "aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]";

/** Section 2: the three promo cards (accessories, services, spare parts by chat). */
export function PromoCards() {
  return (
    <section aria-labelledby="promo-heading" className="container-page py-16 sm:py-20">
      <h2 id="promo-heading" className="sr-only">
        {m.home_promo_heading()}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        <li className={CARD}>
          <div className="overflow-hidden">
            <img
              src="/img/categories/car-interior.svg"
              alt=""
              width={800}
              height={533}
              loading="lazy"
              decoding="async"
              className={IMAGE}
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-bold text-navy-900">{m.home_promo_accessories_title()}</h3>
            <p className="mt-2 flex-1 text-muted">{m.home_promo_accessories_text()}</p>
            <Link to={localHref("/accessories")} className="btn btn-primary mt-5 self-start">
              {m.home_promo_accessories_action()} <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </li>
        <li className={CARD}>
          <div className="overflow-hidden">
            <img
              src="/img/vendors/al-raha-service-centre-1.svg"
              alt=""
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
              className={IMAGE}
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-bold text-navy-900">{m.home_promo_services_title()}</h3>
            <p className="mt-2 flex-1 text-muted">{m.home_promo_services_text()}</p>
            <Link to={localHref("/servicepage")} className="btn btn-primary mt-5 self-start">
              {m.home_promo_services_action()} <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </li>
        <li className={CARD}>
          <div className="overflow-hidden">
            <img
              src="/img/categories/performance.svg"
              alt=""
              width={800}
              height={533}
              loading="lazy"
              decoding="async"
              className={IMAGE}
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-bold text-navy-900">{m.home_promo_spareParts_title()}</h3>
            <p className="mt-2 flex-1 text-muted">{m.home_promo_spareParts_text()}</p>
            <ChatEnquiryLink
              text={m.common_chat_sparePartsEnquiry()}
              className="btn btn-accent mt-5 self-start"
            >
              {m.home_promo_spareParts_action()}
            </ChatEnquiryLink>
          </div>
        </li>
      </ul>
    </section>
  );
}
