import { defineTexts } from '../../ui-texts.ts';

/**
 * The listing wizard asking for payout details before publishing (Stripe pays the providers). The
 * server words these into the page's data, so the wizard's bundle does not carry them.
 */
export const LISTING_WIZARD_PAYOUT_TEXTS = defineTexts('ListingWizardPayouts', {
  required:
    'Before you publish, add your payout details: customers pay through Stripe, and Stripe pays your earnings to your bank account.',
  addPayoutDetails: 'Add payout details',
  returnedSuccess: 'You are back from Stripe. Publish your listing when you are ready.',
  returnedFailure:
    'The Stripe link expired or was already used. Add your payout details again to publish your listing.',
});
