import { defineTexts } from '../../ui-texts.ts';

/** The booking calendar of the order panel. */
export const BOOKING_DATES_TEXTS = defineTexts('BookingDates', {
  title: 'Available dates',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  caption: 'Days you can book in {month}',
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
  dayUnavailable: '{date}: not available',
  dayAvailable: '{date}, available',
  nothingThisMonth: 'Nothing can be booked this month.',
  freeOn: 'Free on {date}',
  timeZone: 'Times are in {timeZone}.',
});
