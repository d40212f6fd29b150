import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, for the same secret and purpose only', () => {
    const sealed = sealSecret('token-secret', 'totp', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret('token-secret', 'totp', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret('another-secret', 'totp', sealed)).toBeNull();
    expect(openSecret('token-secret', 'other', sealed)).toBeNull();
    // Sealing twice gives different values (a fresh IV each time).
    expect(sealSecret('token-secret', 'totp', 'x')).not.toBe(sealSecret('token-secret', 'totp', 'x'));
  });

  it('refuses an altered value', () => {
    const [version, iv, data, tag] = sealSecret('s', 'p', 'secret value').split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(openSecret('s', 'p', [version, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(openSecret('s', 'p', 'garbage')).toBeNull();
  });
});
