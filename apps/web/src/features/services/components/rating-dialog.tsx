import { AddServiceRatingInputSchema, SERVICE_RATING_COMMENT_MAX } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { ReviewDialog } from "../../../ui/review-dialog";
import { useAddServiceRating } from "../api/add-service-rating";
import { WRITE_RATING_BUTTON_ID } from "./vendor-ratings";
import { m } from "../../../paraglide/messages.js";

// Loaded only when the popup first opens: the form, its resolver and the contract's zod schema stay
// out of the vendor page's first load.

/**
 * The vendor's rating popup (spec section 5): the store's review dialog with the vendor's words and
 * schema ('please fill all fields'). On success the vendor's ratings are read again; a second
 * rating of the same vendor is refused by the store, and its words are shown in the dialog.
 */
export default function VendorRatingDialog({
  serviceId,
  onClose,
}: {
  serviceId: number;
  onClose: () => void;
}) {
  return (
    <ReviewDialog
      texts={{
        title: m.services_ratings_dialog_title(),
        close: m.services_ratings_dialog_close(),
        rating: m.services_ratings_dialog_rating(),
        comment: m.services_ratings_dialog_comment(),
        commentPlaceholder: m.services_ratings_dialog_commentPlaceholder(),
        submit: m.services_ratings_dialog_submit(),
        sending: m.services_ratings_dialog_sending(),
      }}
      resolver={zodResolver(AddServiceRatingInputSchema)}
      defaultValues={{ service_id: serviceId, rating: "", comment: "" }}
      write={useAddServiceRating(serviceId)}
      commentMaxLength={SERVICE_RATING_COMMENT_MAX}
      returnFocusId={WRITE_RATING_BUTTON_ID}
      onClose={onClose}
    />
  );
}
