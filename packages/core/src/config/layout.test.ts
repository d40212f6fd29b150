import { describe, expect, it } from 'vitest';
import { LayoutSchema } from './layout.ts';

describe('LayoutSchema', () => {
  it('defaults to map search, carousel listing and 4:3 listing-card crops', () => {
    expect(LayoutSchema.parse({})).toEqual({
      searchPage: { variantType: 'map' },
      listingPage: { variantType: 'carousel' },
      listingImage: {
        variantType: 'cropImage',
        aspectWidth: 4,
        aspectHeight: 3,
        variantPrefix: 'listing-card',
      },
    });
  });

  it('accepts exactly the listed variants', () => {
    expect(LayoutSchema.safeParse({ searchPage: { variantType: 'grid' } }).success).toBe(true);
    expect(LayoutSchema.safeParse({ listingPage: { variantType: 'coverPhoto' } }).success).toBe(true);
    const message = (input: unknown) => LayoutSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ searchPage: { variantType: 'list' } })).toBe('search page layout must be map or grid');
    expect(message({ listingPage: { variantType: 'hero' } })).toBe(
      'listing page layout must be coverPhoto or carousel',
    );
    expect(message({ listingImage: { variantType: 'scale' } })).toBe(
      'listing image layout must be cropImage',
    );
    expect(message({ listingImage: { variantType: 'cropImage', aspectWidth: 0 } })).toBe(
      'aspect ratio sides must be positive integers',
    );
  });
});
