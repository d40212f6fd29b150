import { describe, expect, it } from 'vitest';
import { mapSettingsOf, mapStyleOriginOf } from './map-settings.ts';

describe('map settings', () => {
  it('draws offline without a style, with MapLibre and the style origin allowed with one', () => {
    expect(mapSettingsOf({})).toEqual({ styleUrl: null });
    expect(mapStyleOriginOf({})).toBeNull();
    const styleUrl = 'https://tiles.example.test/styles/liberty/style.json';
    expect(mapSettingsOf({ mapStyleUrl: styleUrl })).toEqual({ styleUrl });
    expect(mapStyleOriginOf({ mapStyleUrl: styleUrl })).toBe('https://tiles.example.test');
    expect(mapStyleOriginOf({ mapStyleUrl: 'javascript:alert(1)' })).toBeNull();
    expect(mapStyleOriginOf(undefined)).toBeNull();
  });
});
