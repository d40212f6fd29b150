import { DefaultListingFieldsSchema } from '../config/listing-types.ts';
import type { MarketplaceConfig } from '../config/marketplace-config.ts';
import { type ImageAssetDocument, imageAssetPath, imageRef } from './image-assets.ts';
import { wordmarkWidth } from './wordmark.ts';

/**
 * The configuration as hosted assets (api notes §9): the whole configuration at
 * `/mercato/config.json` (what Mercato's web app reads) and its parts in the shapes the Sharetribe
 * Web Template reads (`src/util/configHelpers.js`), so one configuration drives both front ends.
 * These paths are generated: they change when the configuration changes, never on their own.
 */

/** The path of the whole configuration. */
export const CONFIG_ASSET_PATH = '/mercato/config.json';

/** What the generated assets need besides the configuration. */
export interface GeneratedAssetOptions {
  /** Absolute URL of the built-in SVG wordmark of this version. */
  wordmarkUrl: string;
  /** The marketplace's name as it shows it (the wordmark's text); the configuration's by default. */
  marketplaceName?: string;
}

function logoImage(config: MarketplaceConfig, options: GeneratedAssetOptions): ImageAssetDocument {
  const height = config.branding.logoSettings.height;
  const url = config.branding.logoImageDesktop ?? config.branding.logoImageMobile;
  if (url) {
    // An external logo's size is unknown: the template only uses the width for `sizes`, so a wide
    // guess (4:1, the usual logo shape) is harmless.
    return {
      variants: {
        scaled: { url, width: height * 4, height },
        scaled2x: { url, width: height * 8, height: height * 2 },
      },
    };
  }
  const width = wordmarkWidth(options.marketplaceName ?? config.marketplaceName, height);
  return {
    variants: {
      scaled: { url: options.wordmarkUrl, width, height },
      scaled2x: { url: options.wordmarkUrl, width: width * 2, height: height * 2 },
    },
  };
}

function singleImage(url: string, width: number, height: number, names: string[]): ImageAssetDocument {
  return { variants: Object.fromEntries(names.map((name) => [name, { url, width, height }])) };
}

function brandingAsset(config: MarketplaceConfig): Record<string, unknown> {
  const { branding } = config;
  return {
    marketplaceColors: { mainColor: branding.marketplaceColor },
    logo: imageRef('logo'),
    logoSettings: branding.logoSettings,
    ...(branding.brandImage ? { loginBackgroundImage: imageRef('login-background') } : {}),
    ...(branding.facebookImage || branding.twitterImage
      ? { socialSharingImage: imageRef('social-sharing') }
      : {}),
  };
}

function generatedImages(
  config: MarketplaceConfig,
  options: GeneratedAssetOptions,
): Record<string, ImageAssetDocument> {
  const { branding } = config;
  const images: Record<string, ImageAssetDocument> = { [imageAssetPath('logo')]: logoImage(config, options) };
  if (branding.brandImage) {
    images[imageAssetPath('login-background')] = singleImage(branding.brandImage, 1200, 800, [
      'scaled800',
      'scaled1200',
      'scaled2400',
    ]);
  }
  const facebook = branding.facebookImage ?? branding.twitterImage;
  const twitter = branding.twitterImage ?? branding.facebookImage;
  if (facebook && twitter) {
    images[imageAssetPath('social-sharing')] = {
      variants: {
        scaled1200: { url: facebook, width: 1200, height: 630 },
        scaled600: { url: twitter, width: 600, height: 314 },
      },
    };
  }
  return images;
}

function listingTypesAsset(config: MarketplaceConfig): Record<string, unknown> {
  return {
    listingTypes: config.listingTypes.map(({ listingType, label, transactionType, ...rest }) => ({
      id: listingType,
      label,
      transactionProcess: { name: transactionType.process, alias: transactionType.alias },
      unitType: transactionType.unitType,
      ...rest,
      // Always written out, as Sharetribe's Console does: the Template reads some without a guard.
      defaultListingFields: DefaultListingFieldsSchema.parse(rest.defaultListingFields ?? {}),
    })),
  };
}

// The template turns `saveConfig.required` into `isRequired` and takes labels from `label`.
function withConsoleSaveConfig<T extends { saveConfig?: { isRequired: boolean } | undefined }>(field: T) {
  const { saveConfig, ...rest } = field;
  if (!saveConfig) return rest;
  const { isRequired, ...save } = saveConfig;
  return { ...rest, saveConfig: { ...save, required: isRequired } };
}

function listingFieldsAsset(config: MarketplaceConfig): Record<string, unknown> {
  return {
    listingFields: config.listingFields.map((field) => {
      const label =
        field.showConfig?.label ?? field.saveConfig?.label ?? field.filterConfig?.label ?? field.key;
      return { ...withConsoleSaveConfig(field), label };
    }),
  };
}

