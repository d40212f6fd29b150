import { defineTexts } from '../../ui-texts.ts';

/** The price breakdown of the checkout, order and sale pages: its title, line items and totals. */
export const PRICE_BREAKDOWN_TEXTS = defineTexts('PriceBreakdown', {
  title: 'Price breakdown',
  marketplaceFee: 'Marketplace fee',
  providerFee: 'Provider fee',
  shipping: 'Shipping',
  pickup: 'Pickup',
  unitPriceTimesQuantity: '{unitPrice} × {quantity}',
  hours: '{count, plural, one {{quantity} hour} other {{quantity} hours}}',
  days: '{count, plural, one {{quantity} day} other {{quantity} days}}',
  nights: '{count, plural, one {{quantity} night} other {{quantity} nights}}',
  items: '{count, plural, one {{quantity} item} other {{quantity} items}}',
  sessions: '{count, plural, one {{quantity} session} other {{quantity} sessions}}',
  downloads: '{count, plural, one {{quantity} download} other {{quantity} downloads}}',
  refund: 'Refund: {line}',
  totalPrice: 'Total price',
  providerTotal: 'You will earn',
});
