import { TRANSACTION_FORM_MESSAGES } from '@mercato/core/texts/messages/transaction';
import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';

/** Longest review text the form takes. */
export const REVIEW_MAX_LENGTH = 10_000;

/** The review form's rules: 1 to 5 stars and some text. */
export const ReviewFormSchema = z.object({
  reviewRating: z.coerce
    .number({ error: TRANSACTION_FORM_MESSAGES.chooseRating })
    .int(TRANSACTION_FORM_MESSAGES.chooseRating)
    .min(1, TRANSACTION_FORM_MESSAGES.chooseRating)
    .max(5, TRANSACTION_FORM_MESSAGES.chooseRating),
  reviewContent: z
    .string()
    .trim()
    .min(1, TRANSACTION_FORM_MESSAGES.writeReview)
    .max(REVIEW_MAX_LENGTH, `A review can be at most ${REVIEW_MAX_LENGTH} characters.`),
});

/** The review form's parser, for the browser and the action alike. */
export const reviewForm = schemaForm(ReviewFormSchema, ['reviewRating', 'reviewContent']);
