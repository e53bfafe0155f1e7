import { Link } from "react-router";
import { SPARE_PARTS_ENQUIRY } from "../lib/chat-texts";
import { ChatEnquiryLink } from "./chat-enquiry-link";
import { ArrowRightIcon } from "../../../ui/first-screen-icons";

const CARD = "group card flex flex-col overflow-hidden transition-shadow hover:shadow-(--shadow-raised)";
const IMAGE =
  "aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]";

/** Section 2: the three promo cards (accessories, services, spare parts by chat). */
export function PromoCards() {
  return (
    <section aria-labelledby="promo-heading" className="container-page py-16 sm:py-20">
      <h2 id="promo-heading" className="sr-only">
        What we offer
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
            <h3 className="text-xl font-bold text-navy-900">Best Car Accessories from Top Brands</h3>
            <p className="mt-2 flex-1 text-muted">
              Seat covers, dash cams, care kits and more, delivered across Abu Dhabi.
            </p>
            <Link to="/accessories" className="btn btn-primary mt-5 self-start">
              View Products <ArrowRightIcon className="size-4" />
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
            <h3 className="text-xl font-bold text-navy-900">Affordable Car Services</h3>
            <p className="mt-2 flex-1 text-muted">
              Washing, painting, fitting and check-ups from vetted local garages.
            </p>
            <Link to="/servicepage" className="btn btn-primary mt-5 self-start">
              Find Services <ArrowRightIcon className="size-4" />
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
            <h3 className="text-xl font-bold text-navy-900">Top-Quality Spare Parts</h3>
            <p className="mt-2 flex-1 text-muted">
              Genuine and OEM parts for every make. Ask us on WhatsApp for a quote.
            </p>
            <ChatEnquiryLink text={SPARE_PARTS_ENQUIRY} className="btn btn-accent mt-5 self-start">
              Enquire Now
            </ChatEnquiryLink>
          </div>
        </li>
      </ul>
    </section>
  );
}
