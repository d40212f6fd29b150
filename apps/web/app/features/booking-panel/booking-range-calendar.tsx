import { BOOKING_DATES_TEXTS } from '@mercato/core/texts/catalogs/listings/booking-dates';
import { BOOKING_RANGE_TEXTS } from '@mercato/core/texts/catalogs/listings/booking-range';
import { ORDER_PANEL_TEXTS } from '@mercato/core/texts/catalogs/listings/order-panel';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { datesText, fullDate, monthDay, shortDate } from '../../lib/calendar/date-text.ts';
import { dayAfterKey } from '../../lib/calendar/grid-keys.ts';
import { dateOfDayNumber, dayNumberOf, dayStartOf } from '../../lib/calendar/local-time.ts';
import {
  formatMonth,
  monthGrid,
  monthLabel,
  parseMonth,
  shiftMonth,
} from '../../lib/calendar/month-calendar.ts';
import { useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { WeekdayHead } from '../listings/weekday-head.tsx';
import { WEEKDAYS } from './booking-dates.tsx';
import {
  bookedRange,
  chooseDay,
  chosenDayOfEnd,
  dayPlace,
  endRefusal,
  furthestEnd,
  NO_CHOICE,
  type RangeChoice,
  type RangeRefusal,
  type RangeRules,
  seatsFreeIn,
} from './booking-range.ts';
import type { BookingRangeView } from './booking-range-view.ts';
import { SeatsField } from './seats-field.tsx';
import './booking-range.css';

/**
 * The order panel of a listing booked by the night or the day (spec §2 ListingPage, issue #26): a
 * month calendar where the first day chosen is the check-in (or first day) and the second the
 * checkout (or last day), days that cannot be chosen are shown so and say why, and a GET form to the
 * checkout with the range's midnights on the listing's clock (`bookingStart`, `bookingEnd`, ADR 013).
 * Without scripts every choice is a link carrying it in the query (`?month=&from=&to=`); with them
 * the choice is made in the page, and the days are a grid that arrow keys, Home, End, PageUp and
 * PageDown move through.
 */
export function BookingRangeCalendar(props: {
  view: BookingRangeView;
  listingId: string;
  inquiryId: string | null;
}) {
  const { view, listingId, inquiryId } = props;
  const t = useTexts(BOOKING_RANGE_TEXTS);
  const td = useTexts(BOOKING_DATES_TEXTS);
  const to = useTexts(ORDER_PANEL_TEXTS);
  const hydrated = useHydrated();
  const { unit } = view;
  const rules: RangeRules = { unit, seats: view.seats, maxLength: view.maxLength };
  const first = dayNumberOf(view.first) ?? 0;
  const dateOf = (day: number) => dateOfDayNumber(first + day);
  const dayOf = (date: string) => (dayNumberOf(date) ?? first) - first;
  const [choice, setChoice] = useState<RangeChoice>({ start: view.start, end: view.end });
  const [month, setMonth] = useState(view.month);
  const [focus, setFocus] = useState<number | null>(null);
  // The day under the pointer: with the start chosen, the range it would end shows in advance.
  const [pointed, setPointed] = useState<number | null>(null);
  const [refused, setRefused] = useState<{ day: number; refusal: RangeRefusal } | null>(null);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  const searchOf = (shown: string, next: RangeChoice) => {
    const params = new URLSearchParams({ month: shown });
    if (next.start !== null) params.set('from', dateOf(next.start));
    if (next.end !== null) params.set('to', dateOf(chosenDayOfEnd(rules, next.end)));
    if (inquiryId) params.set('inquiry', inquiryId);
    return `?${params}`;
  };
  // With scripts, a choice stays in the page and in the address (a reload or "back" from the
  // checkout finds it), without a request.
  const show = (shown: string, next: RangeChoice) => {
    setMonth(shown);
    setChoice(next);
    window.history.replaceState(window.history.state, '', searchOf(shown, next));
  };
  const choose = (day: number) => {
    const next = chooseDay(rules, choice, day);
    setFocus(day);
    setRefused(next.refusal ? { day, refusal: next.refusal } : null);
    if (!next.refusal) show(month, next.choice);
  };

  const reasonOf = (refusal: RangeRefusal) =>
    refusal.reason === 'not-free'
      ? t('notFree', { unit, date: monthDay(dateOf(refusal.day)) })
      : refusal.reason === 'too-long'
        ? t('tooLong', { unit, max: view.maxLength })
        : t('tooFar', { days: view.seats.length });
  const refusalText = (day: number, refusal: RangeRefusal) =>
    refusal.reason === 'unavailable'
      ? t('unavailable', { date: shortDate(dateOf(day)) })
      : refusal.reason === 'before-start'
        ? t('beforeStart')
        : `${t('cannotEnd', { unit, date: shortDate(dateOf(day)) })} ${reasonOf(refusal)}`;

  const monthRef = parseMonth(month, parseMonth(view.firstMonth, { year: 1970, month: 1 }));
  const weeks = monthGrid(monthRef);
  const days = weeks.flat().flatMap((cell) => (cell.inMonth ? [dayOf(cell.date)] : []));
  const inMonth = (day: number | null): day is number => day !== null && days.includes(day);
  const firstChoosable = days.find((day) => !chooseDay(rules, choice, day).refusal);
  const active = inMonth(focus)
    ? focus
    : inMonth(choice.start)
      ? choice.start
      : (firstChoosable ?? days[0] ?? 0);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${dateOf(active)}"]`)?.focus();
  });

  const firstDay = dayOf(`${view.firstMonth}-01`);
  const lastDay = dayOf(`${formatMonth(shiftMonth(parseMonth(view.lastMonth, monthRef), 1))}-01`) - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const after = dayAfterKey(event.key, first + active);
    if (after === null) return;
    event.preventDefault();
    const target = Math.min(Math.max(after - first, firstDay), lastDay);
    setMonth(dateOf(target).slice(0, 7));
    setFocus(target);
    moveFocus.current = true;
  };

  const range = bookedRange(rules, choice);
  // The range the day pointed at (or, from the keyboard, focused) would make, were it chosen next.
  const previewDay = choice.start !== null && choice.end === null ? (pointed ?? focus) : null;
  const previewed = previewDay !== null ? chooseDay(rules, choice, previewDay) : null;
  const preview = previewed && !previewed.refusal && previewed.choice.end !== null ? previewed.choice : null;
  const lastOf = (end: number) => dateOf(chosenDayOfEnd(rules, end));
  const midnight = (day: number) => dayStartOf(first + day, view.timeZone).toISOString();
  let hint = '';
  if (refused) hint = refusalText(refused.day, refused.refusal);
  else if (choice.start === null)
    hint = firstChoosable === undefined ? td('nothingThisMonth') : t('pickStart', { unit });
  else if (choice.end === null) {
    hint = t('pickEnd', { unit });
    const furthest = furthestEnd(rules, choice.start);
    const limit = endRefusal(rules, choice.start, furthest + 1);
    if (limit && limit.reason !== 'too-long') {
      hint += ` ${t('endBy', { unit, date: shortDate(lastOf(furthest)) })} ${reasonOf(limit)}`;
    }
  }

  const previous = formatMonth(shiftMonth(monthRef, -1));
  const next = formatMonth(shiftMonth(monthRef, 1));
  const step = (shown: string, label: string, arrow: string) =>
    shown >= view.firstMonth && shown <= view.lastMonth ? (
      <Link
        to={searchOf(shown, choice)}
        preventScrollReset
        replace
        aria-label={label}
        className="booking-range__step"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          setFocus(null);
          show(shown, choice);
        }}
      >
        {arrow}
      </Link>
    ) : (
      <span aria-hidden="true" />
    );

  return (
    <section className="booking-range" aria-labelledby="booking-range-title" data-testid="booking-range">
      <h2 id="booking-range-title" className="visually-hidden">
        {t('title')}
      </h2>
      <div className="booking-range__fields">
        <p>
          <span>{t('startLabel', { unit })}</span>
          <strong data-testid="booking-range-start">
            {choice.start === null ? t('addDate') : shortDate(dateOf(choice.start))}
          </strong>
        </p>
        <p>
          <span>{t('endLabel', { unit })}</span>
          <strong data-testid="booking-range-end">
            {range ? shortDate(lastOf(range.end)) : t('addDate')}
          </strong>
        </p>
      </div>
      <div className="booking-range__nav">
        {step(previous, td('previousMonth'), '‹')}
        <span id="booking-range-month" className="booking-range__month">
          {monthLabel(monthRef)}
        </span>
        {step(next, td('nextMonth'), '›')}
      </div>
      <table
        ref={grid}
        className="booking-range__grid"
        role={hydrated ? 'grid' : undefined}
        aria-labelledby="booking-range-month"
        onKeyDown={hydrated ? onKeyDown : undefined}
        onMouseLeave={() => setPointed(null)}
        onFocus={(event) => {
          const { date } = (event.target as HTMLElement).dataset;
          if (date) setFocus(dayOf(date));
        }}
      >
        <WeekdayHead days={WEEKDAYS} labelOf={(day) => td(day)} />
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                if (!cell.inMonth) return <td key={cell.date} />;
                const day = dayOf(cell.date);
                const place = dayPlace(rules, choice, day);
                const { refusal, choice: after } = chooseDay(rules, choice, day);
                const blocked =
                  refusal && refusal.reason !== 'unavailable' && refusal.reason !== 'before-start';
                const date = fullDate(cell.date);
                const label = place
                  ? t(place === 'start' ? 'dayStart' : place === 'end' ? 'dayEnd' : 'dayInside', {
                      unit,
                      date,
                    })
                  : blocked
                    ? `${t('dayBlocked', { unit, date })}: ${reasonOf(refusal)}`
                    : refusal
                      ? td('dayUnavailable', { date })
                      : choice.start !== null && choice.end === null && day > choice.start
                        ? t('dayEndFree', { unit, date })
                        : td('dayAvailable', { date });
                const previewPlace = preview && !place ? dayPlace(rules, preview, day) : null;
                const className = `booking-range__day${place ? ` is-${place}` : ''}${
                  blocked ? ' is-blocked' : refusal && !place ? ' is-none' : ''
                }${previewPlace ? ` is-preview${previewPlace === 'end' ? ' is-preview-end' : ''}` : ''}`;
                // The grid pattern of a date picker: the cell holds the selected state, its button the focus.
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: its button is the focusable part
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell
                  <td key={cell.date} className={className} role="gridcell" aria-selected={place !== null}>
                    {hydrated ? (
                      <button
                        type="button"
                        data-date={cell.date}
                        tabIndex={day === active ? 0 : -1}
                        aria-label={label}
                        aria-disabled={refusal && !place ? true : undefined}
                        title={blocked ? label : undefined}
                        onClick={() => choose(day)}
                        onMouseEnter={() => setPointed(day)}
                      >
                        {cell.dayOfMonth}
                      </button>
                    ) : refusal ? (
                      <span title={label}>{cell.dayOfMonth}</span>
                    ) : (
                      <Link
                        to={searchOf(month, after)}
                        preventScrollReset
                        replace
                        aria-label={label}
                        data-date={cell.date}
                      >
                        {cell.dayOfMonth}
                      </Link>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="booking-range__footer">
        <div className="booking-range__status" role="status">
          {hint ? (
            <p className={refused ? 'booking-range__hint is-refused' : 'booking-range__hint'}>{hint}</p>
          ) : null}
          {range ? (
            <p className="booking-range__summary" data-testid="booking-range-summary">
              {t('summary', {
                unit,
                count: range.end - range.start,
                dates: datesText(dateOf(range.start), lastOf(range.end)),
              })}
            </p>
          ) : null}
        </div>
        {choice.start !== null ? (
          <Link
            to={searchOf(month, NO_CHOICE)}
            preventScrollReset
            replace
            className="booking-range__clear"
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              setRefused(null);
              show(month, NO_CHOICE);
            }}
          >
            {t('clear')}
          </Link>
        ) : null}
      </div>
      {range ? (
        <Form method="get" action={`/l/${listingId}/checkout`} className="order-panel__times">
          {inquiryId ? <input type="hidden" name="inquiry" value={inquiryId} /> : null}
          <input type="hidden" name="bookingStart" value={midnight(range.start)} />
          <input type="hidden" name="bookingEnd" value={midnight(range.end)} />
          <SeatsField free={seatsFreeIn(rules, range)} />
          <button type="submit" className="button button--wide">
            {to('requestToBook')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
