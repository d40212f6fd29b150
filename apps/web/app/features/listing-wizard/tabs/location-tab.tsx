import { LOCATION_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/location-tab';
import { useEffect, useState } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import type { BaseMap } from '../../maps/base-map.ts';
import { type MapSettings, OFFLINE_MAP_SETTINGS } from '../../maps/map-settings.ts';
import { MapView } from '../../maps/map-view.tsx';
import { AddressField } from '../../places/address-field.tsx';
import type { LatLng } from '../../places/place.ts';
import { WizardTabForm } from '../wizard-form-parts.tsx';
import type { WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';
import { BUILDING_MAX_LENGTH, locationInputName, parseLocationTab } from './location-tab-form.ts';

/** What the location tab's server part loads for it. */
export interface LocationTabData {
  map: MapSettings;
  /** The offline base map around the saved place, if there is one. */
  baseMap: BaseMap | null;
}

/**
 * The offline base map around `origin`: `initial` (drawn with the page) until the place changes,
 * then the one the server draws for the new place (`GET /api/base-map`). Until it arrives, or if it
 * cannot be had, the map shows its plain ground.
 */
function usePlaceBaseMap(origin: LatLng | null, initial: BaseMap | null): BaseMap | null {
  const [baseMap, setBaseMap] = useState(initial);
  const lat = origin?.lat;
  const lng = origin?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const aborted = new AbortController();
    fetch(`/api/base-map?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`, {
      signal: aborted.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ baseMap: BaseMap | null }>) : null))
      .then((answer) => {
        if (answer?.baseMap) setBaseMap(answer.baseMap);
      })
      // Offline or refused: the map keeps its plain ground.
      .catch(() => undefined);
    return () => aborted.abort();
  }, [lat, lng]);
  return baseMap;
}

function storedLocation(listing: WizardListing | null): { address: string; building: string } {
  const location = listing?.publicData.location as { address?: unknown; building?: unknown } | undefined;
  return {
    address: typeof location?.address === 'string' ? location.address : '',
    building: typeof location?.building === 'string' ? location.building : '',
  };
}

/** Whether the listing has a recognised address: its text and a point on the map. */
export function isLocationTabComplete(listing: WizardListing, _setup: WizardSetup): boolean {
  return storedLocation(listing).address !== '' && listing.geolocation !== null;
}

/**
 * The location tab (spec §2/§5): the address with suggestions (the bundled gazetteer, or the
 * configured geocoder), an optional building or apartment, and the map of the chosen place.
 */
export function LocationTab({ listing, actionData, submitLabel, tabData }: WizardTabProps) {
  const t = useTexts(LOCATION_TAB_TEXTS);
  const validation = useFormValidation(parseLocationTab, actionData?.errors);
  const { errors, clearError } = validation;
  const stored = storedLocation(listing);
  const sent = (actionData?.values ?? null) as { address?: string; building?: string } | null;
  const data = tabData as LocationTabData | undefined;
  const map = data?.map ?? OFFLINE_MAP_SETTINGS;
  const initialAddress = sent?.address ?? stored.address;
  const initialOrigin = sent ? null : stored.address ? (listing?.geolocation ?? null) : null;
  const [place, setPlace] = useState<{ address: string; origin: LatLng } | null>(
    initialOrigin ? { address: initialAddress, origin: initialOrigin } : null,
  );
  const baseMap = usePlaceBaseMap(place?.origin ?? null, data?.baseMap ?? null);
  return (
    <WizardTabForm
      validation={validation}
      actionData={actionData}
      submitLabel={submitLabel}
      className="location-tab"
    >
      <AddressField
        label={t('addressLabel')}
        hint={t('addressHint')}
        defaultAddress={initialAddress}
        defaultOrigin={initialOrigin}
        error={errors.address}
        onPlaceChange={setPlace}
        onEdit={() => clearError(locationInputName.address)}
      />
      <TextField
        name={locationInputName.building}
        label={t('buildingLabel')}
        maxLength={BUILDING_MAX_LENGTH}
        defaultValue={sent?.building ?? stored.building}
        error={errors.building}
        required={false}
      />
      {place ? (
        <MapView
          settings={map}
          center={place.origin}
          label={place.address}
          caption="coordinates"
          className="location-tab__map"
          baseMap={baseMap}
        />
      ) : (
        <p className="location-tab__no-map">{t('noMap')}</p>
      )}
    </WizardTabForm>
  );
}
