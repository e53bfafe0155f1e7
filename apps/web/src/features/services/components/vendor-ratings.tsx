// The zod-free entry: the main one would bring zod into the vendor page's first load.
import { ratingSummary, starCountsOf } from "@carcare/contracts/ratings";
import { ReviewsBlock } from "../../../ui/reviews-block";
import { useServiceRatings } from "../api/get-service-ratings";
import { m } from "../../../paraglide/messages.js";

/** The 'Write here' button: the rating popup gives focus back to it when it closes. */
export const WRITE_RATING_BUTTON_ID = "write-rating";

/**
 * The vendor's ratings, as on the product page (spec section 2): the store's reviews block with the
 * vendor's words, its ratings block summed from the vendor's ratings, newest first.
 */
export function VendorRatings({
  serviceId,
  onWriteRating,
}: {
  serviceId: number;
  onWriteRating: () => void;
}) {
  const ratings = useServiceRatings(serviceId);
  const list = ratings.data ?? [];
  return (
    <ReviewsBlock
      id="ratings"
      texts={{
        heading: m.services_ratings_heading(),
        writePrompt: m.services_ratings_writePrompt(),
        writeHere: m.services_ratings_writeHere(),
        listHeading: m.services_ratings_listHeading(),
        none: m.services_ratings_none(),
        noneHint: m.services_ratings_noneHint(),
      }}
      summary={ratingSummary(starCountsOf(list))}
      reviews={list.map((rating) => ({
        id: rating.id,
        author: rating.username,
        rating: rating.rating,
        comment: rating.comment,
        date: rating.date,
      }))}
      busy={ratings.isFetching}
      writeButtonId={WRITE_RATING_BUTTON_ID}
      onWrite={onWriteRating}
      listTestId="vendor-ratings"
    />
  );
}
