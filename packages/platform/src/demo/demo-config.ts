import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';

/**
 * The demo marketplace's configuration: the spec's hourly service plus a type for each other way
 * Mercato sells — sessions of set lengths and prices (price variants), by the day, by the night,
 * items with stock, items in several versions each with its own stock, and conversation only — so the first
 * start shows every kind of listing. Only the demo seed stores it, and only over the default.
 */
export const DEMO_MARKETPLACE_CONFIG: MarketplaceConfig = {
  ...DEFAULT_MARKETPLACE_CONFIG,
  listingTypes: [
    ...DEFAULT_MARKETPLACE_CONFIG.listingTypes,
    {
      listingType: 'lessons',
      label: 'Lessons',
      transactionType: { process: 'default-booking', alias: 'default-booking/release-1', unitType: 'fixed' },
      priceVariations: { enabled: true },
    },
    {
      listingType: 'gear-rental',
      label: 'Gear rental',
      transactionType: { process: 'default-booking', alias: 'default-booking/release-1', unitType: 'day' },
      availabilityType: 'multipleSeats',
    },
    {
      listingType: 'place-to-stay',
      label: 'Place to stay',
      transactionType: { process: 'default-booking', alias: 'default-booking/release-1', unitType: 'night' },
      availabilityType: 'oneSeat',
    },
    {
      listingType: 'handmade-goods',
      label: 'Handmade goods',
      transactionType: { process: 'default-purchase', alias: 'default-purchase/release-1', unitType: 'item' },
      stockType: 'multipleItems',
    },
    {
      listingType: 'clothing',
      label: 'Clothing and textiles',
      transactionType: { process: 'default-purchase', alias: 'default-purchase/release-1', unitType: 'item' },
      stockType: 'multipleItems',
      // Sold by product variant: each version its own price and units.
      priceVariations: { enabled: true },
    },
    {
      listingType: 'local-advice',
      label: 'Ask a local',
      transactionType: {
        process: 'default-inquiry',
        alias: 'default-inquiry/release-1',
        unitType: 'inquiry',
      },
      defaultListingFields: {
        price: false,
        location: true,
        payoutDetails: false,
        images: true,
        shipping: false,
        pickup: false,
      },
    },
  ],
};
