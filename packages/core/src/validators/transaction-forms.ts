import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Longest message, inquiry, review or dispute text. */
export const MESSAGE_MAX_LENGTH = 5000;

/** Lowest and highest review rating (spec §3, §9). */
export const REVIEW_RATING_MIN = 1;
/** Highest review rating. */
export const REVIEW_RATING_MAX = 5;

/** Texts of the transaction form rules. */
export const TRANSACTION_FORM_MESSAGES = {
  tooLong: `must be ${MESSAGE_MAX_LENGTH} characters or less`,
  rating: `please give a rating from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
} as const;

const RequiredMessage = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(MESSAGE_MAX_LENGTH, TRANSACTION_FORM_MESSAGES.tooLong);

/** The inquiry modal: the first message is required (spec §5). */
export const InquiryFormSchema = z.object({ message: RequiredMessage });
/** Parsed inquiry form. */
export type InquiryForm = z.infer<typeof InquiryFormSchema>;

/** A message in a conversation. */
export const SendMessageFormSchema = z.object({ message: RequiredMessage });
/** Parsed message form. */
export type SendMessageForm = z.infer<typeof SendMessageFormSchema>;

/** The review form: a whole-star rating 1–5 and the review text (spec §5). */
export const ReviewFormSchema = z.object({
  reviewRating: z
    .int({ error: TRANSACTION_FORM_MESSAGES.rating })
    .min(REVIEW_RATING_MIN, TRANSACTION_FORM_MESSAGES.rating)
    .max(REVIEW_RATING_MAX, TRANSACTION_FORM_MESSAGES.rating),
  reviewContent: RequiredMessage,
});
/** Parsed review form. */
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/** The dispute form: the customer must say what went wrong (spec §5). */
export const DisputeFormSchema = z.object({ disputeReason: RequiredMessage });
/** Parsed dispute form. */
export type DisputeForm = z.infer<typeof DisputeFormSchema>;
