import type { ListingResource } from '@mercato/core/contracts/listing';
import type { MercatoSdk } from '@mercato/sdk/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingTimesView } from './booking-calendar.ts';
import { bookingCalendarFor, clearBookingSlotCache } from './booking-slots.server.ts';

// The booking panel of a listing booked by the hour: the month it opens on.

const LISTING = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'listing',
  attributes: {
    availabilityPlan: { type: 'availability-plan/time', timezone: 'Europe/Helsinki', entries: [] },
    publicData: {},
  },
} as unknown as ListingResource;

/** 13:00 on Monday 30 November 2026 in Helsinki (UTC+2): the last day of the month, its morning gone. */
const NOW = new Date('2026-11-30T11:00:00Z');

/** An SDK whose listing is free in the `free` periods (ISO instants), and the windows it was asked for. */
function fakeSdk(free: [string, string][]) {
  const asked: string[] = [];
  const sdk = {
    timeslots: {
      query: async ({ start, end }: { start: string; end: string }) => {
        asked.push(start.slice(0, 10));
        const data = free
          .filter(([from, to]) => new Date(to) > new Date(start) && new Date(from) < new Date(end))
          .map(([from, to]) => ({
            id: from,
            type: 'timeSlot',
            attributes: { start: from, end: to, seats: 1 },
          }));
        return { data };
      },
    },
  } as unknown as MercatoSdk;
  return { sdk, asked };
}

async function monthShown(free: [string, string][], query = '') {
  const { sdk, asked } = fakeSdk(free);
  const view = (await bookingCalendarFor(
    sdk,
    LISTING,
    new URL(`http://m.test/l/x?${query}`),
    NOW,
  )) as BookingTimesView;
  return { month: view.month, hasAvailability: view.hasAvailability, asked };
}

describe('bookingCalendarFor (by the hour)', () => {
  afterEach(clearBookingSlotCache);

  it('opens on this month while it has a free time, asking for this month only', async () => {
    // 15:00–17:00 today, Helsinki time.
    expect(await monthShown([['2026-11-30T13:00:00Z', '2026-11-30T15:00:00Z']])).toEqual({
      month: '2026-11',
      hasAvailability: true,
      asked: ['2026-11-30'],
    });
  });

  it('opens on the first month with a free time when the rest of this one is taken', async () => {
    // This morning is past; the next free time is in January.
    const january = await monthShown([
      ['2026-11-30T06:00:00Z', '2026-11-30T08:00:00Z'],
      ['2027-01-04T06:00:00Z', '2027-01-04T08:00:00Z'],
    ]);
    expect(january).toEqual({
      month: '2027-01',
      hasAvailability: true,
      asked: ['2026-11-30', '2026-11-30', '2026-12-31'],
    });
  });

  it('keeps the month asked for, and this month when nothing is free in the bookable days', async () => {
    const december = [['2026-12-07T06:00:00Z', '2026-12-07T08:00:00Z']] as [string, string][];
    expect((await monthShown(december, 'month=2026-11')).month).toBe('2026-11');
    expect(await monthShown([])).toMatchObject({ month: '2026-11', hasAvailability: false });
  });
});
