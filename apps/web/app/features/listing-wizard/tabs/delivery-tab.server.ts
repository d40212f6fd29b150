import type { MapsConfig } from '@mercato/core/config/maps';
import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import type { ListingDeliveryInput } from '@mercato/core/validators/listing-delivery';
import { PLACE_QUERY_MAX_LENGTH, type PlacesPort, resolvePlace } from '../../places/place.ts';
import { placesFor } from '../../places/places.server.ts';
import { saveListingUpdate } from '../wizard-save.server.ts';
import { refusedSave, type WizardTabServer } from '../wizard-tab.ts';
import {
  deliveryAttributes,
  deliveryTabSetupOf,
  readDeliveryForm,
  validateDelivery,
} from './delivery-tab-form.ts';
import { LOCATION_MESSAGES } from './location-tab-form.ts';

/** The delivery input an API error path belongs to. */
function inputOfApiPath(path: string): string | undefined {
  if (path.startsWith('publicData.location') || path.startsWith('geolocation')) return 'address';
  if (path === 'publicData.shippingPriceInSubunitsOneItem') return 'shippingPriceOneItem';
  if (path === 'publicData.shippingPriceInSubunitsAdditionalItems') return 'shippingPriceAdditionalItems';
  return undefined;
}

/**
 * The pickup address as the server finds it: a typed address that came without the point of a
 * picked suggestion (no JavaScript, or typed and not picked) is looked up with the marketplace's
 * address search, as the location tab does, and replaced by the place found. The message of the
 * address when nothing is found or the text is too long to look up; null otherwise.
 */
export async function resolvePickupAddress(
  values: ListingDeliveryInput,
  places: PlacesPort,
): Promise<{ values: ListingDeliveryInput; addressError: string | null }> {
  const address = values.address.trim().replace(/\s+/g, ' ');
  if (!values.pickupEnabled || address === '' || values.origin !== '') {
    return { values, addressError: null };
  }
  if (address.length > PLACE_QUERY_MAX_LENGTH) return { values, addressError: LOCATION_MESSAGES.tooLong };
  const found = await resolvePlace(places, address);
  if (!found) return { values, addressError: LOCATION_MESSAGES.notFound };
  return {
    values: { ...values, address: found.label, origin: `${found.origin.lat},${found.origin.lng}` },
    addressError: null,
  };
}

/** The delivery tab's server half, with the address search of a marketplace's map settings. */
export function deliveryTabServerWith(
  placesOf: (maps: Pick<MapsConfig, 'mapProvider' | 'mapboxAccessToken'>) => PlacesPort,
): WizardTabServer {
  return {
    async save({ form, listing, setup, sdk }) {
      const delivery = deliveryTabSetupOf(setup);
      const typed = readDeliveryForm(form, delivery);
      if (!listing) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.saveDetailsFirst, typed);
      const { values, addressError } = await resolvePickupAddress(typed, placesOf(setup.config.maps));
      const result = validateDelivery(values, delivery);
      if (addressError) {
        const errors = result.ok ? {} : result.errors;
        return refusedSave(400, { ...errors, address: addressError }, null, typed);
      }
      if (!result.ok) return refusedSave(400, result.errors, null, values);
      return saveListingUpdate(
        sdk,
        { id: listing.id, ...deliveryAttributes(result.data) },
        { inputOf: inputOfApiPath },
        values,
      );
    },
  };
}

/** Saves the delivery methods, fees and pickup address (spec §5). */
export const deliveryTabServer: WizardTabServer = deliveryTabServerWith(placesFor);
