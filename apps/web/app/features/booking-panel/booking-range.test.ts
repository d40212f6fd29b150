import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookedRange,
  chooseDay,
  chosenDayOfEnd,
  dayPlace,
  endRefusal,
  furthestEnd,
  isFree,
  NO_CHOICE,
  type RangeChoice,
  type RangeRules,
  seatsFreeIn,
} from './booking-range.ts';

/** Free seats by day: mostly free, some days taken, a few with several seats. */
const seatsArb = fc.array(
  fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, fc.integer({ min: 0, max: 3 })),
  {
    minLength: 1,
    maxLength: 40,
  },
);
const rulesArb = fc.record({
  unit: fc.constantFrom('night' as const, 'day' as const),
  seats: seatsArb,
  maxLength: fc.integer({ min: 1, max: 12 }),
});
/** Days clicked, a few of them outside the bookable days. */
const clicksArb = fc.array(fc.integer({ min: -2, max: 42 }), { maxLength: 8 });

function clickAll(rules: RangeRules, days: readonly number[]): RangeChoice {
  return days.reduce((choice, day) => chooseDay(rules, choice, day).choice, NO_CHOICE);
}

/** Whether `[start, end)` may be booked: every day free, at least one, at most `maxLength`. */
function isBookable(rules: RangeRules, start: number, end: number): boolean {
  if (start < 0 || end <= start || end - start > rules.maxLength) return false;
  for (let day = start; day < end; day++) if (!isFree(rules, day)) return false;
  return true;
}

describe('choosing a range of nights or days (properties)', () => {
  it('never stands for a booking that cannot be made, whatever is clicked', () => {
    fc.assert(
      fc.property(rulesArb, clicksArb, (rules, clicks) => {
        const choice = clickAll(rules, clicks);
        if (choice.start !== null) expect(isFree(rules, choice.start)).toBe(true);
        const range = bookedRange(rules, choice);
        if (range) expect(isBookable(rules, range.start, range.end)).toBe(true);
      }),
    );
  });

  it('lets every bookable range be chosen with two clicks, from nothing or after a whole range', () => {
    fc.assert(
      fc.property(rulesArb, clicksArb, fc.nat(), fc.nat(), (rules, clicks, a, b) => {
        const start = a % rules.seats.length;
        const end = start + 1 + (b % rules.maxLength);
        fc.pre(isBookable(rules, start, end));
        const chosen = clickAll(rules, clicks);
        for (const before of chosen.end === null ? [NO_CHOICE] : [NO_CHOICE, chosen]) {
          const first = chooseDay(rules, before, start);
          expect(first).toEqual({ choice: { start, end: null }, refusal: null });
          const second = chooseDay(rules, first.choice, chosenDayOfEnd(rules, end));
          expect(second).toEqual({ choice: { start, end }, refusal: null });
        }
      }),
    );
  });

  it('refuses a day only for a true reason, and then keeps the choice as it was', () => {
    fc.assert(
      fc.property(rulesArb, clicksArb, fc.integer({ min: -2, max: 42 }), (rules, clicks, day) => {
        const choice = clickAll(rules, clicks);
        const { choice: after, refusal } = chooseDay(rules, choice, day);
        if (!refusal) {
          const range = bookedRange(rules, after);
          if (after.end !== null && range) expect(isBookable(rules, range.start, range.end)).toBe(true);
          return;
        }
        expect(after).toBe(choice);
        const start = choice.start ?? -1;
        const end = rules.unit === 'night' ? day : day + 1;
        switch (refusal.reason) {
          case 'unavailable':
            expect(isFree(rules, day)).toBe(false);
            break;
          case 'before-start':
            expect([rules.unit, day]).toEqual(['night', start]);
            break;
          case 'not-free':
            expect(refusal.day).toBeGreaterThan(start);
            expect(refusal.day).toBeLessThan(end);
            expect(isFree(rules, refusal.day)).toBe(false);
            expect(isBookable(rules, start, refusal.day)).toBe(true);
            break;
          case 'too-long':
            expect(end - start).toBeGreaterThan(rules.maxLength);
            break;
          case 'too-far':
            expect(end).toBeGreaterThan(rules.seats.length);
            break;
        }
      }),
    );
  });

  it('offers as ends exactly the days up to the furthest end, which a day not free or the length stops', () => {
    fc.assert(
      fc.property(rulesArb, fc.nat(), (rules, a) => {
        const start = a % rules.seats.length;
        fc.pre(isFree(rules, start));
        const furthest = furthestEnd(rules, start);
        for (let end = start + 1; end <= rules.seats.length + 2; end++) {
          expect(endRefusal(rules, start, end) === null).toBe(end <= furthest);
          expect(endRefusal(rules, start, end) === null).toBe(isBookable(rules, start, end));
        }
      }),
    );
  });

  it('marks the first day, the days within and the last chosen day, and no other', () => {
    fc.assert(
      fc.property(rulesArb, clicksArb, (rules, clicks) => {
        const choice = clickAll(rules, clicks);
        for (let day = -1; day <= rules.seats.length + 1; day++) {
          const place = dayPlace(rules, choice, day);
          if (choice.start === null) expect(place).toBeNull();
          else if (day === choice.start) expect(place).toBe('start');
          else if (choice.end === null) expect(place).toBeNull();
          else {
            const last = chosenDayOfEnd(rules, choice.end);
            expect(place).toBe(day === last ? 'end' : day > choice.start && day < last ? 'inside' : null);
          }
        }
      }),
    );
  });

  it('gives the seats free on every day of the range', () => {
    fc.assert(
      fc.property(seatsArb, fc.nat(), fc.nat(), (seats, a, b) => {
        const start = a % seats.length;
        const end = start + 1 + (b % (seats.length - start));
        const rules: RangeRules = { unit: 'day', seats, maxLength: seats.length };
        expect(seatsFreeIn(rules, { start, end })).toBe(Math.min(...seats.slice(start, end)));
      }),
    );
  });
});

