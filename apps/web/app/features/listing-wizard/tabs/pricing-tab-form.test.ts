import { INFINITE_STOCK_TOTAL } from '@mercato/core/validators/listing-stock';
import { describe, expect, it } from 'vitest';
import { wizardSetupOf } from '../wizard-listing.ts';
import { bookingType, buildConfig, buildWizardListing, purchaseType } from '../wizard-test-builders.ts';
import {
  ADD_VARIANT_INTENT,
  initialPricingValues,
  isPricingComplete,
  oldStockOf,
  parsePricingForm,
  pricingTabSetupOf,
  REMOVE_VARIANT_INTENT_PREFIX,
  valuesAfterVariantIntent,
} from './pricing-tab-form.ts';

const config = buildConfig({
  listingTypes: [
    bookingType('lesson', 'Lesson'),
    bookingType('session', 'Session', 'fixed', { priceVariations: { enabled: true } }),
    purchaseType('goods', 'Goods', { stockType: 'multipleItems' }),
    purchaseType('aprons', 'Aprons', { stockType: 'multipleItems', priceVariations: { enabled: true } }),
    purchaseType('prints', 'Prints', { stockType: 'infiniteMultipleItems' }),
  ],
});

function pricingOf(listingType: string, overrides: Parameters<typeof buildWizardListing>[0] = {}) {
  const listing = buildWizardListing({ publicData: { listingType }, ...overrides });
  const setup = wizardSetupOf(config, listing);
  return { listing, setup, pricing: pricingTabSetupOf(setup, listing) };
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('versions of an item', () => {
  const row = (index: number, name: string, price: string, stock: string) => ({
    [`variants.${index}.name`]: name,
    [`variants.${index}.price`]: price,
    [`variants.${index}.stock`]: stock,
  });

  it('reads each version with its price and units, names unique, units whole and not negative', () => {
    const { pricing } = pricingOf('aprons');
    expect(pricing).toMatchObject({ variants: true, itemVariants: true });
    const ok = parsePricingForm(
      formOf({ ...row(0, 'Natural', '32', '6'), ...row(1, 'Rust', '36', '0') }),
      pricing,
    );
    expect(ok.result.ok && ok.result.data.productVariants).toEqual([
      { name: 'Natural', priceInSubunits: 3200, stock: 6 },
      { name: 'Rust', priceInSubunits: 3600, stock: 0 },
    ]);
    const bad = parsePricingForm(
      formOf({
        ...row(0, 'Natural', '32', '-1'),
        ...row(1, 'Rust', '', '2'),
        ...row(2, 'Sand', '30', '2.5'),
      }),
      pricing,
    ).result;
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual([
      'variants.0.stock',
      'variants.1.price',
      'variants.2.stock',
    ]);
    const duplicate = parsePricingForm(
      formOf({ ...row(0, 'Natural', '32', '1'), ...row(1, 'natural', '30', '2') }),
      pricing,
    ).result;
    expect(duplicate.ok ? null : duplicate.errors).toEqual({
      'variants.1.name': 'variant names must be unique',
    });
  });

  it('starts from the stored versions and their units; complete once versions and stock exist', () => {
    const { listing, pricing, setup } = pricingOf('aprons', {
      price: { amount: 3200, currency: 'USD' },
      currentStock: 9,
      variantStocks: { Natural: 6, Rust: 3 },
    });
    const stored = {
      ...listing,
      publicData: {
        ...listing.publicData,
        priceVariants: [
          { name: 'Natural', priceInSubunits: 3200 },
          { name: 'Rust', priceInSubunits: 3600 },
        ],
      },
    };
    expect(initialPricingValues(stored, pricing).variants).toEqual([
      { name: 'Natural', price: '32.00', bookingLengthInMinutes: '', stock: '6' },
      { name: 'Rust', price: '36.00', bookingLengthInMinutes: '', stock: '3' },
    ]);
    expect(isPricingComplete(stored, setup)).toBe(true);
    expect(isPricingComplete(listing, setup)).toBe(false);
  });
});

describe('pricing form', () => {
  it('reads the price as money in the marketplace currency, at least the minimum', () => {
    const { pricing } = pricingOf('lesson');
    const ok = parsePricingForm(formOf({ price: '1,234.50' }), pricing).result;
    expect(ok.ok && ok.data.price).toEqual({ amount: 123450, currency: 'USD' });
    const low = parsePricingForm(formOf({ price: '4.99' }), pricing).result;
    expect(low.ok ? {} : low.errors).toEqual({ price: 'price must be at least $5.00' });
    const empty = parsePricingForm(formOf({ price: '' }), pricing).result;
    expect(empty.ok ? {} : empty.errors).toEqual({ price: 'this field is required' });
  });

  it('asks for stock only where the type counts items', () => {
    const goods = pricingOf('goods').pricing;
    const missing = parsePricingForm(formOf({ price: '24', stock: '' }), goods).result;
    expect(missing.ok ? {} : missing.errors).toEqual({ stock: 'this field is required' });
    const stocked = parsePricingForm(formOf({ price: '24', stock: '6' }), goods).result;
    expect(stocked.ok && stocked.data.stock).toBe(6);
    const prints = pricingOf('prints').pricing;
    expect(prints.stock).toEqual({ type: 'infiniteMultipleItems', asksTotal: false });
    expect(parsePricingForm(formOf({ price: '24' }), prints).result.ok).toBe(true);
  });

  it('reads price variants by row and puts their messages on the row inputs', () => {
    const { pricing } = pricingOf('session');
    const form = formOf({
      'variants.0.name': 'Short',
      'variants.0.price': '20',
      'variants.0.bookingLengthInMinutes': '30',
      'variants.2.name': 'short',
      'variants.2.price': '',
      'variants.2.bookingLengthInMinutes': '10',
    });
    const { values, result } = parsePricingForm(form, pricing);
    expect(values.variants).toHaveLength(2);
    expect(result.ok ? {} : result.errors).toEqual({
      'variants.1.price': 'this field is required',
      'variants.1.bookingLengthInMinutes': 'booking length must be at least 15 minutes',
    });
    // Once each row is fine, names are compared across rows.
    form.set('variants.2.price', '25');
    form.set('variants.2.bookingLengthInMinutes', '45');
    const unique = parsePricingForm(form, pricing).result;
    expect(unique.ok ? {} : unique.errors).toEqual({ 'variants.1.name': 'variant names must be unique' });
  });

  it('adds and removes variant rows for forms posted without JavaScript, keeping one row', () => {
    const { listing, pricing } = pricingOf('session');
    const values = initialPricingValues(listing, pricing);
    const added = valuesAfterVariantIntent(values, ADD_VARIANT_INTENT);
    expect(added?.variants).toHaveLength(2);
    const removed = added && valuesAfterVariantIntent(added, `${REMOVE_VARIANT_INTENT_PREFIX}0`);
    expect(removed?.variants).toHaveLength(1);
    expect(valuesAfterVariantIntent(values, `${REMOVE_VARIANT_INTENT_PREFIX}0`)?.variants).toHaveLength(1);
    expect(valuesAfterVariantIntent(values, 'save')).toBeNull();
  });

  it('does not price a listing priced in another currency (spec §5)', () => {
    const { pricing, listing } = pricingOf('lesson', { price: { amount: 3000, currency: 'EUR' } });
    expect(pricing.currencyMismatch).toBe(true);
    expect(initialPricingValues(listing, pricing).price).toBe('');
    const result = parsePricingForm(formOf({ price: '' }), pricing).result;
    expect(result.ok && result.data.price).toBeUndefined();
  });
});

describe('stock the author saw', () => {
  it('starts from the stored total, an infinite one shown empty', () => {
    const stored = pricingOf('goods', { currentStock: 6 });
    expect(initialPricingValues(stored.listing, stored.pricing)).toMatchObject({ stock: '6', oldStock: '6' });
    const infinite = pricingOf('goods', { currentStock: INFINITE_STOCK_TOTAL });
    expect(initialPricingValues(infinite.listing, infinite.pricing)).toMatchObject({
      stock: '',
      oldStock: String(INFINITE_STOCK_TOTAL),
    });
  });

  it('reads the old total from the form, falling back to the stored one when it is not a number', () => {
    const values = { price: '', stock: '', variants: [] };
    expect(oldStockOf({ ...values, oldStock: '' }, 4)).toBeNull();
    expect(oldStockOf({ ...values, oldStock: '3' }, 4)).toBe(3);
    expect(oldStockOf({ ...values, oldStock: 'x' }, 4)).toBe(4);
  });
});

describe('isPricingComplete', () => {
  it('needs a price, and for stock types the stock their type keeps', () => {
    const priced = { price: { amount: 2400, currency: 'USD' } };
    expect(isPricingComplete(pricingOf('lesson').listing, pricingOf('lesson').setup)).toBe(false);
    const lesson = pricingOf('lesson', priced);
    expect(isPricingComplete(lesson.listing, lesson.setup)).toBe(true);
    const goods = pricingOf('goods', priced);
    expect(isPricingComplete(goods.listing, goods.setup)).toBe(false);
    const stocked = pricingOf('goods', { ...priced, currentStock: 0 });
    expect(isPricingComplete(stocked.listing, stocked.setup)).toBe(true);
    const prints = pricingOf('prints', { ...priced, currentStock: 3 });
    expect(isPricingComplete(prints.listing, prints.setup)).toBe(false);
  });
});
