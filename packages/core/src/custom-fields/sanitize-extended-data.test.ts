import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SanitizableField } from './sanitize-extended-data.ts';
import { sanitizeExtendedData, sanitizeFieldValue, sanitizeTextDeep } from './sanitize-extended-data.ts';

const fields: SanitizableField[] = [
  { key: 'bio', schemaType: 'text' },
  { key: 'pet', schemaType: 'enum', enumOptions: [{ option: 'cat', label: 'Cat' }] },
  { key: 'pets', schemaType: 'multi-enum', enumOptions: [{ option: 'cat', label: 'Cat' }] },
  { key: 'age', schemaType: 'long', numberConfig: { minimum: 0, maximum: 120, step: 1 } },
  { key: 'smoker', schemaType: 'boolean' },
  { key: 'video', schemaType: 'youtubeVideoUrl' },
];

describe('sanitizeExtendedData', () => {
  it('cleans configured keys by type', () => {
    const result = sanitizeExtendedData(
      {
        bio: '<b>hi</b>',
        pet: 'cow',
        pets: ['cat', 'cow'],
        age: 130,
        smoker: 'no',
        video: 'https://youtu.be/dQw4w9WgXcQ',
      },
      fields,
    );
    expect(result).toEqual({
      bio: '＜b＞hi＜/b＞',
      pet: null,
      pets: ['cat'],
      age: null,
      smoker: null,
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('strips markup from strings of unconfigured keys, however deep', () => {
    const result = sanitizeExtendedData(
      { location: { address: '<img src=x>', building: null }, priceVariants: [{ name: '<i>' }], count: 3 },
      fields,
    );
    expect(result).toEqual({
      location: { address: '＜img src=x＞', building: null },
      priceVariants: [{ name: '＜i＞' }],
      count: 3,
    });
  });

  it('accepts missing data', () => {
    expect(sanitizeExtendedData(undefined, fields)).toEqual({});
    expect(sanitizeExtendedData(null, fields)).toEqual({});
  });

  it('leaves no angle bracket in any string value of any JSON', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value !== null && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (data) => {
        for (const text of strings(sanitizeExtendedData(data, fields))) expect(text).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe('sanitizeFieldValue and sanitizeTextDeep', () => {
  it('route by schema type and keep non-string scalars', () => {
    expect(sanitizeFieldValue({ key: 'x', schemaType: 'boolean' }, true)).toBe(true);
    expect(sanitizeTextDeep(5)).toBe(5);
    expect(sanitizeTextDeep(null)).toBeNull();
  });
});
