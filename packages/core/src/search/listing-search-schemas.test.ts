import { describe, expect, it } from 'vitest';
import { ListingFieldSchema } from '../config/listing-fields.ts';
import { listingSearchSchemas, searchParamName, tokenizeKeywords } from './listing-search-schemas.ts';

describe('listingSearchSchemas', () => {
  it('adds a schema per public field indexed for search, of the field’s type', () => {
    const fields = [
      { key: 'color', schemaType: 'enum', enumOptions: [{ option: 'red', label: 'Red' }] },
      { key: 'tags', schemaType: 'multi-enum', enumOptions: [{ option: 'a', label: 'A' }] },
      { key: 'rooms', schemaType: 'long', numberConfig: { minimum: 0, maximum: 9 } },
      { key: 'pets', schemaType: 'boolean' },
      { key: 'notes', schemaType: 'text' },
      { key: 'video', schemaType: 'youtubeVideoUrl' },
    ].map((f) => ListingFieldSchema.parse({ ...f, filterConfig: { indexForSearch: true } }));
    const unindexed = ListingFieldSchema.parse({
      key: 'size',
      schemaType: 'long',
      numberConfig: { minimum: 0, maximum: 9 },
    });
    const secret = ListingFieldSchema.parse({
      key: 'code',
      scope: 'private',
      schemaType: 'text',
      filterConfig: { indexForSearch: true },
    });
    const schemas = listingSearchSchemas([...fields, unindexed, secret]);
    expect(schemas.map((s) => [searchParamName(s), s.type])).toEqual([
      ['pub_listingType', 'enum'],
      ['pub_categoryLevel1', 'enum'],
      ['pub_categoryLevel2', 'enum'],
      ['pub_categoryLevel3', 'enum'],
      ['meta_featuredListing', 'boolean'],
      ['meta_featuredAt', 'long'],
      ['pub_color', 'enum'],
      ['pub_tags', 'multi-enum'],
      ['pub_rooms', 'long'],
      ['pub_pets', 'boolean'],
      ['pub_notes', 'text'],
    ]);
  });
});

describe('tokenizeKeywords', () => {
  it('splits on anything but letters and digits, lower-cases and drops repeats', () => {
    expect(tokenizeKeywords('  Yoga—by the SEA! yoga, 2x  ')).toEqual(['yoga', 'by', 'the', 'sea', '2x']);
    expect(tokenizeKeywords('Café «Ünïcode» 東京')).toEqual(['café', 'ünïcode', '東京']);
    expect(tokenizeKeywords('"quotes" OR * NEAR(')).toEqual(['quotes', 'or', 'near']);
    expect(tokenizeKeywords('+++ ---')).toEqual([]);
  });

  it('keeps at most 16 words of at most 48 characters', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(tokenizeKeywords(words)).toHaveLength(16);
    expect(tokenizeKeywords('a'.repeat(60))).toEqual(['a'.repeat(48)]);
  });
});
