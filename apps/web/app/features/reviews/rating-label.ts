import { REVIEWS_SECTION_TEXTS } from '@mercato/core/texts/catalogs/profile/reviews-section';
import { type Texts, textsOf } from '@mercato/core/texts/ui-texts';

// Apart from review-view.ts, whose reading of API resources brings zod along: the stars of a page
// need only these words.

/** "4.5 out of 5 stars": the words a rating is read as, in the texts given (Mercato's English by default). */
export function ratingLabel(
  rating: number,
  t: Texts<'ratingLabel'> = textsOf(REVIEWS_SECTION_TEXTS, undefined),
): string {
  return t('ratingLabel', { rating });
}
