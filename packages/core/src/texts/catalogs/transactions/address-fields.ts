import { defineTexts } from '../../ui-texts.ts';

/** The checkout's address forms: where a shipped order goes, and the card holder's billing address. */
export const ADDRESS_FIELDS_TEXTS = defineTexts('AddressFields', {
  shippingLegend: 'Shipping address',
  billingLegend: 'Billing address',
  recipientName: 'Recipient name',
  nameOnCard: 'Name on card',
  streetAddress: 'Street address',
  addressLine2: 'Apartment, suite or floor (optional)',
  city: 'City',
  shippingState: 'State',
  billingState: 'State, province or region (optional)',
  postalCode: 'Postal code',
  shippingPostalCodeHint: '5 or 9 digits',
  postalCodeOfCountryHint: 'As the post writes it in {country}',
  country: 'Country',
  phone: 'Phone number (optional)',
  phoneHint:
    'For the courier: a number in {country} with its area code, or another with + and its country code',
});
