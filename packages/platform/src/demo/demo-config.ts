import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';

type TransactionType = MarketplaceConfig['listingTypes'][number]['transactionType'];

/** A listing type's transaction type: the first release of one of the default processes. */
function releaseOne(processName: string, unitType: TransactionType['unitType']): TransactionType {
  return { process: processName, alias: `${processName}/release-1`, unitType };
}

/**
 * The demo marketplace's configuration: the spec's hourly service plus a type for each other way
 * Mercato sells — sessions of set lengths and prices (price variants), by the day, by the night,
 * items with stock, items in several versions each with its own stock, files to download, and conversation only — so the first
 * start shows every kind of listing. Only the demo seed stores it, and only over the default.
 */
export const DEMO_MARKETPLACE_CONFIG: MarketplaceConfig = {
  ...DEFAULT_MARKETPLACE_CONFIG,
  // Files may be attached to the messages of every kind of transaction (`messagingOptions`).
  listingTypes: (<MarketplaceConfig['listingTypes']>[
    ...DEFAULT_MARKETPLACE_CONFIG.listingTypes,
    {
      listingType: 'lessons',
      label: 'Lessons',
      transactionType: releaseOne('default-booking', 'fixed'),
      priceVariations: { enabled: true },
    },
    {
      listingType: 'gear-rental',
      label: 'Gear rental',
      transactionType: releaseOne('default-booking', 'day'),
      availabilityType: 'multipleSeats',
    },
    {
      listingType: 'place-to-stay',
      label: 'Place to stay',
      transactionType: releaseOne('default-booking', 'night'),
      availabilityType: 'oneSeat',
    },
    {
      listingType: 'handmade-goods',
      label: 'Handmade goods',
      transactionType: releaseOne('default-purchase', 'item'),
      stockType: 'multipleItems',
    },
    {
      listingType: 'clothing',
      label: 'Clothing and textiles',
      transactionType: releaseOne('default-purchase', 'item'),
      stockType: 'multipleItems',
      // Sold by product variant: each version its own price and units.
      priceVariations: { enabled: true },
    },
    {
      listingType: 'digital-guides',
      label: 'Digital guides',
      transactionType: releaseOne('default-download', 'file'),
      // The buyer gets the listing's files once paid (default-download's reveal-listing-protected-files).
      defaultListingFields: {
        price: true,
        location: false,
        payoutDetails: true,
        images: true,
        shipping: false,
        pickup: false,
        files: true,
      },
    },
    {
      listingType: 'local-advice',
      label: 'Ask a local',
      transactionType: releaseOne('default-inquiry', 'inquiry'),
      defaultListingFields: {
        price: false,
        location: true,
        payoutDetails: false,
        images: true,
        shipping: false,
        pickup: false,
      },
    },
  ]).map((type) => ({ ...type, messagingOptions: { fileAttachments: true } })),
};
