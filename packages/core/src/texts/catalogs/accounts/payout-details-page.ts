import { defineTexts } from '../../ui-texts.ts';

/** Account settings: payout details at Stripe (spec §2 `/account/payments`, §6). */
export const PAYOUT_DETAILS_PAGE_TEXTS = defineTexts('PayoutDetailsPage', {
  title: 'Payout details',
  heading: 'Payout details',
  intro:
    'Add your payout details to be paid for your bookings and sales. Stripe, the payment provider, keeps them and pays your earnings to your bank account.',
  sandboxOnly:
    'This marketplace takes test payments only: nobody is paid out, so there are no payout details to give.',
  accountType: 'Account type',
  individual: 'Individual',
  company: 'Company',
  country: 'Country',
  start: 'Continue to Stripe',
  continueAtStripe: 'Continue at Stripe',
  upToDate: 'Your payout details are up to date.',
  verificationNeeded: 'Stripe needs more information to verify your payout details.',
  verificationFailed: 'Stripe could not verify your payout details ({reason}). Update them at Stripe.',
  returnedSuccess: 'You are back from Stripe.',
  returnedFailure: 'The Stripe link expired or was already used. Continue at Stripe again.',
  redirecting: 'Taking you to Stripe…',
  returnToListing: 'Once Stripe has your details, it sends you back to your listing to publish it.',
  backToListing: 'Back to your listing',
  needsScripts:
    'Adding payout details needs JavaScript: Stripe.js makes a secure token of them in your browser.',
  failed: 'Saving your payout details failed. Please try again.',
});
