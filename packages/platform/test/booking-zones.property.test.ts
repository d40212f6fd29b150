import { DAYS_OF_WEEK } from '@mercato/core/availability/availability-plan';
import { ZONES_AROUND_THE_WORLD } from '@mercato/core/availability/test-builders';
import { createZoneOffsets } from '@mercato/core/availability/time-zone';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { saveMarketplaceConfig } from '../src/features/config/marketplace-config.service.ts';
import { type Body, call, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { trustedTokenOf } from './support/transactions.ts';

// What `timeslots/query` offers and what `transactions/initiate_speculative` accepts must agree for
// listings anywhere: a property over time zones × unit types × plans. Nightly and daily listings
// outside UTC could once not be booked through the web app at all, because two sides disagreed
// about where a day starts; this suite holds the platform's side to one answer.

const HOUR = 3_600_000;
const DAY = 86_400_000;
const ZONES = ZONES_AROUND_THE_WORLD;
const UNIT_TYPES = ['hour', 'day', 'night', 'fixed'] as const;
type UnitType = (typeof UNIT_TYPES)[number];

const PRICE = 5000;

/** A plan the listing editor can make: a day plan (days and nights), or weekly hours in its zone. */
const planArbitrary = (zone: string, unitType: UnitType) => {
  const seats = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 7, maxLength: 7 });
  const dayPlan = seats.map((s) => ({
    type: 'availability-plan/day',
    timezone: zone,
    entries: DAYS_OF_WEEK.map((dayOfWeek, i) => ({ dayOfWeek, seats: s[i] ?? 0 })),
  }));
  const hours = fc
    .tuple(seats, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 2, max: 24 }))
    .map(([s, open, length]) => ({
      type: 'availability-plan/time',
      timezone: zone,
      entries: DAYS_OF_WEEK.map((dayOfWeek, i) => ({
        dayOfWeek,
        seats: s[i] ?? 0,
        startTime: `${String(open).padStart(2, '0')}:00`,
        endTime: `${String(Math.min(open + length, 24) % 24).padStart(2, '0')}:00`,
      })),
    }));
  return unitType === 'day' || unitType === 'night' ? fc.oneof(dayPlan, hours) : hours;
};

/** A day plan with one seat every day. */
const everyDay = (zone: string) => ({
  type: 'availability-plan/day',
  timezone: zone,
  entries: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, seats: 1 })),
});

const caseArbitrary = fc
  .tuple(fc.constantFrom(...ZONES), fc.constantFrom(...UNIT_TYPES))
  .chain(([zone, unitType]) =>
    fc.record({
      zone: fc.constant(zone),
      unitType: fc.constant(unitType),
      plan: planArbitrary(zone, unitType),
      // Where in the bookable 90 days the customer looks, so runs fall on daylight-saving changes too.
      daysOn: fc.integer({ min: 0, max: 78 }),
      hourOn: fc.integer({ min: 0, max: 23 }),
    }),
  );

interface Slot {
  start: number;
  end: number;
  seats: number;
}

/** The booking a customer makes of an offered slot: its first hour, or its first whole local day. */
function bookingOfSlot(slot: Slot, unitType: UnitType, zone: string): { start: number; end: number } | null {
  if (unitType === 'hour' || unitType === 'fixed') {
    return slot.end - slot.start >= HOUR ? { start: slot.start, end: slot.start + HOUR } : null;
  }
  const offsets = createZoneOffsets(zone, slot.start - 2 * DAY, slot.end + 2 * DAY);
  let day = offsets.localDay(slot.start);
  if (offsets.dayStart(day) < slot.start) day++;
  const start = offsets.dayStart(day);
  const end = offsets.dayStart(day + 1);
  return end <= slot.end ? { start, end } : null;
}

