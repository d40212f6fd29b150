import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';

/** Longest review text the form takes. */
export const REVIEW_MAX_LENGTH = 10_000;

/** The review form's rules: 1 to 5 stars and some text. */
export const ReviewFormSchema = z.object({
  reviewRating: z.coerce
    .number({ error: 'Choose 1 to 5 stars.' })
    .int('Choose 1 to 5 stars.')
    .min(1, 'Choose 1 to 5 stars.')
    .max(5, 'Choose 1 to 5 stars.'),
  reviewContent: z
    .string()
    .trim()
    .min(1, 'Write a few words about how it went.')
    .max(REVIEW_MAX_LENGTH, `A review can be at most ${REVIEW_MAX_LENGTH} characters.`),
});

/** The review form's parser, for the browser and the action alike. */
export const reviewForm = schemaForm(ReviewFormSchema, ['reviewRating', 'reviewContent']);
