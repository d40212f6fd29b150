import { AVAILABILITY_FORM_MESSAGES } from '@mercato/core/texts/messages/availability';
import type { FormResult } from '../../../lib/forms/validate-form.ts';
import type { LatLng } from '../../places/place.ts';

/** Input names of the location tab. */
export const locationInputName = {
  address: 'address',
  building: 'building',
  lat: 'lat',
  lng: 'lng',
} as const;

/** Longest address and building texts. */
export const ADDRESS_MAX_LENGTH = 120;
export const BUILDING_MAX_LENGTH = 200;

/** Messages of the location tab (spec §5: location required). */
export const LOCATION_MESSAGES = {
  required: AVAILABILITY_FORM_MESSAGES.locationRequired,
  notFound: AVAILABILITY_FORM_MESSAGES.placeNotFound,
  tooLong: `At most ${ADDRESS_MAX_LENGTH} characters`,
  buildingTooLong: `At most ${BUILDING_MAX_LENGTH} characters`,
} as const;

/** The location tab as posted: the address, its point when a suggestion was picked, the building. */
export interface LocationTabValues {
  address: string;
  building: string;
  origin: LatLng | null;
}

function coordinate(text: string, limit: number): number | null {
  if (!/^-?\d{1,3}(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

/**
 * Parses the location tab for the browser's check and the save alike. A point comes only with a
 * picked suggestion; without one (no JavaScript, or typed and not picked) the save looks the
 * address up itself.
 */
export function parseLocationTab(form: FormData): FormResult<LocationTabValues> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  };
  const address = text(locationInputName.address);
  const building = text(locationInputName.building);
  if (address === '') return { ok: false, errors: { address: LOCATION_MESSAGES.required } };
  if (address.length > ADDRESS_MAX_LENGTH)
    return { ok: false, errors: { address: LOCATION_MESSAGES.tooLong } };
  if (building.length > BUILDING_MAX_LENGTH) {
    return { ok: false, errors: { building: LOCATION_MESSAGES.buildingTooLong } };
  }
  const lat = coordinate(text(locationInputName.lat), 90);
  const lng = coordinate(text(locationInputName.lng), 180);
  return {
    ok: true,
    data: { address, building, origin: lat !== null && lng !== null ? { lat, lng } : null },
  };
}
