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
  stripeOnly:
    'Cards are saved through the payment provider’s secure card field, which this page does not offer yet. You can still pay by card at checkout.',
  refusedCard: 'The card could not be saved: {reason}',
  failed: 'Saving your card failed. Please try again.',
});