describeEachDialect('bookings in every time zone', (platform) => {
  let providerToken: string;
  let trusted: string;

  beforeAll(async () => {
    // One listing type per unit type, all booked by the default booking process.
    await saveMarketplaceConfig(platform().ctx, {
      ...DEFAULT_MARKETPLACE_CONFIG,
      listingTypes: UNIT_TYPES.map((unitType) => ({
        listingType: `booked-by-${unitType}`,
        label: `Booked by ${unitType}`,
        transactionType: { process: 'default-booking', alias: 'default-booking/release-1', unitType },
        priceVariations: { enabled: false },
      })),
    });
    // To 20 February 2027: the 90 bookable days ahead hold the spring daylight-saving changes of
    // North America (14 March), Europe (28 March) and Lord Howe Island (4 April).
    platform().clock.advance(Date.parse('2027-02-20T09:30:00Z') - platform().clock.read().getTime());
    providerToken = (await newUser(platform())).token;
    trusted = await trustedTokenOf(platform(), (await newUser(platform())).token);
  });

  const speculate = (listingId: string, start: number, end: number) =>
    call(platform(), 'POST', 'transactions/initiate_speculative', trusted, {
      processAlias: 'default-booking/release-1',
      transition: 'transition/request-payment',
      params: {
        listingId,
        bookingStart: new Date(start).toISOString(),
        bookingEnd: new Date(end).toISOString(),
        seats: 1,
        paymentMethod: 'pm_card_visa',
      },
    });

  it('every slot offered can be priced and requested, and every request accepted was offered (property)', async () => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async ({ zone, unitType, plan, daysOn, hourOn }) => {
        const p = platform();
        const created = await call(p, 'POST', 'own_listings/create', providerToken, {
          title: `A ${unitType} listing in ${zone}`,
          description: 'Made by the time-zone property.',
          price: { amount: PRICE, currency: 'USD' },
          availabilityPlan: plan,
          publicData: {
            listingType: `booked-by-${unitType}`,
            unitType,
            transactionProcessAlias: 'default-booking/release-1',
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const listingId = created.body.data.id as string;

        // The customer looks from the start of a local day some way into the bookable window.
        const base = p.clock.read().getTime() + daysOn * DAY + hourOn * HOUR;
        const offsets = createZoneOffsets(zone, base - 2 * DAY, base + 12 * DAY);
        const today = offsets.localDay(base);
        const from = new Date(offsets.dayStart(today)).toISOString();
        const to = new Date(offsets.dayStart(today + 10)).toISOString();
        const answer = await call(
          p,
          'GET',
          `timeslots/query?listingId=${listingId}&start=${from}&end=${to}`,
          providerToken,
        );
        expect(answer.status).toBe(200);
        const slots: Slot[] = answer.body.data.map((s: Body) => ({
          start: Date.parse(s.attributes.start),
          end: Date.parse(s.attributes.end),
          seats: s.attributes.seats,
        }));

        // Every offered slot (the first few): its booking is priced, one unit at the listing's price.
        for (const slot of slots.slice(0, 4)) {
          const booking = bookingOfSlot(slot, unitType, zone);
          if (!booking) continue;
          const res = await speculate(listingId, booking.start, booking.end);
          const what = `${unitType} in ${zone}: ${new Date(booking.start).toISOString()} – ${new Date(booking.end).toISOString()}`;
          expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.data.attributes.payinTotal, what).toEqual({ amount: PRICE, currency: 'USD' });
        }

        // Requests on the listing's own grid (local hours, local days): accepted only when offered.
        for (let k = 0; k < 6; k++) {
          const dayly = unitType === 'day' || unitType === 'night';
          const start = dayly
            ? offsets.dayStart(today + k)
            : offsets.dayStart(today + 1 + (k % 3)) + ((k * 7) % 24) * HOUR;
          const end = dayly ? offsets.dayStart(today + k + 1) : start + HOUR;
          const res = await speculate(listingId, start, end);
          const offered = slots.some((s) => s.seats >= 1 && s.start <= start && end <= s.end);
          const what = `${unitType} in ${zone}: ${new Date(start).toISOString()} – ${new Date(end).toISOString()}`;
          if (res.status === 200) expect(offered, `accepted but not offered: ${what}`).toBe(true);
          else expect(offered, `offered but refused: ${what}: ${JSON.stringify(res.body)}`).toBe(false);
        }
      }),
      {
        numRuns: 40,
        examples: [
          // Nights around Lisbon's change to summer time (29 March: a night of 23 hours).
          [
            {
              zone: 'Europe/Lisbon',
              unitType: 'night',
              plan: everyDay('Europe/Lisbon'),
              daysOn: 35,
              hourOn: 0,
            },
          ],
          // Nights in New York, whose midnight is 05:00 UTC, over its change on 14 March.
          [
            {
              zone: 'America/New_York',
              unitType: 'night',
              plan: everyDay('America/New_York'),
              daysOn: 20,
              hourOn: 3,
            },
          ],
        ],
      },
    );
  });
});
