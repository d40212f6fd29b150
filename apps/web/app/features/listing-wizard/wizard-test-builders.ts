import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { type MarketplaceConfig, MarketplaceConfigSchema } from '@mercato/core/config/marketplace-config';
import type { WizardListing } from './wizard-tab.ts';

/** A stored listing for tests, a draft with nothing but a title unless overridden. */
export function buildWizardListing(overrides: Partial<WizardListing> = {}): WizardListing {
  return {
    id: '6a1f0e9c-7b3d-4c55-9a0e-2f6d8c1b4e77',
    title: 'Tile painting workshop',
    description: '',
    state: 'draft',
    price: null,
    geolocation: null,
    availabilityPlan: null,
    publicData: {},
    privateData: {},
    images: [],
    currentStock: null,
    variantStocks: {},
    files: [],
    ...overrides,
  };
}

/** The sample configuration with these keys over it, parsed as the platform would. */
export function buildConfig(overrides: Record<string, unknown> = {}): MarketplaceConfig {
  return MarketplaceConfigSchema.parse({ ...DEFAULT_MARKETPLACE_CONFIG, ...overrides });
}

/** A listing type of the default booking process, priced per `unitType`, as config lists it. */
export function bookingType(
  listingType: string,
  label: string,
  unitType = 'hour',
  overrides: Record<string, unknown> = {},
) {
  const transactionType = { process: 'default-booking', alias: 'default-booking/release-1', unitType };
  return { listingType, label, transactionType, ...overrides };
}

/** A listing type of the default purchase process, sold by the item, as config lists it. */
export function purchaseType(listingType: string, label: string, overrides: Record<string, unknown> = {}) {
  const transactionType = {
    process: 'default-purchase',
    alias: 'default-purchase/release-1',
    unitType: 'item',
  };
  return { listingType, label, transactionType, ...overrides };
}

/** A listing type of the default download process, its files delivered once paid, as config lists it. */
export function downloadType(listingType: string, label: string, overrides: Record<string, unknown> = {}) {
  const transactionType = {
    process: 'default-download',
    alias: 'default-download/release-1',
    unitType: 'file',
  };
  return {
    listingType,
    label,
    transactionType,
    defaultListingFields: { location: false, shipping: false, pickup: false, files: true },
    ...overrides,
  };
}
