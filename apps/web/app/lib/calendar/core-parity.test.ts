import { createZoneOffsets } from '@mercato/core/availability/time-zone';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochOfLocal, offsetAt } from './local-time.ts';

// Browser pages do their wall-clock arithmetic on Intl so that they need no Temporal polyfill.
describe('the Intl wall clock agrees with core', () => {
  const zones = [
    'Europe/Helsinki',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'Etc/UTC',
    'America/Sao_Paulo',
    'Pacific/Chatham',
  ];

  it('on offsets and on wall-clock times, DST gaps and overlaps included (property)', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: from, max: to }), (zone, ms) => {
        const core = createZoneOffsets(zone, from - 2 * 86_400_000, to + 2 * 86_400_000);
        expect(offsetAt(zone, ms)).toBe(core.offsetAt(Math.floor(ms / 1000) * 1000));
        const local = Math.floor(ms / 60_000) * 60_000;
        expect(epochOfLocal(local, zone)).toBe(core.toEpoch(local));
      }),
      { numRuns: 300 },
    );
  });
});
