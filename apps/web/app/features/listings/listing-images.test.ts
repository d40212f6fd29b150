import { describe, expect, it } from 'vitest';
import {
  imageSourceOf,
  listingCardImageQuery,
  listingCardVariantNames,
  listingImagesOf,
} from './listing-images.ts';
import { buildImage, CARD_LAYOUT } from './test-builders.ts';

describe('listingCardImageQuery', () => {
  it('asks for the 4:3 card variants by default (api notes §4.1)', () => {
    expect(listingCardImageQuery(CARD_LAYOUT)).toEqual({
      'fields.image': 'variants.listing-card,variants.listing-card-2x,variants.listing-card-4x',
      'imageVariant.listing-card': 'w:400;h:300;fit:crop',
      'imageVariant.listing-card-2x': 'w:800;h:600;fit:crop',
      'imageVariant.listing-card-4x': 'w:1600;h:1200;fit:crop',
    });
    expect(listingCardVariantNames(CARD_LAYOUT)).toEqual([
      'listing-card',
      'listing-card-2x',
      'listing-card-4x',
    ]);
  });

  it('follows the configured aspect ratio and prefix', () => {
    const query = listingCardImageQuery({
      ...CARD_LAYOUT,
      aspectWidth: 1,
      aspectHeight: 1,
      variantPrefix: 'sq',
    });
    expect(query['imageVariant.sq']).toBe('w:400;h:400;fit:crop');
    expect(query['imageVariant.sq-2x']).toBe('w:800;h:800;fit:crop');
  });

  it('keeps every side within the API limit', () => {
    const query = listingCardImageQuery({ ...CARD_LAYOUT, aspectWidth: 1, aspectHeight: 20 });
    expect(query['imageVariant.listing-card-2x']).toBe('w:800;h:3072;fit:crop');
  });
});

describe('imageSourceOf', () => {
  it('uses the first variant present as src and lists all by width', () => {
    const image = buildImage('a', { 'scaled-large': 1024, 'scaled-xlarge': 2400 });
    expect(imageSourceOf(image, ['scaled-medium', 'scaled-large', 'scaled-xlarge'])).toEqual({
      src: 'https://img.test/a/scaled-large',
      srcSet: 'https://img.test/a/scaled-large 1024w, https://img.test/a/scaled-xlarge 2400w',
      width: 1024,
      height: 768,
    });
  });

  it('is null without any of the variants', () => {
    expect(imageSourceOf(buildImage('a', { 'square-small': 240 }), ['scaled-large'])).toBeNull();
  });
});

describe('relationships', () => {
  const listing = {
    relationships: {
      images: {
        data: [
          { id: 'b', type: 'image' },
          { id: 'missing', type: 'image' },
          { id: 'a', type: 'image' },
        ],
      },
      author: { data: { id: 'u', type: 'user' } },
    },
  };
  const included = [
    buildImage('a', { 'scaled-large': 1024 }),
    buildImage('b', { 'scaled-large': 1024 }),
    { id: 'u', type: 'user' },
  ];

  it('keeps the listing order of images and skips ones not included', () => {
    expect(listingImagesOf(listing, included).map((image) => image.id)).toEqual(['b', 'a']);
  });
});
