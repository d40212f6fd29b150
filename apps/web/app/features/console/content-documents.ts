// What the console's Content and configuration screens edit (shared by their pages and loaders).

/** The parts of the marketplace configuration the console edits one at a time. */
export const CONFIG_SECTIONS = [
  'marketplaceName',
  'branding',
  'layout',
  'listingTypes',
  'listingFields',
  'categories',
  'userTypes',
  'userFields',
  'search',
  'accessControl',
  'transactionSize',
  'localization',
  'maps',
  'analytics',
  'payoutCountries',
] as const;

/** One part of the configuration. */
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

/** Documents edited as JSON from the index, by the label key of their link. */
export const OTHER_DOCUMENTS = [
  { path: '/content/top-bar.json', label: 'topBar' },
  { path: '/content/footer.json', label: 'footer' },
  { path: '/transactions/commission.json', label: 'commission' },
] as const;
