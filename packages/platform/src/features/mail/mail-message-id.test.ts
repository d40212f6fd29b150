import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMailMessageId } from './mail-message-id.ts';

describe('createMailMessageId', () => {
  it('makes valid UUIDv7s that keep increasing when the clock stands still', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const ids = Array.from({ length: 5000 }, () => createMailMessageId(now));
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
    expect(ids[0]?.charAt(14)).toBe('7');
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('never goes backwards when the clock does', () => {
    const later = createMailMessageId(new Date('2031-01-01T00:00:00.000Z'));
    const earlier = createMailMessageId(new Date('2029-01-01T00:00:00.000Z'));
    expect(earlier > later).toBe(true);
  });

  it('encodes the time in the first 48 bits', () => {
    const time = new Date('2040-06-01T12:00:00.000Z');
    const id = createMailMessageId(time);
    const ms = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(time.getTime());
  });
});
