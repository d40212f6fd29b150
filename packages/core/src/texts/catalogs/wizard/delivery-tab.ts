import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's delivery tab. */
export const DELIVERY_TAB_TEXTS = defineTexts('DeliveryTab', {
  methodsLegend: 'How buyers get the item',
  pickup: 'Pickup',
  pickupAddressLabel: 'Pickup address',
  pickupAddressHint: 'Type a city or town and choose it from the suggestions.',
  buildingLabel: 'Apartment, suite or building (optional)',
  shipping: 'Shipping',
  shippingFeeOneItem: 'Shipping fee for one item',
  shippingFeeAdditionalItems: 'Shipping fee for each additional item',
});
