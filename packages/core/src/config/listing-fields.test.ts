import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isListingFieldApplicable, ListingFieldSchema } from './listing-fields.ts';

const messagesOf = (input: unknown) => {
  const result = ListingFieldSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const enumField = { key: 'pet', schemaType: 'enum', enumOptions: [{ option: 'cat', label: 'Cat' }] };

describe('ListingFieldSchema', () => {
  it('accepts a field and fills the spec defaults', () => {
    const field = ListingFieldSchema.parse({
      ...enumField,
      filterConfig: { indexForSearch: true, filterType: 'SelectSingleFilter' },
      showConfig: {},
      saveConfig: {},
    });
    expect(field.scope).toBe('public');
    expect(field.filterConfig).toMatchObject({ searchMode: 'has_all', group: 'primary' });
    expect(field.showConfig).toEqual({ isDetail: true, unselectedOptions: true });
    expect(field.saveConfig).toEqual({ isRequired: false });
  });

  it('rejects an unknown scope', () => {
    expect(messagesOf({ ...enumField, scope: 'metadata' })).toEqual(['unknown scope "metadata"']);
  });

  it('rejects an unknown schema type', () => {
    expect(messagesOf({ key: 'x', schemaType: 'date' })).toEqual(['unknown schema type "date"']);
  });

  it('needs a non-empty options list for enum and multi-enum fields', () => {
    expect(messagesOf({ key: 'x', schemaType: 'enum' })).toEqual([
      'enum fields need a non-empty options list',
    ]);
    expect(messagesOf({ key: 'x', schemaType: 'multi-enum', enumOptions: [] })).toEqual([
      'enum fields need a non-empty options list',
    ]);
  });

  it('needs string options and labels', () => {
    expect(messagesOf({ key: 'x', schemaType: 'enum', enumOptions: [{ option: 1, label: 'One' }] })).toEqual([
      'enum option must be a string',
    ]);
    expect(messagesOf({ key: 'x', schemaType: 'enum', enumOptions: [{ option: 'one' }] })).toEqual([
      'enum label must be a string',
    ]);
  });

  it('needs integer bounds in the safe range with min < max for long fields', () => {
    expect(messagesOf({ key: 'n', schemaType: 'long' })).toEqual([
      'number fields need a minimum and a maximum',
    ]);
    expect(messagesOf({ key: 'n', schemaType: 'long', numberConfig: { minimum: 0.5, maximum: 2 } })).toEqual([
      'number min and max must be integers in the safe range',
    ]);
    expect(
      messagesOf({ key: 'n', schemaType: 'long', numberConfig: { minimum: 0, maximum: 2 ** 53 } }),
    ).toEqual(['number min and max must be integers in the safe range']);
    expect(messagesOf({ key: 'n', schemaType: 'long', numberConfig: { minimum: 5, maximum: 5 } })).toEqual([
      'number min must be less than max',
    ]);
    const parsed = ListingFieldSchema.parse({
      key: 'n',
      schemaType: 'long',
      numberConfig: { minimum: 0, maximum: 9 },
    });
    expect(parsed.numberConfig).toEqual({ minimum: 0, maximum: 9, step: 1 });
  });

  it('accepts exactly the ordered pairs of safe integers as bounds', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), (minimum, maximum) => {
        const ok = ListingFieldSchema.safeParse({
          key: 'n',
          schemaType: 'long',
          numberConfig: { minimum, maximum },
        });
        expect(ok.success).toBe(minimum < maximum);
      }),
    );
  });

  it('limits keys to characters that are safe in search parameters', () => {
    expect(messagesOf({ key: 'a b', schemaType: 'text' })).toEqual([
      'field key may contain only letters, digits, underscores and hyphens',
    ]);
    expect(messagesOf({ key: '', schemaType: 'text' })).toContain('field key is required');
  });
});

describe('isListingFieldApplicable', () => {
  const field = ListingFieldSchema.parse({
    key: 'x',
    schemaType: 'text',
    listingTypeConfig: { limitToListingTypeIds: true, listingTypeIds: ['bike'] },
    categoryConfig: { limitToCategoryIds: true, categoryIds: ['road'] },
  });

  it('honours listing type and category limits', () => {
    expect(isListingFieldApplicable(field, 'bike', ['road'])).toBe(true);
    expect(isListingFieldApplicable(field, 'car', ['road'])).toBe(false);
    expect(isListingFieldApplicable(field, 'bike', ['mtb'])).toBe(false);
    expect(isListingFieldApplicable(field, undefined)).toBe(false);
    expect(
      isListingFieldApplicable(ListingFieldSchema.parse({ key: 'y', schemaType: 'text' }), undefined),
    ).toBe(true);
  });
});
