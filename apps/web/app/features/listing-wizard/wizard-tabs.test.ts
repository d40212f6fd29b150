import { ListingTypeSchema } from '@mercato/core/config/listing-types';
import { describe, expect, it } from 'vitest';
import type { WizardTabKey } from './wizard-tab.ts';
import {
  nextTabOf,
  previewNav,
  reachedTabs,
  submitLabelOf,
  wizardPath,
  wizardTabLabel,
  wizardTabsOf,
} from './wizard-tabs.ts';

function buildType(process: string, unitType: string, overrides: Record<string, unknown> = {}) {
  return ListingTypeSchema.parse({
    listingType: `${process}-${unitType}`,
    label: 'A type',
    transactionType: { process, alias: `${process}/release-1`, unitType },
    ...overrides,
  });
}

describe('wizardTabsOf', () => {
  it('gives bookable types location, pricing, availability and photos', () => {
    for (const unit of ['hour', 'day', 'night', 'fixed']) {
      expect(wizardTabsOf(buildType('default-booking', unit))).toEqual([
        'details',
        'location',
        'pricing',
        'availability',
        'photos',
      ]);
    }
  });

  it('gives items pricing and stock and delivery, without location or availability', () => {
    expect(wizardTabsOf(buildType('default-purchase', 'item'))).toEqual([
      'details',
      'pricing-and-stock',
      'delivery',
      'photos',
    ]);
  });

  it('gives inquiries location, an optional price and photos', () => {
    expect(wizardTabsOf(buildType('default-inquiry', 'inquiry'))).toEqual([
      'details',
      'location',
      'pricing',
      'photos',
    ]);
    const noPrice = buildType('default-inquiry', 'inquiry', {
      defaultListingFields: { price: false, location: false },
    });
    expect(wizardTabsOf(noPrice)).toEqual(['details', 'photos']);
  });

  it('replaces photos with a card style when the type has no images', () => {
    const tabs = wizardTabsOf(
      buildType('default-booking', 'hour', { defaultListingFields: { images: false } }),
    );
    expect(tabs.at(-1)).toBe('style');
    expect(tabs).not.toContain('photos');
  });

  it('drops delivery only when both pickup and shipping are off', () => {
    const pickupOnly = buildType('default-purchase', 'item', { defaultListingFields: { shipping: false } });
    expect(wizardTabsOf(pickupOnly)).toContain('delivery');
    const neither = buildType('default-purchase', 'item', {
      defaultListingFields: { shipping: false, pickup: false },
    });
    expect(wizardTabsOf(neither)).not.toContain('delivery');
  });

  it('gives types that deliver files the files tab, after pricing and before photos or style', () => {
    const guides = buildType('default-download', 'file', {
      defaultListingFields: { location: false, files: true },
    });
    expect(wizardTabsOf(guides)).toEqual(['details', 'pricing', 'files', 'photos']);
    const placed = buildType('default-download', 'file', { defaultListingFields: { files: true } });
    expect(wizardTabsOf(placed)).toEqual(['details', 'location', 'pricing', 'files', 'photos']);
    const styled = buildType('default-download', 'file', {
      defaultListingFields: { location: false, images: false, files: true },
    });
    expect(wizardTabsOf(styled)).toEqual(['details', 'pricing', 'files', 'style']);
    // Downloads are paid for: the pricing tab stays even where the type hides the price field.
    const noPriceField = buildType('default-download', 'file', {
      defaultListingFields: { location: false, price: false, files: true },
    });
    expect(wizardTabsOf(noPriceField)).toEqual(['details', 'pricing', 'files', 'photos']);
    // Files are opt-in, on any process.
    expect(wizardTabsOf(buildType('default-download', 'file'))).not.toContain('files');
    expect(
      wizardTabsOf(buildType('default-purchase', 'item', { defaultListingFields: { files: true } })),
    ).toEqual(['details', 'pricing-and-stock', 'delivery', 'files', 'photos']);
    expect(wizardTabLabel('files')).toBe('Files');
  });

  it('knows only the details before a type is chosen', () => {
    expect(wizardTabsOf(null)).toEqual(['details']);
  });
});

describe('reachedTabs', () => {
  const tabs: WizardTabKey[] = ['details', 'location', 'pricing', 'availability', 'photos'];

  it('opens a new listing up to its first incomplete tab', () => {
    const complete = new Set<WizardTabKey>(['details', 'location']);
    expect(reachedTabs(tabs, 'draft', (tab) => complete.has(tab))).toEqual([
      'details',
      'location',
      'pricing',
    ]);
    expect(reachedTabs(tabs, 'new', () => false)).toEqual(['details']);
  });

  it('stops at a gap even when later tabs are complete', () => {
    const complete = new Set<WizardTabKey>(['details', 'pricing', 'photos']);
    expect(reachedTabs(tabs, 'draft', (tab) => complete.has(tab))).toEqual(['details', 'location']);
  });

  it('opens every tab when editing', () => {
    expect(reachedTabs(tabs, 'edit', () => false)).toEqual(tabs);
  });
});

describe('buttons and paths', () => {
  const tabs: WizardTabKey[] = ['details', 'pricing-and-stock', 'delivery', 'photos'];

  it('says Next, then Publish listing on the last tab, and Save changes when editing', () => {
    expect(submitLabelOf(tabs, 'details', 'new')).toBe('Next');
    expect(submitLabelOf(tabs, 'delivery', 'draft')).toBe('Next');
    expect(submitLabelOf(tabs, 'photos', 'draft')).toBe('Publish listing');
    expect(submitLabelOf(['details', 'style'], 'style', 'new')).toBe('Publish listing');
    expect(submitLabelOf(tabs, 'photos', 'edit')).toBe('Save changes');
    expect(submitLabelOf(tabs, 'details', 'edit')).toBe('Save changes');
  });

  it('goes to the next tab, none after the last', () => {
    expect(nextTabOf(tabs, 'details')).toBe('pricing-and-stock');
    expect(nextTabOf(tabs, 'photos')).toBeNull();
  });

  it('builds the wizard path with the listing slug', () => {
    const listing = { id: '6a1f0e9c-7b3d-4c55-9a0e-2f6d8c1b4e77', title: 'Wheel-throwing lesson!' };
    expect(wizardPath(listing, 'draft', 'pricing')).toBe(
      `/l/wheel-throwing-lesson/${listing.id}/draft/pricing`,
    );
  });
});

describe('previewNav', () => {
  const details = [{ tab: 'details' as const, label: 'Details', reached: true, complete: false }];
  const types = [buildType('default-purchase', 'item')];

  it("shows a picked type's tabs, locked, while only the details are known", () => {
    expect(
      previewNav(details, types, 'default-purchase-item').map((item) => [item.tab, item.reached]),
    ).toEqual([
      ['details', true],
      ['pricing-and-stock', false],
      ['delivery', false],
      ['photos', false],
    ]);
  });

  it('keeps the steps of a saved type and ignores unknown choices', () => {
    expect(previewNav(details, types, '')).toEqual(details);
    expect(previewNav(details, types, 'gone')).toEqual(details);
    const saved = [...details, { tab: 'photos' as const, label: 'Photos', reached: false, complete: false }];
    expect(previewNav(saved, types, 'default-purchase-item')).toEqual(saved);
  });
});
