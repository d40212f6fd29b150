import { describe, expect, it } from 'vitest';
import { ListingTypeSchema } from './listing-types.ts';

const booking = {
  listingType: 'service',
  label: 'Service',
  transactionType: { process: 'default-booking', alias: 'default-booking/release-1', unitType: 'hour' },
};

describe('ListingTypeSchema', () => {
  it('accepts a calendar service on default-booking', () => {
    expect(ListingTypeSchema.parse(booking).transactionType.unitType).toBe('hour');
  });

  it('refuses unknown unit types and aliases of another process', () => {
    const messages = (transactionType: unknown) =>
      ListingTypeSchema.safeParse({ ...booking, transactionType }).error?.issues.map(
        (issue) => issue.message,
      );
    expect(messages({ ...booking.transactionType, unitType: 'week' })).toEqual(['unknown unit type "week"']);
    expect(messages({ ...booking.transactionType, alias: 'default-purchase/release-1' })).toEqual([
      'alias must start with the process name',
    ]);
    expect(messages({ ...booking.transactionType, alias: 'release-1' })).toContain(
      'alias must look like process-name/alias-name',
    );
  });

  it('refuses unit types a built-in process cannot price in, allows any for custom processes', () => {
    const result = ListingTypeSchema.safeParse({
      ...booking,
      transactionType: { process: 'default-purchase', alias: 'default-purchase/release-1', unitType: 'hour' },
    });
    expect(result.error?.issues[0]?.message).toBe('unit type hour does not fit process default-purchase');
    expect(
      ListingTypeSchema.safeParse({
        ...booking,
        transactionType: { process: 'my-process', alias: 'my-process/v2', unitType: 'item' },
      }).success,
    ).toBe(true);
  });

  it('needs an id usable in paths', () => {
    expect(ListingTypeSchema.safeParse({ ...booking, listingType: 'a/b' }).success).toBe(false);
    expect(ListingTypeSchema.safeParse({ ...booking, listingType: '' }).success).toBe(false);
  });
});
