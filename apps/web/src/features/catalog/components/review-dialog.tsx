import { AddReviewInputSchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { ReviewDialog } from "../../../ui/review-dialog";
import { useAddReview } from "../api/add-review";
import { WRITE_REVIEW_BUTTON_ID } from "./reviews-section";
import { m } from "../../../paraglide/messages.js";

// Loaded only when the popup first opens: the form, its resolver and the contract's zod schema stay
// out of the product page's first load.

/**
 * The product's review popup (spec sections 4 and 5): the store's review dialog with the product's
 * words and schema ('Please fill all fields'). On success the product's reviews and ratings are read
 * again; a second review of the product replaces the first, and the API's message says so.
 */
export default function ProductReviewDialog({
  productId,
  onClose,
}: {
  productId: number;
  onClose: () => void;
}) {
  return (
    <ReviewDialog
      texts={{
        title: m.catalog_reviews_dialog_title(),
        close: m.catalog_reviews_dialog_close(),
        rating: m.catalog_reviews_dialog_rating(),
        comment: m.catalog_reviews_dialog_comment(),
        commentPlaceholder: m.catalog_reviews_dialog_commentPlaceholder(),
        submit: m.catalog_reviews_dialog_submit(),
        sending: m.catalog_reviews_dialog_sending(),
      }}
      resolver={zodResolver(AddReviewInputSchema)}
      defaultValues={{ rating: "", comment: "" }}
      write={useAddReview(productId)}
      commentMaxLength={2000}
      returnFocusId={WRITE_REVIEW_BUTTON_ID}
      onClose={onClose}
    />
  );
}
