import { describe, expect, it } from 'vitest';
import { wizardSetupOf } from '../wizard-listing.ts';
import { buildConfig, buildWizardListing, purchaseType } from '../wizard-test-builders.ts';
import {
  deliveryAttributes,
  deliveryTabSetupOf,
  initialDeliveryValues,
  isDeliveryComplete,
  parseDeliveryForm,
} from './delivery-tab-form.ts';

const config = buildConfig({
  listingTypes: [
    purchaseType('goods', 'Goods'),
    purchaseType('local-goods', 'Local goods', { defaultListingFields: { shipping: false } }),
  ],
});

function setupOf(listingType: string) {
  return wizardSetupOf(config, buildWizardListing({ publicData: { listingType } }));
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('delivery form', () => {
  const delivery = deliveryTabSetupOf(setupOf('goods'));
  /** The delivery form posted with these fields, as the tab's parser reads it. */
  const checked = (fields: Record<string, string>) => parseDeliveryForm(formOf(fields), delivery);

  it('needs a method, and both fees when shipping (spec §5)', () => {
    const none = checked({}).result;
    expect(none.ok ? {} : none.errors).toEqual({
      pickupEnabled: 'please choose at least one delivery method',
    });
    const shipping = checked({ shippingEnabled: 'on', shippingPriceOneItem: '5' }).result;
    expect(shipping.ok ? {} : shipping.errors).toEqual({
      shippingPriceAdditionalItems: 'this field is required',
    });
  });

  it('needs a recognised pickup address', () => {
    const typed = checked({ pickupEnabled: 'on', address: 'Rua Augusta 1' }).result;
    expect(typed.ok ? {} : typed.errors).toEqual({
      address: 'please choose an address from the suggestions',
    });
    const chosen = checked({
      pickupEnabled: 'on',
      address: 'Lisbon, Portugal',
      lat: '38.72',
      lng: '-9.13',
    }).result;
    expect(chosen.ok).toBe(true);
  });

  it('stores fees in minor units, and removes them and the address with their methods', () => {
    const { result } = checked({
      shippingEnabled: 'on',
      shippingPriceOneItem: '5',
      shippingPriceAdditionalItems: '2.50',
    });
    if (!result.ok) throw new Error('expected valid delivery');
    expect(deliveryAttributes(result.data)).toEqual({
      geolocation: null,
      publicData: {
        pickupEnabled: false,
        shippingEnabled: true,
        shippingPriceInSubunitsOneItem: 500,
        shippingPriceInSubunitsAdditionalItems: 250,
        location: null,
      },
    });
    const pickup = checked({
      pickupEnabled: 'on',
      address: 'Lisbon',
      lat: '38.72',
      lng: '-9.13',
      building: 'Loja 2',
    }).result;
    if (!pickup.ok) throw new Error('expected valid delivery');
    expect(deliveryAttributes(pickup.data)).toMatchObject({
      geolocation: { lat: 38.72, lng: -9.13 },
      publicData: {
        location: { address: 'Lisbon', building: 'Loja 2' },
        shippingPriceInSubunitsOneItem: null,
      },
    });
  });

  it('ignores a method the listing type switched off', () => {
    const local = deliveryTabSetupOf(setupOf('local-goods'));
    expect(local).toMatchObject({ pickup: true, shipping: false });
    const { result } = parseDeliveryForm(
      formOf({ shippingEnabled: 'on', shippingPriceOneItem: '5', shippingPriceAdditionalItems: '1' }),
      local,
    );
    expect(result.ok ? {} : result.errors).toEqual({
      pickupEnabled: 'please choose at least one delivery method',
    });
  });
});

describe('stored delivery', () => {
  it('fills the form back and counts as complete once valid', () => {
    const setup = setupOf('goods');
    const listing = buildWizardListing({
      geolocation: { lat: 38.72, lng: -9.13 },
      publicData: {
        listingType: 'goods',
        pickupEnabled: true,
        shippingEnabled: false,
        location: { address: 'Lisbon, Portugal' },
      },
    });
    expect(initialDeliveryValues(listing, deliveryTabSetupOf(setup))).toMatchObject({
      pickupEnabled: true,
      address: 'Lisbon, Portugal',
      origin: '38.72,-9.13',
    });
    expect(isDeliveryComplete(listing, setup)).toBe(true);
    expect(isDeliveryComplete(buildWizardListing({ publicData: { listingType: 'goods' } }), setup)).toBe(
      false,
    );
  });
});
