import { Link } from "react-router";
import { Logo } from "../../ui/logo";
import { routeMeta } from "../seo";

const EFFECTIVE_DATE = "01/01/2025";
const CONTACT_EMAIL = "support@carcare.ae";

const SECTIONS: { id: string; title: string; body: string[] }[] = [
  {
    id: "data-we-collect",
    title: "1. Information we collect",
    body: [
      "Account details you give us: your name, email address, mobile number and password (stored only as a secure hash).",
      "Order and delivery details: delivery addresses, the products, services and plans you order, coupons you apply and your order history.",
      "Messages you send us through the contact form, enquiries and reviews, and the ratings you give.",
      "Technical data: your browser type, device, pages visited and the time of your visit. Your location is used only when you ask us to find services near you, and only with your permission.",
    ],
  },
  {
    id: "how-we-use",
    title: "2. How we use your information",
    body: [
      "To create and manage your account, process orders, deliver accessories within Abu Dhabi and manage your subscription plan.",
      "To send you one-time codes, order updates and invoices, and to answer your questions and enquiries.",
      "To improve the store, prevent fraud and keep your account secure.",
      "We send marketing messages only if you have agreed to receive them, and you can opt out at any time.",
    ],
  },
  {
    id: "sharing",
    title: "3. Sharing your information",
    body: [
      "We do not sell your personal data.",
      "We share only what is needed with the service vendors you choose to contact, delivery partners, payment providers and the providers who host our systems, all bound to protect it.",
      "We may disclose information when the law of the United Arab Emirates requires it.",
    ],
  },
  {
    id: "storage",
    title: "4. Storage and security",
    body: [
      "Your data is stored on secure servers with access limited to the staff who need it. Passwords are hashed and connections are encrypted.",
      "We keep your data for as long as your account is active or as needed to provide our services and meet legal, tax and accounting obligations.",
    ],
  },
  {
    id: "cookies",
    title: "5. Cookies",
    body: [
      "We use a session cookie to keep you logged in and to hold your cart. It is required for the store to work.",
      "You can clear or block cookies in your browser settings; if you do, logging in and checkout will not work.",
    ],
  },
  {
    id: "your-rights",
    title: "6. Your rights",
    body: [
      "You can access and update your profile at any time from My Profile.",
      "You can ask us for a copy of your data, to correct it, or to delete your account and data, subject to what we must keep by law.",
      "You can withdraw consent to marketing messages at any time.",
    ],
  },
  {
    id: "children",
    title: "7. Children",
    body: [
      "Our store is intended for users over 18 years of age. We do not knowingly collect data from anyone under 18; if you believe a child has given us personal data, contact us and we will delete it.",
    ],
  },
  {
    id: "changes",
    title: "8. Changes to this policy",
    body: [
      "We may update this policy from time to time. The effective date at the top shows when it last changed; significant changes will be announced on the website.",
    ],
  },
];

/** Standalone policy page outside the main layout (spec section 2), effective 01/01/2025. */
export const meta = routeMeta({
  titleKey: "pages.privacy.title",
  descriptionKey: "pages.privacy.description",
});

export default function PrivacyPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to="/" className="-ml-1 rounded-(--radius-control) p-1" aria-label="CarCare Abu Dhabi, home">
            <Logo />
          </Link>
          <Link to="/" className="btn btn-secondary">
            Back Home
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <article className="container-page max-w-3xl py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">Privacy Policy</h1>
          <p className="mt-2 text-sm font-medium text-muted">Effective date: {EFFECTIVE_DATE}</p>
          <p className="mt-6 leading-7 text-slate-700">
            CarCare Abu Dhabi (&quot;we&quot;, &quot;us&quot;) runs this online store for car accessories,
            spare parts, car services and subscription plans. This policy explains what personal data we
            collect, how we use and protect it, and the choices you have.
          </p>
          {SECTIONS.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-8">
              <h2 id={section.id} className="text-xl font-semibold text-navy-900">
                {section.title}
              </h2>
              <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-700">
                {section.body.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="contact-us" className="mt-8">
            <h2 id="contact-us" className="text-xl font-semibold text-navy-900">
              9. Contact us
            </h2>
            <p className="mt-3 leading-7 text-slate-700">
              Questions about this policy or your data? Email{" "}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
                {CONTACT_EMAIL}
              </a>{" "}
              or visit our{" "}
              <Link className="font-semibold text-brand-700 underline" to="/support">
                support page
              </Link>
              . CarCare, Abu Dhabi, United Arab Emirates.
            </p>
          </section>
        </article>
      </main>
      <footer className="border-t border-line py-6 text-center text-xs text-muted">
        © 2025 CarCare. All rights reserved.
      </footer>
    </div>
  );
}
