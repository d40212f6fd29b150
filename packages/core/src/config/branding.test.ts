import { describe, expect, it } from 'vitest';
import { BrandingSchema } from './branding.ts';

describe('BrandingSchema', () => {
  it('defaults to violet and a 24 px image logo', () => {
    expect(BrandingSchema.parse({})).toEqual({
      marketplaceColor: '#7c3aed',
      logoSettings: { height: 24, format: 'image' },
    });
  });

  it('accepts logo heights 24, 36 and 48 only', () => {
    for (const height of [24, 36, 48]) {
      expect(BrandingSchema.safeParse({ logoSettings: { height } }).success).toBe(true);
    }
    for (const height of [0, 25, 64, '24']) {
      const result = BrandingSchema.safeParse({ logoSettings: { height } });
      expect(result.error?.issues[0]?.message).toBe('logo height must be 24, 36 or 48');
    }
  });

  it('refuses a colour that is not hex', () => {
    expect(BrandingSchema.safeParse({ marketplaceColor: 'violet' }).success).toBe(false);
  });
});
