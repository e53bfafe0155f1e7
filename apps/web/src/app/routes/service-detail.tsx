import type { Service, ServiceInteractionAction } from "@carcare/contracts";
import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { data, useLocation } from "react-router";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { useAuthDialogs } from "../../features/auth/components/auth-dialogs-context";
import { getService, serviceQueryOptions, useService } from "../../features/services/api/get-service";
import { serviceRatingsQueryOptions } from "../../features/services/api/get-service-ratings";
import { logServiceInteraction } from "../../features/services/api/log-service-interaction";
import { VendorDetail } from "../../features/services/components/vendor-detail";
import { carriedSearch } from "../../features/services/utils/services-search";
import { isUnauthenticated, nullWhenRefused } from "../../lib/api-client";
import { pathId } from "../../lib/path-id";
import { prefetchPageData } from "../../lib/query-client";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { toast } from "../../lib/toast";
import { whatsappLink } from "../../lib/whatsapp";
import { WidgetBoundary } from "../../ui/widget-boundary";
import { PageErrorBoundary } from "../layout/error-pages";
import { useWriteReview } from "../write-review";
import { pageMeta } from "../seo";
import type { Route } from "./+types/service-detail";
import { m } from "../../paraglide/messages.js";

// The vendor's ratings, below its details, are in the server's HTML and their code in a chunk after
// the first screen's (the page's first-load budget); serverRenderedLazy (decision 018).
const VendorRatings = serverRenderedLazy(
  () => import("../../features/services/components/vendor-ratings").then((module) => module.VendorRatings),
  <div className="min-h-96" aria-hidden="true" />,
);
// The popup's form and the contract's zod schema load when it first opens.
const RatingDialog = lazy(() => import("../../features/services/components/rating-dialog"));

/** An unknown vendor answers 404; a known one comes with its ratings and gives the head tags its name, category and image. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { call } = context;
  const id = pathId(params.id);
  // An id no vendor can have (past PostgreSQL's integer) is refused as bad input: not found either.
  const service = id === null ? null : await nullWhenRefused(getService(id, call), [400, 404]);
  if (!service) throw data(m.catalog_vendorNotFound(), { status: 404 });
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    queryClient.setQueryData(serviceQueryOptions(service.id).queryKey, service);
    await queryClient.prefetchQuery(serviceRatingsQueryOptions(service.id, call));
  });
  const { vendor_name, service_category, address, images } = service;
  return {
    service: { id: service.id, vendor_name, service_category, address, image: images[0] },
    dehydratedState,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (!service)
    return pageMeta(matches, {
      title: m.common_errors_notFoundTitle(),
      description: m.catalog_vendorNotFound(),
      path: location.pathname,
      noindex: true,
    });
  return pageMeta(matches, {
    title: `${service.vendor_name}: ${service.service_category}`,
    description: m.catalog_vendorDescription({
      name: service.vendor_name,
      category: service.service_category,
      address: service.address,
    }),
    path: location.pathname,
    image: service.image,
    type: "business.business",
  });
}

/** Vendor page (spec section 2, "Service detail"): the vendor, contact by chat or call, and ratings. */
export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { data: service } = useService(loaderData.service.id);
  const location = useLocation();
  const contact = useVendorContact(service);
  const writeRating = useWriteReview(m.services_ratings_loginFirst());
  if (!service || !contact) return null;
  return (
    <div className="container-page py-8 sm:py-10">
      <VendorDetail
        service={service}
        backHref={`/servicepage${carriedSearch(location.search)}`}
        contact={contact}
      />
      <WidgetBoundary name="vendor ratings" resetKey={service.id}>
        <VendorRatings serviceId={service.id} onWriteRating={writeRating.open} />
      </WidgetBoundary>
      {writeRating.isOpen ? (
        <Suspense fallback={null}>
          <RatingDialog serviceId={service.id} onClose={writeRating.close} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * 'Whatsapp Us' and 'Call Us' (spec sections 5 and 7): a visitor is asked to log in first ('Please
 * Login to Continue'); a customer's contact is logged with log_service_interaction, then the chat
 * (the vendor's number and 'Hello! I would like to use your service') or the call opens.
 */
function useVendorContact(service: Service | undefined) {
  const { data: user } = useLoggedInUser();
  const { loginThen } = useAuthDialogs();
  // A plain call, not useMutation: the mutation observer would add about 2 KB gzipped to the page's
  // first load (apps/web/scripts/check-budget.mjs). A second click while one is logged does nothing.
  const logging = useRef(false);
  const [busy, setBusy] = useState(false);
  if (!service) return null;
  const whatsappHref = whatsappLink(service.whatsapp_number, m.services_detail_chatText());
  const callHref = `tel:${service.phone_number.replace(/[^\d+]/g, "")}`;

  const askToLogIn = (then: () => void) => {
    toast.info(m.services_detail_loginToContinue());
    loginThen(then);
  };

  async function contact(action: ServiceInteractionAction, href: string) {
    logging.current = true;
    setBusy(true);
    try {
      await logServiceInteraction({ serviceId: service!.id, action });
    } catch (error) {
      // The session ended since the page loaded: log in, then try again.
      if (isUnauthenticated(error)) return askToLogIn(() => void contact(action, href));
      // Any other failure only costs the operators a count: the customer still reaches the vendor.
    } finally {
      logging.current = false;
      setBusy(false);
    }
    if (action === "CALL") return window.location.assign(href);
    const chat = window.open(href, "_blank");
    // A chat opened after the login dialog has no click of its own and may be blocked: open it here.
    if (chat) chat.opener = null;
    else window.location.assign(href);
  }

  const onContact =
    (action: ServiceInteractionAction, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      if (logging.current) return;
      if (!user) return askToLogIn(() => void contact(action, href));
      void contact(action, href);
    };

  return {
    whatsappHref,
    callHref,
    onWhatsapp: onContact("WHATSAPP", whatsappHref),
    onCall: onContact("CALL", callHref),
    busy,
  };
}

export { PageErrorBoundary as ErrorBoundary };
