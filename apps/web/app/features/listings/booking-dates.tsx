import { Link } from 'react-router';
import type { BookingCalendarView, BookingDayView } from './booking-calendar.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

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
}) {
  const { day, month, variant, inquiry } = props;
  if (!day.inMonth) return <td className="booking-dates__day booking-dates__day--outside" />;
  if (!day.available) {
    return (
      <td className="booking-dates__day">
        <span className="booking-dates__none" title={`${longDate(day.date)}: not available`}>
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
        aria-label={`${longDate(day.date)}, available`}
        aria-current={day.selected ? 'date' : undefined}
        data-date={day.date}
      >
        {day.dayOfMonth}
      </Link>
    </td>
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
  booking: BookingCalendarView;
  inquiryId?: string | null;
}) {
  const { month } = booking;
  return (
    <section className="booking-dates" aria-labelledby="booking-dates-title" data-testid="booking-dates">
      <h2 id="booking-dates-title" className="booking-dates__title">
        Available dates
      </h2>
      <div className="booking-dates__nav">
        {booking.previousMonth ? (
          <Link
            to={searchOf(booking.previousMonth, null, booking.variantName, inquiryId)}
            preventScrollReset
            replace
            aria-label="Previous month"
          >
            ‹
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
        <span className="booking-dates__month">{booking.label}</span>
        {booking.nextMonth ? (
          <Link
            to={searchOf(booking.nextMonth, null, booking.variantName, inquiryId)}
            preventScrollReset
            replace
            aria-label="Next month"
          >
            ›
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
      <table className="booking-dates__grid">
        <caption className="visually-hidden">{`Days you can book in ${booking.label}`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
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
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {booking.hasAvailability ? null : (
        <p className="booking-dates__hint">Nothing can be booked this month.</p>
      )}
      {booking.selectedDate && booking.kind === 'time' ? (
        <div className="booking-dates__times" data-testid="booking-times">
          <h3>{`Free on ${longDate(booking.selectedDate)}`}</h3>
          <ul>
            {booking.times.map((time) => (
              <li key={time.start}>{time.label}</li>
            ))}
          </ul>
          <p className="booking-dates__zone">{`Times are in ${booking.timeZone.replace(/_/g, ' ')}.`}</p>
        </div>
      ) : null}
    </section>
  );
}
