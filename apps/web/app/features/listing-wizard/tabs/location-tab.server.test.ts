import type { MercatoSdk } from '@mercato/sdk/client';
import { describe, expect, it } from 'vitest';
import { baseMapViewKey } from '../../maps/base-map.ts';
import { placeMapLayout } from '../../maps/map-geometry.ts';
import { wizardSetupOf } from '../wizard-listing.ts';
import type { WizardListing } from '../wizard-tab.ts';
import { buildConfig, buildWizardListing } from '../wizard-test-builders.ts';
import { locationTabServer } from './location-tab.server.ts';
import type { LocationTabData } from './location-tab.tsx';

// The location tab's load: the map's settings, and the saved place's offline base map drawn with the
// page (a place picked in the browser gets its own from GET /api/base-map).

const config = buildConfig();

async function load(listing: WizardListing | null): Promise<LocationTabData> {
  return (await locationTabServer.load!({
    request: new Request('http://m.test/'),
    sdk: {} as MercatoSdk,
    listing,
    setup: wizardSetupOf(config, listing),
    wizardType: 'edit',
  })) as LocationTabData;
}

describe('location tab load', () => {
  it("draws the saved place's surroundings for the view its map shows", async () => {
    const helsinki = { lat: 60.16952, lng: 24.93545 };
    const data = await load(buildWizardListing({ geolocation: helsinki }));
    expect(data.baseMap?.view).toBe(baseMapViewKey(placeMapLayout(helsinki)));
    expect(data.baseMap?.labels.map((label) => label.name)).toContain('Helsinki');
  });

  it('draws nothing for a listing without a place', async () => {
    expect((await load(buildWizardListing({ geolocation: null }))).baseMap).toBeNull();
    expect((await load(null)).baseMap).toBeNull();
  });
});
