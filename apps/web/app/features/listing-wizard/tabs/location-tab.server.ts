import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import { drawPlaceBaseMap } from '../../maps/base-map.server.ts';
import { mapSettingsOf } from '../../maps/map-settings.ts';
import { resolvePlace } from '../../places/place.ts';
import { placesFor } from '../../places/places.server.ts';
import { saveListingUpdate } from '../wizard-save.server.ts';
import { refusedSave, type WizardTabServer } from '../wizard-tab.ts';
import type { LocationTabData } from './location-tab.tsx';
import { LOCATION_MESSAGES, locationInputName, parseLocationTab } from './location-tab-form.ts';

/**
 * The location tab's save: `publicData.location {address, building}` and `geolocation`. A picked
 * suggestion brings its point; a typed address (no JavaScript, or not picked) is looked up with
 * the marketplace's address search and saved as the place found, or refused when none is.
 */
export const locationTabServer: WizardTabServer = {
  async load({ setup, listing }): Promise<LocationTabData> {
    return {
      map: mapSettingsOf(setup.config.maps),
      // The saved place's surroundings; a place picked in the browser gets its own (/api/base-map).
      baseMap: listing?.geolocation ? await drawPlaceBaseMap(listing.geolocation) : null,
    };
  },
  async save({ form, listing, sdk, setup }) {
    const values = {
      address: String(form.get(locationInputName.address) ?? ''),
      building: String(form.get(locationInputName.building) ?? ''),
    };
    if (!listing) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.saveDetailsFirst, values);
    const parsed = parseLocationTab(form);
    if (!parsed.ok) return refusedSave(400, parsed.errors, null, values);
    let { address, origin } = parsed.data;
    if (!origin) {
      const found = await resolvePlace(placesFor(setup.config.maps), address);
      if (!found) return refusedSave(400, { address: LOCATION_MESSAGES.notFound }, null, values);
      address = found.label;
      origin = found.origin;
    }
    const building = parsed.data.building;
    return saveListingUpdate(
      sdk,
      {
        id: listing.id,
        geolocation: origin,
        publicData: { location: building ? { address, building } : { address } },
      },
      {
        inputOf: (path) =>
          path.startsWith('geolocation') || path.includes('location.address')
            ? locationInputName.address
            : path.includes('location.building')
              ? locationInputName.building
              : undefined,
      },
      values,
    );
  },
};
