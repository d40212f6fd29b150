import type { MercatoSdk } from '@mercato/sdk/client';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceSuggestion, PlacesPort } from '../../places/place.ts';
import { wizardSetupOf } from '../wizard-listing.ts';
import type { WizardTabSaveArgs } from '../wizard-tab.ts';
import { buildConfig, buildWizardListing, purchaseType } from '../wizard-test-builders.ts';
import { deliveryTabServerWith, resolvePickupAddress } from './delivery-tab.server.ts';
import { checkDeliveryFormInBrowser, deliveryTabSetupOf } from './delivery-tab-form.ts';

// The delivery tab's server half: a pickup address typed without a picked suggestion (a plain form
// post without JavaScript) is looked up with the marketplace's address search, as on the location tab.

const LISBON: PlaceSuggestion = {
  id: 'gazetteer:2267057',
  label: 'Lisbon, Portugal',
  origin: { lat: 38.71667, lng: -9.13333 },
};

const config = buildConfig({
  listingTypes: [purchaseType('goods', 'Goods')],
});
const listing = buildWizardListing({ publicData: { listingType: 'goods' } });
const setup = wizardSetupOf(config, listing);

/** An address search that knows Lisbon only, recording what it was asked. */
function placesKnowingLisbon() {
  const suggest = vi.fn(async (query: string) => (/lisb/i.test(query) ? [LISBON] : []));
  return { places: { name: 'fake', suggest } satisfies PlacesPort, suggest };
}

function fakeSdk() {
  const update = vi.fn(async (command: { id: string }) => ({
    data: { id: command.id, type: 'ownListing', attributes: { title: 'Glazed tea bowl' } },
  }));
  return { sdk: { ownListings: { update } } as unknown as MercatoSdk, update };
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function save(sdk: MercatoSdk, places: PlacesPort, fields: Record<string, string>) {
  const args = {
    request: new Request('http://m.test/'),
    sdk,
    listing,
    setup,
    wizardType: 'draft',
    form: formOf(fields),
  } satisfies WizardTabSaveArgs;
  return deliveryTabServerWith(() => places).save(args);
}

describe('delivery tab save: the pickup address', () => {
  it('looks up a typed address and saves the place found, with its point', async () => {
    const { places, suggest } = placesKnowingLisbon();
    const { sdk, update } = fakeSdk();
    const result = await save(sdk, places, {
      pickupEnabled: 'on',
      address: '  lisbon   portugal ',
      building: 'Loja 2',
    });
    expect(result).toEqual({ ok: true, listing: { id: listing.id, title: 'Glazed tea bowl' } });
    expect(suggest).toHaveBeenCalledWith('lisbon portugal', { limit: 1 });
    expect(update).toHaveBeenCalledWith({
      id: listing.id,
      geolocation: LISBON.origin,
      publicData: expect.objectContaining({
        pickupEnabled: true,
        location: { address: 'Lisbon, Portugal', building: 'Loja 2' },
      }),
    });
  });

  it('keeps a picked suggestion as it came, without a lookup', async () => {
    const { places, suggest } = placesKnowingLisbon();
    const { sdk, update } = fakeSdk();
    const result = await save(sdk, places, {
      pickupEnabled: 'on',
      address: 'Porto, Portugal',
      lat: '41.14961',
      lng: '-8.61099',
    });
    expect(result.ok).toBe(true);
    expect(suggest).not.toHaveBeenCalled();
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      geolocation: { lat: 41.14961, lng: -8.61099 },
      publicData: { location: { address: 'Porto, Portugal' } },
    });
  });

  it('refuses an address nothing is found for, with the other messages, saving nothing', async () => {
    const { places } = placesKnowingLisbon();
    const { sdk, update } = fakeSdk();
    const result = await save(sdk, places, {
      pickupEnabled: 'on',
      address: 'Qqqxz Nowhere',
      shippingEnabled: 'on',
      shippingPriceOneItem: '5',
    });
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: {
        address: 'We could not find this place. Type a city or town and choose one of the suggestions.',
        shippingPriceAdditionalItems: 'this field is required',
      },
      formError: null,
      values: expect.objectContaining({ address: 'Qqqxz Nowhere', origin: '' }),
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('does not look up an address too long for the search, nor one of an unticked pickup', async () => {
    const { places, suggest } = placesKnowingLisbon();
    const { sdk, update } = fakeSdk();
    const long = await save(sdk, places, { pickupEnabled: 'on', address: `Lisbon ${'x'.repeat(200)}` });
    expect(long).toMatchObject({ ok: false, status: 400, errors: { address: 'At most 120 characters' } });
    const shippingOnly = await save(sdk, places, {
      address: 'Lisbon',
      shippingEnabled: 'on',
      shippingPriceOneItem: '5',
      shippingPriceAdditionalItems: '0',
    });
    expect(shippingOnly.ok).toBe(true);
    expect(suggest).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0]).toMatchObject({ geolocation: null, publicData: { location: null } });
  });

  it('answers a refusal when no listing exists yet', async () => {
    const { places } = placesKnowingLisbon();
    const args = {
      request: new Request('http://m.test/'),
      sdk: fakeSdk().sdk,
      listing: null,
      setup,
      wizardType: 'new',
      form: formOf({ pickupEnabled: 'on', address: 'Lisbon' }),
    } satisfies WizardTabSaveArgs;
    expect(await deliveryTabServerWith(() => places).save(args)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('resolvePickupAddress', () => {
  it('leaves the values alone when there is nothing to look up', async () => {
    const { places, suggest } = placesKnowingLisbon();
    const values = {
      pickupEnabled: true,
      shippingEnabled: false,
      address: '',
      building: '',
      origin: '',
      shippingPriceOneItem: '',
      shippingPriceAdditionalItems: '',
    };
    expect(await resolvePickupAddress(values, places)).toEqual({ values, addressError: null });
    expect(suggest).not.toHaveBeenCalled();
  });
});

describe("the browser's check of the delivery form", () => {
  const delivery = deliveryTabSetupOf(setup);

  it('lets a typed pickup address through for the server to look up, and still checks the rest', () => {
    expect(checkDeliveryFormInBrowser(formOf({ pickupEnabled: 'on', address: 'Lisbon' }), delivery).ok).toBe(
      true,
    );
    const empty = checkDeliveryFormInBrowser(formOf({ pickupEnabled: 'on' }), delivery);
    expect(empty.ok ? {} : empty.errors).toEqual({ address: 'this field is required' });
    const fees = checkDeliveryFormInBrowser(
      formOf({ pickupEnabled: 'on', address: 'Lisbon', shippingEnabled: 'on' }),
      delivery,
    );
    expect(fees.ok ? {} : fees.errors).toEqual({
      shippingPriceOneItem: 'this field is required',
      shippingPriceAdditionalItems: 'this field is required',
    });
  });
});
