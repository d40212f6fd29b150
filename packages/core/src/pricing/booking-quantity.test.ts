import { describe, expect, it } from 'vitest';
import { calculateQuantityFromDates, calculateQuantityFromHours } from './booking-quantity.ts';

const t = (iso: string) => Date.parse(iso);

describe('booking quantities', () => {
  it('counts calendar days between UTC dates', () => {
    expect(calculateQuantityFromDates(t('2017-01-01T00:00:00Z'), t('2017-01-03T00:00:00Z'))).toBe(2);
    expect(
      calculateQuantityFromDates(new Date('2024-02-28T00:00:00Z'), new Date('2024-03-01T00:00:00Z')),
    ).toBe(2);
    expect(calculateQuantityFromDates(t('2024-01-01T15:00:00Z'), t('2024-01-03T11:00:00Z'))).toBe(2);
    expect(calculateQuantityFromDates(t('2024-01-01T00:00:00Z'), t('2024-01-01T00:00:00Z'))).toBe(0);
  });

  it('counts hours, fractions included', () => {
    expect(calculateQuantityFromHours(t('2017-01-01T12:00:00Z'), t('2017-01-01T16:00:00Z'))).toBe(4);
    expect(
      calculateQuantityFromHours(new Date('2017-01-01T12:30:00Z'), new Date('2017-01-01T16:00:00Z')),
    ).toBe(3.5);
  });
});
