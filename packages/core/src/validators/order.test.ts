import { describe, expect, it } from 'vitest';
import { orderFormSchema } from './order.ts';

const issuesWith = (rules: Parameters<typeof orderFormSchema>[0], input: unknown) =>
  orderFormSchema(rules)
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('orderFormSchema for purchases', () => {
  const rules = {
    unitType: 'item' as const,
    deliveryMethods: ['shipping', 'pickup'] as const,
    maxQuantity: 3,
  };

  it('requires a quantity within stock and an offered delivery method', () => {
    expect(issuesWith(rules, {})).toEqual([
      ['quantity', 'this field is required'],
      ['deliveryMethod', 'please choose a delivery method'],
    ]);
    expect(issuesWith(rules, { quantity: 4, deliveryMethod: 'pickup' })).toEqual([
      ['quantity', 'quantity must be between 1 and 3'],
    ]);
    expect(issuesWith(rules, { quantity: 0.5, deliveryMethod: 'pickup' })).toEqual([
      ['quantity', 'quantity must be between 1 and 3'],
    ]);
    expect(
      issuesWith({ ...rules, deliveryMethods: ['pickup'] }, { quantity: 1, deliveryMethod: 'shipping' }),
    ).toEqual([['deliveryMethod', 'please choose a delivery method']]);
    expect(issuesWith(rules, { quantity: 3, deliveryMethod: 'shipping' })).toBeUndefined();
    expect(issuesWith({ unitType: 'item' }, { quantity: 10 })).toBeUndefined();
  });
});

describe('orderFormSchema for bookings', () => {
  it('requires dates with the end after the start', () => {
    expect(issuesWith({ unitType: 'day' }, {})).toEqual([
      ['bookingStart', 'this field is required'],
      ['bookingEnd', 'this field is required'],
    ]);
    expect(issuesWith({ unitType: 'day' }, { bookingStart: '2030-01-02', bookingEnd: '2030-01-02' })).toEqual(
      [['bookingEnd', 'the end must be after the start']],
    );
    expect(
      issuesWith(
        { unitType: 'hour' },
        { bookingStart: '2030-01-02T10:00:00Z', bookingEnd: '2030-01-02T11:00:00+00:00' },
      ),
    ).toBeUndefined();
    expect(issuesWith({ unitType: 'hour' }, { bookingStart: 'tomorrow', bookingEnd: '2030-01-02' })).toEqual([
      ['bookingStart', 'please choose a valid date'],
    ]);
  });

  it('keeps seats within the available seats', () => {
    const dates = { bookingStart: '2030-01-01', bookingEnd: '2030-01-03' };
    expect(issuesWith({ unitType: 'night', maxSeats: 4 }, dates)).toEqual([
      ['seats', 'this field is required'],
    ]);
    expect(issuesWith({ unitType: 'night', maxSeats: 4 }, { ...dates, seats: 5 })).toEqual([
      ['seats', 'seats must be between 1 and 4'],
    ]);
    expect(issuesWith({ unitType: 'night', maxSeats: 4 }, { ...dates, seats: 0 })).toEqual([
      ['seats', 'seats must be between 1 and 4'],
    ]);
    expect(issuesWith({ unitType: 'night', maxSeats: 4 }, { ...dates, seats: 4 })).toBeUndefined();
    expect(issuesWith({ unitType: 'night' }, dates)).toBeUndefined();
  });
});

describe('orderFormSchema for own listings and inquiries', () => {
  it("refuses ordering one's own listing", () => {
    expect(issuesWith({ unitType: 'inquiry', isOwnListing: true }, {})).toEqual([
      ['', "You can't book your own listing."],
    ]);
    expect(issuesWith({ unitType: 'inquiry' }, {})).toBeUndefined();
  });
});
