import { defineTexts } from '../../ui-texts.ts';

/** Account settings: the saved card (spec §2 `/account/payment-methods`). */
export const PAYMENT_METHODS_PAGE_TEXTS = defineTexts('PaymentMethodsPage', {
  title: 'Payment methods',
  heading: 'Payment methods',
  intro:
    'Save a card to pay faster when you book or buy. The card number is kept by the payment provider, never by this marketplace.',
  savedCardHeading: 'Your saved card',
  savedCard:
    '{brand, select, visa {Visa} mastercard {Mastercard} amex {American Express} discover {Discover} diners {Diners Club} jcb {JCB} unionpay {UnionPay} other {Card}} ending in {last4}',
  expires: 'Expires {month}/{year}',
  cardNumberLabel: 'Card number',
  cardNumberHint: 'Test payments: save 4242 4242 4242 4242 or 5555 5555 5555 4444.',
  save: 'Save card',
  replaceHeading: 'Replace your card',
  replace: 'Replace card',
  remove: 'Remove card',
  saved: 'Your card is saved.',
  replaced: 'Your card is replaced.',
  removed: 'Your card is removed.',
  noCard: 'You have no saved card.',
  stripeOnly: 'Cards are saved in the payment provider’s own card field, which this page could not show.',
  stripeFieldLabel: 'Card',
  stripeLoading: 'Loading the secure card field…',
  stripeNeedsScripts:
    'Saving a card needs JavaScript: the payment provider’s card field runs in your browser.',
  stripeUnavailable: 'The secure card field could not be loaded. Check your connection and reload the page.',
  saving: 'Saving…',
  refusedCard: 'The card could not be saved: {reason}',
  failed: 'Saving your card failed. Please try again.',
});
