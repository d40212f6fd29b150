import { MONEY_MESSAGES } from '../money/money.ts';
import { defineTexts } from '../texts/ui-texts.ts';
import { ADDRESS_MESSAGES } from './address.ts';
import { AUTH_MESSAGES } from './auth.ts';
import { CONTACT_DETAILS_MESSAGES } from './contact-details.ts';
import { CUSTOM_FIELD_MESSAGES } from './custom-field-values.ts';
import { DELIVERY_MESSAGES } from './listing-delivery.ts';
import { LISTING_DETAILS_MESSAGES } from './listing-details.ts';
import { IMAGE_MESSAGES } from './listing-photos.ts';
import { STOCK_MESSAGES } from './listing-stock.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { ORDER_MESSAGES } from './order.ts';
import { PRICE_VARIATION_MESSAGES } from './price-variations.ts';
import { PRODUCT_VARIANT_MESSAGES } from './product-variants.ts';
import { TRANSACTION_FORM_MESSAGES } from './transaction-forms.ts';
import { HIDDEN_CHARACTER_MESSAGE } from './visible-text.ts';

/** The message groups of the forms' rules, by the key prefix their texts get. */
const GROUPS: Record<string, Readonly<Record<string, unknown>>> = {
  common: VALIDATION_MESSAGES,
  account: { ...AUTH_MESSAGES, hiddenCharacters: HIDDEN_CHARACTER_MESSAGE },
  contactDetails: CONTACT_DETAILS_MESSAGES,
  address: ADDRESS_MESSAGES,
  money: MONEY_MESSAGES,
  customField: CUSTOM_FIELD_MESSAGES,
  listingDetails: LISTING_DETAILS_MESSAGES,
  delivery: DELIVERY_MESSAGES,
  images: IMAGE_MESSAGES,
  stock: STOCK_MESSAGES,
  priceVariations: PRICE_VARIATION_MESSAGES,
  productVariants: PRODUCT_VARIANT_MESSAGES,
  order: ORDER_MESSAGES,
  transactionForms: TRANSACTION_FORM_MESSAGES,
};

function flatten(groups: typeof GROUPS): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [group, messages] of Object.entries(groups)) {
    for (const [key, message] of Object.entries(messages)) {
      // Messages made from values (`must be at most {n}…`) are worded in code and stay English.
      if (typeof message === 'string') texts[`${group}.${key}`] = message;
    }
  }
  return texts;
}

/**
 * The validation messages of the forms, as a catalog (`Validation.account.required`…). They reach
 * the page as finished English from the forms' schemas, in the browser and from actions alike; the
 * web app words them by that English (`messageTranslations`).
 */
export const VALIDATION_TEXTS = defineTexts('Validation', flatten(GROUPS));