describe('choosing nights and days, as people do', () => {
  // Day 0 is a Friday; the night of day 3 (Monday) is taken.
  const seats = [1, 1, 1, 0, 1, 1, 1, 1];
  const nights: RangeRules = { unit: 'night', seats, maxLength: 4 };
  const days: RangeRules = { unit: 'day', seats, maxLength: 4 };

  it('books nights from the check-in to the checkout, which may be a day not free itself', () => {
    const checkIn = chooseDay(nights, NO_CHOICE, 0);
    expect(checkIn).toEqual({ choice: { start: 0, end: null }, refusal: null });
    expect(bookedRange(nights, checkIn.choice)).toBeNull();
    expect(chooseDay(nights, checkIn.choice, 3)).toEqual({ choice: { start: 0, end: 3 }, refusal: null });
    expect(chooseDay(nights, checkIn.choice, 4)).toEqual({
      choice: checkIn.choice,
      refusal: { reason: 'not-free', day: 3 },
    });
    expect(chooseDay(nights, checkIn.choice, 0).refusal).toEqual({ reason: 'before-start' });
  });

  it('books days from the first to the last, one day with one click', () => {
    const first = chooseDay(days, NO_CHOICE, 1).choice;
    expect(bookedRange(days, first)).toEqual({ start: 1, end: 2 });
    expect(chooseDay(days, first, 1).choice).toEqual({ start: 1, end: 2 });
    expect(chooseDay(days, first, 2).choice).toEqual({ start: 1, end: 3 });
    expect(chooseDay(days, first, 3).refusal).toEqual({ reason: 'not-free', day: 3 });
  });

  it('begins again from a day before the first, or after a whole range; never from a day not free', () => {
    const first = chooseDay(nights, NO_CHOICE, 5).choice;
    expect(chooseDay(nights, first, 4).choice).toEqual({ start: 4, end: null });
    expect(chooseDay(nights, { start: 4, end: 6 }, 1).choice).toEqual({ start: 1, end: null });
    expect(chooseDay(nights, NO_CHOICE, 3).refusal).toEqual({ reason: 'unavailable' });
  });

  it('says when a range is too long, or reaches past the bookable days', () => {
    expect(chooseDay(nights, { start: 4, end: null }, 9).refusal).toEqual({ reason: 'too-long' });
    expect(chooseDay({ ...nights, maxLength: 30 }, { start: 4, end: null }, 9).refusal).toEqual({
      reason: 'too-far',
    });
    expect(chooseDay({ ...nights, maxLength: 30 }, { start: 4, end: null }, 8).refusal).toBeNull();
  });
});
