/** Every line item code starts with this (spec §5, api notes §8.2). */
export const LINE_ITEM_CODE_PREFIX = 'line-item/';
/** Longest code the API stores. */
export const LINE_ITEM_CODE_MAX_LENGTH = 64;

/** Codes the web template knows how to display (api notes §10); other `line-item/…` codes are allowed too. */
export const LINE_ITEM_CODES = {
  night: 'line-item/night',
  day: 'line-item/day',
  hour: 'line-item/hour',
  fixed: 'line-item/fixed',
  item: 'line-item/item',
  file: 'line-item/file',
  offer: 'line-item/offer',
  request: 'line-item/request',
  shippingFee: 'line-item/shipping-fee',
  pickupFee: 'line-item/pickup-fee',
  customerCommission: 'line-item/customer-commission',
  providerCommission: 'line-item/provider-commission',
} as const;

/** One of the known line item codes. */
export type KnownLineItemCode = (typeof LINE_ITEM_CODES)[keyof typeof LINE_ITEM_CODES];

/** Whether a code starts with `line-item/` and names something after it; length is checked apart. */
export function hasLineItemCodePrefix(code: string): boolean {
  return code.startsWith(LINE_ITEM_CODE_PREFIX) && code.length > LINE_ITEM_CODE_PREFIX.length;
}

/** Whether a code is acceptable: the prefix, a non-empty name without whitespace, at most 64 characters. */
export function isValidLineItemCode(code: string): boolean {
  // Codes travel as Transit keywords, which cannot hold whitespace.
  return code.length <= LINE_ITEM_CODE_MAX_LENGTH && hasLineItemCodePrefix(code) && !/\s/.test(code);
}

/** Whether a code is one the web template renders with its own row. */
export function isKnownLineItemCode(code: string): code is KnownLineItemCode {
  return (Object.values(LINE_ITEM_CODES) as string[]).includes(code);
}
