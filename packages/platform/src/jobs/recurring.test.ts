import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { every, periodStartOf, recurringKeyOf } from './recurring.ts';

const HOUR = 3_600_000;
const job = defineJob({ name: 'test.tick', payload: z.object({}), handle: async () => {} });

describe('recurring schedules', () => {
  it('aligns hourly periods on the hour (UTC), whatever the minute', () => {
    for (const at of ['2026-11-22T12:00:00.000Z', '2026-11-22T12:30:00.000Z', '2026-11-22T12:59:59.999Z']) {
      expect(periodStartOf(new Date(at), HOUR).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    }
    expect(periodStartOf(new Date('2026-11-22T13:00:00.000Z'), HOUR).toISOString()).toBe(
      '2026-11-22T13:00:00.000Z',
    );
  });

  it('gives every caller in a period the same key, and the next period another', () => {
    const schedule = every(HOUR, job, {});
    const a = recurringKeyOf(schedule, periodStartOf(new Date('2026-11-22T12:05:00Z'), HOUR));
    const b = recurringKeyOf(schedule, periodStartOf(new Date('2026-11-22T12:55:00Z'), HOUR));
    const c = recurringKeyOf(schedule, periodStartOf(new Date('2026-11-22T13:05:00Z'), HOUR));
    expect(a).toBe('recurring:test.tick:2026-11-22T12:00:00.000Z');
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('refuses periods under a second', () => {
    expect(() => every(10, job, {})).toThrow(/at least 1 s/);
  });
});
