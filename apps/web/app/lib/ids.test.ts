import { describe, expect, it } from 'vitest';
import { isUuid, uuidOrNull } from './ids.ts';

describe('ids', () => {
  it('takes UUIDs in either case and nothing else', () => {
    expect(isUuid('11111111-2222-4333-8444-555555555555')).toBe(true);
    expect(isUuid('ABCDEF00-2222-4333-8444-555555555555')).toBe(true);
    for (const bad of [
      '',
      'x',
      '11111111-2222-4333-8444-55555555555',
      ' 11111111-2222-4333-8444-555555555555',
      null,
      3,
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
    expect(uuidOrNull('nope')).toBeNull();
    expect(uuidOrNull('11111111-2222-4333-8444-555555555555')).toBe('11111111-2222-4333-8444-555555555555');
  });
});
