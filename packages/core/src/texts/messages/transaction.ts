import { defineTexts } from '../ui-texts.ts';

/**
 * Messages of the forms on the transaction, listing and checkout pages (messages, reviews,
 * disputes, inquiries, booking dates). They reach the page as this English, in the browser and
 * from actions, and are worded there by it (`useMessageText`): a message catalog.
 */
export const TRANSACTION_FORM_TEXTS = defineTexts('TransactionFormMessages', {
  writeMessage: 'Write a message first.',
  writeQuestion: 'Write your question first.',
  describeProblem: 'Tell the marketplace what went wrong.',
  chooseRating: 'Choose 1 to 5 stars.',
  writeReview: 'Write a few words about how it went.',
  bookingEndAfterStart: 'The booking must end after it starts.',
});

/** The English of these messages, by key: what forms and actions put in their answers. */
export const TRANSACTION_FORM_MESSAGES = TRANSACTION_FORM_TEXTS.texts;
