import { TRANSACTION_FORM_MESSAGES } from '@mercato/core/texts/messages/transaction';
import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';
import { writtenText } from '../../lib/forms/written-text.ts';

/** Longest review text the form takes. */
export const REVIEW_MAX_LENGTH = 10_000;

/** The review form's rules: 1 to 5 stars and some text. */
export const ReviewFormSchema = z.object({
  reviewRating: z.coerce
    .number({ error: TRANSACTION_FORM_MESSAGES.chooseRating })
    .int(TRANSACTION_FORM_MESSAGES.chooseRating)
    .min(1, TRANSACTION_FORM_MESSAGES.chooseRating)
    .max(5, TRANSACTION_FORM_MESSAGES.chooseRating),
  reviewContent: writtenText(TRANSACTION_FORM_MESSAGES.writeReview, REVIEW_MAX_LENGTH, 'A review'),
});

/** The review form's parser, for the browser and the action alike. */
export const reviewForm = schemaForm(ReviewFormSchema, ['reviewRating', 'reviewContent']);
