import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETPLACE_CONFIG } from './default-config.ts';
import {
  collectConfigWarnings,
  MarketplaceConfigSchema,
  validateMarketplaceConfig,
} from './marketplace-config.ts';

const minimal = { listingTypes: DEFAULT_MARKETPLACE_CONFIG.listingTypes };

function issuesOf(input: unknown) {
  const result = validateMarketplaceConfig(input);
  return result.ok ? [] : result.issues;
}

describe('the default configuration', () => {
  it('passes our own validation unchanged', () => {
    const result = validateMarketplaceConfig(DEFAULT_MARKETPLACE_CONFIG);
    expect(result).toEqual({ ok: true, config: DEFAULT_MARKETPLACE_CONFIG });
  });

  it('is the spec sample', () => {
    const config = DEFAULT_MARKETPLACE_CONFIG;
    expect(config.userTypes.map((type) => [type.userType, type.label])).toEqual([
      ['a', 'Seller'],
      ['b', 'Buyer'],
      ['c', 'Guest'],
      ['d', 'Host'],
    ]);
    expect(config.listingTypes).toHaveLength(1);
    expect(config.listingTypes[0]?.transactionType).toEqual({
      process: 'default-booking',
      alias: 'default-booking/release-1',
      unitType: 'hour',
    });
    expect(config.localization).toEqual({ locale: 'en-US', currency: 'USD', firstDayOfWeek: 1 });
    expect(config.transactionSize.listingMinimumPriceSubUnits).toBe(500);
    expect(config.search.priceFilter).toMatchObject({ min: 0, max: 1000, step: 5 });
    expect(config.branding.marketplaceColor).toBe('#7c3aed');
  });

  it('equals the schema defaults apart from the sample-specific values', () => {
    const parsed = MarketplaceConfigSchema.parse({
      ...minimal,
      userTypes: DEFAULT_MARKETPLACE_CONFIG.userTypes,
      transactionSize: { listingMinimumPriceSubUnits: 500 },
    });
    expect(parsed).toEqual(DEFAULT_MARKETPLACE_CONFIG);
  });
});

describe('validateMarketplaceConfig', () => {
  it('needs at least one listing type', () => {
    expect(issuesOf({ listingTypes: [] })).toEqual([
      { path: 'listingTypes', message: 'at least one listing type is required' },
    ]);
  });

  it('refuses duplicate listing and user field keys', () => {
    const field = { key: 'color', schemaType: 'text' };
    expect(issuesOf({ ...minimal, listingFields: [field, field] })).toEqual([
      { path: 'listingFields.1.key', message: 'duplicate field key "color"' },
    ]);
    expect(issuesOf({ ...minimal, userFields: [field, { ...field, scope: 'private' }] })).toEqual([
      { path: 'userFields.1.key', message: 'duplicate field key "color"' },
    ]);
  });

  it('refuses custom fields that reuse reserved keys', () => {
    expect(issuesOf({ ...minimal, listingFields: [{ key: 'unitType', schemaType: 'text' }] })).toEqual([
      { path: 'listingFields.0.key', message: 'custom field key "unitType" is reserved' },
    ]);
    expect(issuesOf({ ...minimal, userFields: [{ key: 'userType', schemaType: 'text' }] })).toEqual([
      { path: 'userFields.0.key', message: 'custom field key "userType" is reserved' },
    ]);
  });

  it('refuses duplicate listing type and user type ids', () => {
    const type = DEFAULT_MARKETPLACE_CONFIG.listingTypes[0];
    expect(issuesOf({ listingTypes: [type, type] })).toEqual([
      { path: 'listingTypes.1', message: 'duplicate listing type "service-with-calendar"' },
    ]);
    const userType = { userType: 'a', label: 'A' };
    expect(issuesOf({ ...minimal, userTypes: [userType, userType] })).toEqual([
      { path: 'userTypes.1', message: 'duplicate user type "a"' },
    ]);
  });

  it('reports nested rule failures with their path', () => {
    const issues = issuesOf({
      ...minimal,
      localization: { currency: 'XYZ' },
      branding: { logoSettings: { height: 30 } },
      search: { priceFilter: { min: 100, max: 50 } },
      layout: { searchPage: { variantType: 'list' } },
      payoutCountries: ['US', 'IN'],
      transactionSize: { listingMinimumPriceSubUnits: -1 },
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'localization.currency', message: 'currency must be supported' },
        { path: 'branding.logoSettings.height', message: 'logo height must be 24, 36 or 48' },
        { path: 'search.priceFilter.max', message: 'price filter min must be below max' },
        { path: 'layout.searchPage.variantType', message: 'search page layout must be map or grid' },
        { path: 'payoutCountries.1', message: 'unsupported payout country' },
        {
          path: 'transactionSize.listingMinimumPriceSubUnits',
          message: 'minimum price must not be negative',
        },
      ]),
    );
  });
});

describe('collectConfigWarnings', () => {
  it('lists a missing map token and a non-GA4 analytics id', () => {
    expect(collectConfigWarnings(DEFAULT_MARKETPLACE_CONFIG)).toHaveLength(1);
    const config = MarketplaceConfigSchema.parse({
      ...minimal,
      maps: { mapboxAccessToken: 'pk.x' },
      analytics: { googleAnalyticsId: 'UA-1' },
    });
    expect(collectConfigWarnings(config)).toEqual([expect.stringContaining('analytics is skipped')]);
  });
});
