import { AddServiceRatingInputSchema, SERVICE_RATING_COMMENT_MAX } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { ReviewDialog } from "../../../ui/review-dialog";
import { useAddServiceRating } from "../api/add-service-rating";
import { WRITE_RATING_BUTTON_ID } from "./vendor-ratings";

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
  const { t } = useTranslation();
  return (
    <ReviewDialog
      texts={{
        title: t("services.ratings.dialog.title"),
        close: t("services.ratings.dialog.close"),
        rating: t("services.ratings.dialog.rating"),
        comment: t("services.ratings.dialog.comment"),
        commentPlaceholder: t("services.ratings.dialog.commentPlaceholder"),
        submit: t("services.ratings.dialog.submit"),
        sending: t("services.ratings.dialog.sending"),
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
