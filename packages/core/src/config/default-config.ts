import type { MarketplaceConfig } from './marketplace-config.ts';
import { PAYOUT_COUNTRY_CODES } from './payout-countries.ts';
import { DEFAULT_SORT_OPTIONS } from './search.ts';

/**
 * The spec's sample configuration (spec §1, §3, §9): one listing type, a service booked by the
 * hour on a calendar through default-booking; user types a–d; USD, en-US, week from Monday;
 * minimum price 500 cents; price filter 0–1000 step 5. Written out in full, not built from schema
 * defaults, so a change of a default shows up as a failing test rather than a silent change.
 */
export const DEFAULT_MARKETPLACE_CONFIG: MarketplaceConfig = {
  marketplaceName: 'Mercato',
  listingTypes: [
    {
      listingType: 'service-with-calendar',
      label: 'Service with calendar',
      transactionType: { process: 'default-booking', alias: 'default-booking/release-1', unitType: 'hour' },
      priceVariations: { enabled: false },
    },
  ],
  categories: [],
  listingFields: [],
  userTypes: [
    { userType: 'a', label: 'Seller' },
    { userType: 'b', label: 'Buyer' },
    { userType: 'c', label: 'Guest' },
    { userType: 'd', label: 'Host' },
  ].map((type) => ({
    ...type,
    roles: { customer: true, provider: true },
    accountLinksVisibility: { postListings: true, paymentMethods: true, payoutDetails: true },
  })),
  userFields: [],
  branding: {
    marketplaceColor: '#7c3aed',
    logoSettings: { height: 24, format: 'image' },
  },
  layout: {
    searchPage: { variantType: 'map' },
    listingPage: { variantType: 'carousel' },
    listingImage: {
      variantType: 'cropImage',
      aspectWidth: 4,
      aspectHeight: 3,
      variantPrefix: 'listing-card',
    },
  },
  search: {
    mainSearch: { searchType: 'keywords' },
    dateRangeFilter: { enabled: true, label: 'Dates', dateRangeMode: 'day', availability: 'time-full' },
    seatsFilter: { enabled: true, label: 'Seats' },
    priceFilter: { enabled: true, label: 'Price', min: 0, max: 1000, step: 5 },
    keywordsFilter: { enabled: true, label: 'Keywords' },
    categoryFilter: { enabled: true, label: 'Category' },
    listingTypeFilter: { enabled: true, label: 'Listing type' },
    sortConfig: {
      active: true,
      queryParamName: 'sort',
      relevanceKey: 'relevance',
      relevanceFilter: 'keywords',
      conflictingFilters: [],
      options: DEFAULT_SORT_OPTIONS,
    },
  },
  localization: { locale: 'en-US', currency: 'USD', firstDayOfWeek: 1 },
  accessControl: {
    marketplace: { private: false },
    users: { requireApprovalToJoin: false },
    listings: { requireApprovalToPublish: false },
  },
  transactionSize: { listingMinimumPriceSubUnits: 500 },
  maps: {
    mapProvider: 'mapbox',
    fuzzy: { enabled: false, offset: 500, defaultZoomLevel: 13, circleColor: '#FF0000' },
    search: { suggestCurrentLocation: true, currentLocationBoundsDistance: 1000 },
  },
  analytics: {},
  payoutCountries: [...PAYOUT_COUNTRY_CODES],
};