function userFieldsAsset(config: MarketplaceConfig): Record<string, unknown> {
  return {
    userFields: config.userFields.map((field) => {
      const label = field.showConfig?.label ?? field.saveConfig?.label ?? field.key;
      return { ...withConsoleSaveConfig(field), label };
    }),
  };
}

function searchAsset(config: MarketplaceConfig): Record<string, unknown> {
  const { search } = config;
  const sortKeys = new Set(search.sortConfig.options.map((option) => option.key));
  return {
    mainSearch: search.mainSearch,
    dateRangeFilter: { ...search.dateRangeFilter, schemaType: 'dates' },
    seatsFilter: { ...search.seatsFilter, schemaType: 'seats' },
    priceFilter: { ...search.priceFilter, schemaType: 'price' },
    keywordsFilter: { ...search.keywordsFilter, schemaType: 'keywords' },
    categoryFilter: { ...search.categoryFilter, schemaType: 'category' },
    listingTypeFilter: { ...search.listingTypeFilter, schemaType: 'listingType' },
    sorting: {
      defaultSortingOptions: {
        newest: sortKeys.has('createdAt'),
        oldest: sortKeys.has('-createdAt'),
        lowestPrice: sortKeys.has('-price'),
        highestPrice: sortKeys.has('price'),
        relevance: sortKeys.has('relevance'),
      },
    },
  };
}

/** The documents generated from the configuration, by absolute path. */
export function generatedAssets(
  config: MarketplaceConfig,
  options: GeneratedAssetOptions,
): Record<string, unknown> {
  const googleAnalyticsId = config.analytics.googleAnalyticsId?.trim();
  return {
    [CONFIG_ASSET_PATH]: config,
    '/design/branding.json': brandingAsset(config),
    '/design/layout.json': {
      searchPage: config.layout.searchPage,
      listingPage: config.layout.listingPage,
      listingImage: {
        variantType: config.layout.listingImage.variantType,
        aspectRatio: `${config.layout.listingImage.aspectWidth}/${config.layout.listingImage.aspectHeight}`,
      },
    },
    '/general/localization.json': {
      locale: config.localization.locale,
      currency: config.localization.currency,
      // Mercato counts Sunday as 0, the template's Console as 7.
      firstDayOfWeek: config.localization.firstDayOfWeek === 0 ? 7 : config.localization.firstDayOfWeek,
    },
    '/general/access-control.json': config.accessControl,
    '/users/user-types.json': {
      userTypes: config.userTypes.map(({ userType, ...rest }) => ({ id: userType, ...rest })),
    },
    '/users/user-fields.json': userFieldsAsset(config),
    '/listings/listing-categories.json': { categories: config.categories },
    '/listings/listing-types.json': listingTypesAsset(config),
    '/listings/listing-fields.json': listingFieldsAsset(config),
    '/listings/listing-search.json': searchAsset(config),
    '/transactions/minimum-transaction-size.json': {
      listingMinimumPrice: { type: 'subunit', amount: config.transactionSize.listingMinimumPriceSubUnits },
    },
    '/integrations/analytics.json': {
      googleAnalytics: googleAnalyticsId
        ? { enabled: true, measurementId: googleAnalyticsId }
        : { enabled: false },
    },
    '/integrations/google-search-console.json': {},
    '/integrations/map.json': {
      provider: config.maps.mapProvider,
      ...(config.maps.mapboxAccessToken ? { mapboxAccessToken: config.maps.mapboxAccessToken } : {}),
      ...(config.maps.googleMapsAPIKey ? { googleMapsApiKey: config.maps.googleMapsAPIKey } : {}),
    },
    ...generatedImages(config, options),
  };
}

/** Whether a path is generated from the configuration (written through `/mercato/config.json`). */
export function isGeneratedAssetPath(path: string): boolean {
  return GENERATED_PATHS.has(path);
}

const GENERATED_PATHS = new Set([
  CONFIG_ASSET_PATH,
  '/design/branding.json',
  '/design/layout.json',
  '/general/localization.json',
  '/general/access-control.json',
  '/users/user-types.json',
  '/users/user-fields.json',
  '/listings/listing-categories.json',
  '/listings/listing-types.json',
  '/listings/listing-fields.json',
  '/listings/listing-search.json',
  '/transactions/minimum-transaction-size.json',
  '/integrations/analytics.json',
  '/integrations/google-search-console.json',
  '/integrations/map.json',
  imageAssetPath('logo'),
  imageAssetPath('login-background'),
  imageAssetPath('social-sharing'),
]);
