/**
 * Stripe's documented test payment methods (docs.stripe.com/testing): what a card does when it is
 * charged, with the card details a payment method object shows. Ids such as `pm_card_visa` are
 * aliases: Stripe makes a new payment method from them each time one is used.
 */
export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; declineCode: string; message: string }
  /** 3-D Secure on every payment, on or off session (4000 0027 6000 3184). */
  | { kind: 'authenticate-always' }
  /** 3-D Secure unless the card was set up for off-session use (4000 0025 0000 3155). */
  | { kind: 'authenticate-unless-setup' };

export interface TestCard {
  brand: string;
  last4: string;
  number: string;
  country: string;
  funding: 'credit' | 'debit' | 'prepaid';
  outcome: CardOutcome;
}

const declined = (declineCode: string, message = 'Your card was declined.', code = 'card_declined') =>
  ({ kind: 'decline', code, declineCode, message }) as const;

const card = (
  number: string,
  brand: string,
  outcome: CardOutcome,
  funding: TestCard['funding'] = 'credit',
) => ({
  brand,
  number,
  last4: number.slice(-4),
  country: 'US',
  funding,
  outcome,
});

const visa = card('4242424242424242', 'visa', { kind: 'succeed' });
const generic = card('4000000000000002', 'visa', declined('generic_decline'));
const insufficient = card(
  '4000000000009995',
  'visa',
  declined('insufficient_funds', 'Your card has insufficient funds.'),
);
const authenticationRequired = card('4000002760003184', 'visa', { kind: 'authenticate-always' });
const authenticationOnSetup = card('4000002500003155', 'visa', { kind: 'authenticate-unless-setup' });

/** Test payment method ids and the card each stands for. */
export const TEST_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: visa,
  pm_card_visa_debit: card('4000056655665556', 'visa', { kind: 'succeed' }, 'debit'),
  pm_card_mastercard: card('5555555555554444', 'mastercard', { kind: 'succeed' }),
  pm_card_amex: card('378282246310005', 'amex', { kind: 'succeed' }),
  pm_card_bypassPending: card('4000000000000077', 'visa', { kind: 'succeed' }),
  pm_card_chargeDeclined: generic,
  pm_card_visa_chargeDeclined: generic,
  pm_card_chargeDeclinedInsufficientFunds: insufficient,
  pm_card_visa_chargeDeclinedInsufficientFunds: insufficient,
  // Short name some test plans use for the documented insufficient-funds card.
  pm_card_insufficientFunds: insufficient,
  pm_card_chargeDeclinedLostCard: card('4000000000009987', 'visa', declined('lost_card')),
  pm_card_chargeDeclinedStolenCard: card('4000000000009979', 'visa', declined('stolen_card')),
  pm_card_chargeDeclinedFraudulent: card('4100000000000019', 'visa', declined('fraudulent')),
  pm_card_chargeDeclinedExpiredCard: card(
    '4000000000000069',
    'visa',
    declined('expired_card', 'Your card has expired.', 'expired_card'),
  ),
  pm_card_chargeDeclinedIncorrectCvc: card(
    '4000000000000127',
    'visa',
    declined('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
  ),
  pm_card_chargeDeclinedProcessingError: card(
    '4000000000000119',
    'visa',
    declined(
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
      'processing_error',
    ),
  ),
  pm_card_authenticationRequired: authenticationRequired,
  pm_card_threeDSecure2Required: card('4000000000003220', 'visa', { kind: 'authenticate-always' }),
  pm_card_authenticationRequiredOnSetup: authenticationOnSetup,
};

/** The test card with this number (spaces and dashes allowed), as Stripe.js would tokenise it. */
export function testCardByNumber(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return Object.values(TEST_PAYMENT_METHODS).find((c) => c.number === digits);
}
