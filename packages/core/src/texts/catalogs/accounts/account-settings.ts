import { defineTexts } from '../../ui-texts.ts';

/** What the account settings pages share: their heading, tabs and current password field. */
export const ACCOUNT_SETTINGS_TEXTS = defineTexts('AccountSettings', {
  heading: 'Account settings',
  tabsLabel: 'Account settings',
  contactDetailsTab: 'Contact details',
  passwordTab: 'Password',
  paymentMethodsTab: 'Payment methods',
  payoutDetailsTab: 'Payout details',
  currentPassword: 'Current password',
});
