import { describe, expect, it } from 'vitest';
import { CARD_STYLES, isCardStyle, ListingStyleFormSchema } from './listing-style.ts';

describe('ListingStyleFormSchema', () => {
  it('takes each card style', () => {
    for (const cardStyle of CARD_STYLES)
      expect(ListingStyleFormSchema.parse({ cardStyle })).toEqual({ cardStyle });
  });

  it('asks for a style when none or an unknown one is chosen', () => {
    for (const cardStyle of [undefined, '', 'neon']) {
      expect(ListingStyleFormSchema.safeParse({ cardStyle }).error?.issues[0]?.message).toBe(
        'please choose a card style',
      );
    }
  });

  it('recognises stored styles only', () => {
    expect(isCardStyle('sea')).toBe(true);
    expect(isCardStyle('Sea')).toBe(false);
    expect(isCardStyle(3)).toBe(false);
  });
});
