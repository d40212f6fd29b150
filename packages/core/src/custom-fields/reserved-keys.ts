/**
 * Listing keys the product itself writes (spec §3 publicData keys, plus the listing attributes the
 * editor shows next to custom fields). A custom field with one of these keys would overwrite them.
 */
export const RESERVED_LISTING_FIELD_KEYS: readonly string[] = [
  'listingType',
  'transactionProcessAlias',
  'unitType',
  'location',
  'pickupEnabled',
  'shippingEnabled',
  'shippingPriceInSubunitsOneItem',
  'shippingPriceInSubunitsAdditionalItems',
  'categoryLevel1',
  'categoryLevel2',
  'categoryLevel3',
  'cardStyle',
  'priceVariants',
  'priceVariationsEnabled',
  'startTimeInterval',
  'title',
  'description',
  'price',
  'geolocation',
  'availabilityPlan',
  'images',
  'stock',
];

/** User profile keys the product itself writes (userType in publicData, phoneNumber in protectedData, form names). */
export const RESERVED_USER_FIELD_KEYS: readonly string[] = [
  'userType',
  'phoneNumber',
  'email',
  'password',
  'firstName',
  'lastName',
  'displayName',
  'abbreviatedName',
  'bio',
  'terms',
];

/** Text of the clash error (spec §5 "custom fields must not reuse reserved keys"). */
export function reservedKeyMessage(key: string): string {
  return `custom field key "${key}" is reserved`;
}

/** The keys among `keys` that clash with the reserved ones, in input order. */
export function findReservedKeyClashes(keys: readonly string[], reserved: readonly string[]): string[] {
  return keys.filter((key) => reserved.includes(key));
}
