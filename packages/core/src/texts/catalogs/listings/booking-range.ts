import { defineTexts } from '../../ui-texts.ts';

/** The order panel's date-range calendar, for bookings by the night (`unit` night) or the day. */
export const BOOKING_RANGE_TEXTS = defineTexts('BookingRange', {
  title: 'Choose your dates',
  startLabel: '{unit, select, night {Check-in} other {First day}}',
  endLabel: '{unit, select, night {Checkout} other {Last day}}',
  addDate: 'Add date',
  clear: 'Clear dates',
  pickStart: '{unit, select, night {Choose your check-in date.} other {Choose your first day.}}',
  pickEnd:
    '{unit, select, night {Now choose your checkout date.} other {Book this day, or choose your last day.}}',
  endBy:
    '{unit, select, night {Check out by {date} at the latest:} other {Your last day can be {date} at the latest:}}',
  cannotEnd:
    '{unit, select, night {You cannot check out on {date}:} other {{date} cannot be your last day:}}',
  notFree: '{unit, select, night {the night of {date} is not available.} other {{date} is not available.}}',
  tooLong:
    '{unit, select, night {a stay lasts {max} nights at most.} other {a booking lasts {max} days at most.}}',
  tooFar: 'bookings open {days} days ahead.',
  beforeStart: 'Choose a checkout date after your check-in.',
  unavailable: '{date} is not available.',
  summary:
    '{unit, select, night {{count, plural, one {# night} other {# nights}}} other {{count, plural, one {# day} other {# days}}}} · {dates}',
  dayEndFree: '{date}, {unit, select, night {available for checkout} other {available as your last day}}',
  dayBlocked:
    '{date}, {unit, select, night {not available for checkout} other {not available as your last day}}',
  dayStart: '{date}, {unit, select, night {your check-in} other {your first day}}',
  dayEnd: '{date}, {unit, select, night {your checkout} other {your last day}}',
  dayInside: '{date}, {unit, select, night {in your stay} other {in your booking}}',
});
