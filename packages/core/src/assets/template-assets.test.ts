import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETPLACE_CONFIG } from '../config/default-config.ts';
import { validateMarketplaceConfig } from '../config/marketplace-config.ts';
import { checkAssetDocument } from './asset-documents.ts';
import { defaultContentAssets } from './default-content.ts';
import { collectImageRefs, imageAssetPath } from './image-assets.ts';
import { CONFIG_ASSET_PATH, generatedAssets, isGeneratedAssetPath } from './template-assets.ts';
import { wordmarkSvg, wordmarkWidth } from './wordmark.ts';

const options = { wordmarkUrl: 'https://m.example/v1/assets/pub/c/v/v1/images/logo.svg' };

function configWith(overrides: Record<string, unknown>) {
  const result = validateMarketplaceConfig({ ...DEFAULT_MARKETPLACE_CONFIG, ...overrides });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.config;
}

describe('generated assets', () => {
  it('reshape fields and types the way the template restructures them back', () => {
    const config = configWith({
      listingFields: [
        {
          key: 'size',
          schemaType: 'enum',
          enumOptions: [{ option: 's', label: 'Small' }],
          saveConfig: { label: 'Size', isRequired: true },
        },
      ],
      userTypes: [{ userType: 'seller', label: 'Seller' }],
      localization: { locale: 'fi-FI', currency: 'EUR', firstDayOfWeek: 7 },
    });
    const assets = generatedAssets(config, options);
    expect(
      (assets['/listings/listing-fields.json'] as { listingFields: unknown[] }).listingFields[0],
    ).toMatchObject({
      key: 'size',
      label: 'Size',
      saveConfig: { label: 'Size', required: true },
    });
    expect((assets['/users/user-types.json'] as { userTypes: unknown[] }).userTypes[0]).toMatchObject({
      id: 'seller',
      roles: { customer: true, provider: true },
    });
    // Every listing type carries its default fields, filled in: the Template reads
    // `defaultListingFields.location` of a booking's type without a guard.
    const types = (assets['/listings/listing-types.json'] as { listingTypes: Record<string, unknown>[] })
      .listingTypes;
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      expect(type.defaultListingFields).toMatchObject({
        location: expect.any(Boolean),
        files: expect.any(Boolean),
      });
    }
    // Sunday is 0 in Mercato and 7 in Console's format.
    expect(assets['/general/localization.json']).toEqual({
      locale: 'fi-FI',
      currency: 'EUR',
      firstDayOfWeek: 7,
    });
    expect(assets[CONFIG_ASSET_PATH]).toBe(config);
  });

  it('give the branding a logo: the operator’s image, else the wordmark', () => {
    const builtIn = generatedAssets(configWith({}), options);
    expect(collectImageRefs(builtIn['/design/branding.json'])).toEqual(['logo']);
    expect(builtIn[imageAssetPath('logo')]).toMatchObject({
      variants: { scaled: { url: options.wordmarkUrl, height: 24 }, scaled2x: { height: 48 } },
    });
    const own = generatedAssets(
      configWith({
        branding: {
          logoImageDesktop: 'https://cdn.example/logo.png',
          brandImage: 'https://cdn.example/bg.jpg',
        },
      }),
      options,
    );
    expect(collectImageRefs(own['/design/branding.json'])).toEqual(['logo', 'login-background']);
    expect(own[imageAssetPath('logo')]).toMatchObject({
      variants: { scaled: { url: 'https://cdn.example/logo.png' } },
    });
    for (const path of Object.keys(own)) expect(isGeneratedAssetPath(path), path).toBe(true);
  });

  it('default content passes the checks writes must pass, and is never a generated path', () => {
    for (const [path, document] of Object.entries(defaultContentAssets(configWith({})))) {
      expect(checkAssetDocument(path, document), path).toEqual([]);
      expect(isGeneratedAssetPath(path), path).toBe(false);
    }
  });
});

describe('wordmark', () => {
  it('escapes the name and scales its width with the height', () => {
    expect(wordmarkSvg('<A&B>', '#123456')).toContain('&#60;A&#38;B&#62;</text>');
    expect(Math.abs(wordmarkWidth('Mercato', 48) - 2 * wordmarkWidth('Mercato', 24))).toBeLessThanOrEqual(1);
    expect(wordmarkWidth('Mercato Marketplace', 24)).toBeGreaterThan(wordmarkWidth('Mercato', 24));
  });
});
