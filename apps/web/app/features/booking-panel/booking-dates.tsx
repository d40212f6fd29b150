import { BOOKING_DATES_TEXTS } from '@mercato/core/texts/catalogs/listings/booking-dates';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import { WeekdayHead } from '../listings/weekday-head.tsx';
import type { BookingDayView, BookingTimesView } from './booking-calendar.ts';

/** The weekday columns, Monday first, by their catalog keys. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

function searchOf(
  month: string,
  date: string | null,
  variant: string | null,
  inquiry: string | null,
): string {
  const params = new URLSearchParams({ month });
  if (date) params.set('date', date);
  if (variant) params.set('variant', variant);
  if (inquiry) params.set('inquiry', inquiry);
  return `?${params}`;
}

function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
}

function DayCell(props: {
  day: BookingDayView;
  month: string;
  variant: string | null;
  inquiry: string | null;
  t: CatalogTexts<typeof BOOKING_DATES_TEXTS>;
}) {
  const { day, month, variant, inquiry, t } = props;
  if (!day.inMonth) return <td className="booking-dates__day booking-dates__day--outside" />;
  if (!day.available) {
    return (
      <td className="booking-dates__day">
        <span className="booking-dates__none" title={t('dayUnavailable', { date: longDate(day.date) })}>
          {day.dayOfMonth}
        </span>
      </td>
    );
  }
  return (
    <td className="booking-dates__day">
      <Link
        to={searchOf(month, day.date, variant, inquiry)}
        preventScrollReset
        replace
        className={day.selected ? 'booking-dates__free booking-dates__free--selected' : 'booking-dates__free'}
        aria-label={t('dayAvailable', { date: longDate(day.date) })}
        aria-current={day.selected ? 'date' : undefined}
        data-date={day.date}
      >
        {day.dayOfMonth}
      </Link>
    </td>
  );
}

/** A link to the month before or after, or an empty cell where there is none to book in. */
function MonthStep(props: {
  month: string | null;
  label: string;
  arrow: string;
  variant: string | null;
  inquiry: string | null;
}) {
  if (!props.month) return <span aria-hidden="true" />;
  return (
    <Link
      to={searchOf(props.month, null, props.variant, props.inquiry)}
      preventScrollReset
      replace
      aria-label={props.label}
    >
      {props.arrow}
    </Link>
  );
}

/**
 * The booking panel's calendar (spec §2 ListingPage): the days of a month that can be booked as
 * links (plain GET links, so it works without JavaScript), and the free hours of the chosen day.
 */
export function BookingDates({
  booking,
  inquiryId = null,
}: {
  booking: BookingTimesView;
  inquiryId?: string | null;
}) {
  const t = useTexts(BOOKING_DATES_TEXTS);
  const { month } = booking;
  const links = { variant: booking.variantName, inquiry: inquiryId };
  return (
    <section className="booking-dates" aria-labelledby="booking-dates-title" data-testid="booking-dates">
      <h2 id="booking-dates-title" className="booking-dates__title">
        {t('title')}
      </h2>
      <div className="booking-dates__nav">
        <MonthStep month={booking.previousMonth} label={t('previousMonth')} arrow="‹" {...links} />
        <span className="booking-dates__month">{booking.label}</span>
        <MonthStep month={booking.nextMonth} label={t('nextMonth')} arrow="›" {...links} />
      </div>
      <table className="booking-dates__grid">
        <caption className="visually-hidden">{t('caption', { month: booking.label })}</caption>
        <WeekdayHead days={WEEKDAYS} labelOf={(day) => t(day)} />
        <tbody>
          {booking.weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <DayCell
                  key={day.date}
                  day={day}
                  month={month}
                  variant={booking.variantName}
                  inquiry={inquiryId}
                  t={t}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {booking.hasAvailability ? null : <p className="booking-dates__hint">{t('nothingThisMonth')}</p>}
      {booking.selectedDate ? (
        <div className="booking-dates__times" data-testid="booking-times">
          <h3>{t('freeOn', { date: longDate(booking.selectedDate) })}</h3>
          <ul>
            {booking.times.map((time) => (
              <li key={time.start}>{time.label}</li>
            ))}
          </ul>
          <p className="booking-dates__zone">
            {t('timeZone', { timeZone: booking.timeZone.replace(/_/g, ' ') })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
