import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, parseLocationTab } from './location-tab-form.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('parseLocationTab', () => {
  it('requires an address (spec §5: location required)', () => {
    expect(parseLocationTab(formOf({ address: '   ' }))).toEqual({
      ok: false,
      errors: { address: LOCATION_MESSAGES.required },
    });
  });

  it('takes the point of a picked suggestion, and none when the coordinates are missing or out of range', () => {
    expect(
      parseLocationTab(
        formOf({ address: ' Lisbon,  Portugal ', lat: '38.71667', lng: '-9.13333', building: ' 2nd floor ' }),
      ),
    ).toEqual({
      ok: true,
      data: { address: 'Lisbon, Portugal', building: '2nd floor', origin: { lat: 38.71667, lng: -9.13333 } },
    });
    for (const [lat, lng] of [
      ['', ''],
      ['91', '10'],
      ['10', '-181'],
      ['1e3', '2'],
      ['north', '2'],
    ]) {
      expect(parseLocationTab(formOf({ address: 'Lisbon', lat: lat!, lng: lng! }))).toMatchObject({
        ok: true,
        data: { origin: null },
      });
    }
  });

  it('refuses texts that are too long', () => {
    expect(parseLocationTab(formOf({ address: 'x'.repeat(121) }))).toEqual({
      ok: false,
      errors: { address: LOCATION_MESSAGES.tooLong },
    });
    expect(parseLocationTab(formOf({ address: 'Lisbon', building: 'x'.repeat(201) }))).toEqual({
      ok: false,
      errors: { building: LOCATION_MESSAGES.buildingTooLong },
    });
  });
});
