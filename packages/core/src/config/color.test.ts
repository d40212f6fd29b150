import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustLightness, computeMarketplaceColors, HexColorSchema, normaliseHexColor } from './color.ts';

describe('hex colours', () => {
  it('normalise to # and six digits, keeping case', () => {
    expect(normaliseHexColor('abc')).toBe('#aabbcc');
    expect(normaliseHexColor('#FF0000')).toBe('#FF0000');
    expect(HexColorSchema.parse('7c3aed')).toBe('#7c3aed');
    expect(HexColorSchema.safeParse('#12345').success).toBe(false);
    expect(HexColorSchema.safeParse('violet').error?.issues[0]?.message).toBe(
      'colour must be a hex colour such as #7c3aed',
    );
  });

  it('lighten and darken by 10 % HSL lightness for the brand variants', () => {
    expect(computeMarketplaceColors('#7c3aed')).toEqual({
      marketplaceColor: '#7c3aed',
      marketplaceColorLight: '#9b69f1',
      marketplaceColorDark: '#5f14e0',
    });
    expect(adjustLightness('#808080', 10)).toBe('#9a9a9a');
    expect(adjustLightness('#ffffff', 10)).toBe('#ffffff');
    expect(adjustLightness('#000000', -10)).toBe('#000000');
  });

  it('light is never darker and dark never lighter than the colour', () => {
    const luminance = (hex: string) => {
      const value = Number.parseInt(hex.slice(1), 16);
      return ((value >> 16) & 0xff) + ((value >> 8) & 0xff) + (value & 0xff);
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, '0')}`;
        const colors = computeMarketplaceColors(hex);
        expect(luminance(colors.marketplaceColorLight)).toBeGreaterThanOrEqual(luminance(hex) - 3);
        expect(luminance(colors.marketplaceColorDark)).toBeLessThanOrEqual(luminance(hex) + 3);
      }),
    );
  });
});
