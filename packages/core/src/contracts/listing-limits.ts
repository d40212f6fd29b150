// Limits of a listing that pages need without its schemas: importing `listing.ts` for a number
// would bring every validator of a listing (details, availability, money, location) along.

/** Most images one listing holds. */
export const LISTING_MAX_IMAGES = 50;
