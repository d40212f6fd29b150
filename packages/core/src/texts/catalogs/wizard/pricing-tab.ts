import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's pricing tab, and its 'pricing and stock' form for purchase types. */
export const PRICING_TAB_TEXTS = defineTexts('PricingTab', {
  priceLabel:
    '{unit, select, hour {Price per hour} day {Price per day} night {Price per night} item {Price per item} fixed {Price per booking} other {Price}}',
  minimumPrice: 'At least {price}.',
  versionsLegend: 'Versions',
  versionsHint:
    'Each version, such as a colour or a size, has its own name, price and number of items in stock.',
  variationsLegend: 'Price variations',
  variationsHint: 'Each variation has its own name, price and booking length (at least {minutes} minutes).',
  variantName: 'Name',
  variantPrice: 'Price',
  variantStock: 'In stock',
  variantMinutes: 'Minutes',
  removeVariant: 'Remove',
  addVersion: 'Add a version',
  addVariation: 'Add a variation',
  neverOutOfStock: 'Listings of this type never run out of stock.',
  oneItem: 'Listings of this type sell one item.',
  stockLabel: 'Stock',
  stockHint: 'How many items you have for sale.',
});
