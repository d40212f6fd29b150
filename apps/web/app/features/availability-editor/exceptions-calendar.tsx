import { DAYS_OF_WEEK } from '@mercato/core/availability/availability-plan';
import { EXCEPTIONS_CALENDAR_TEXTS } from '@mercato/core/texts/catalogs/wizard/exceptions-calendar';
import type { CatalogKey, Texts } from '@mercato/core/texts/ui-texts';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import {
  type CalendarException,
  describeRange,
  exceptionsByDate,
} from '../../lib/calendar/calendar-exceptions.ts';
import {
  formatMonth,
  monthGrid,
  monthLabel,
  parseMonth,
  shiftMonth,
} from '../../lib/calendar/month-calendar.ts';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { useTexts } from '../../lib/texts.ts';
import {
  type ExceptionFormValues,
  exceptionInputName,
  exceptionValuesOf,
  parseExceptionValues,
} from './exception-form.ts';
import {
  MAX_SEATS,
  PLAN_DRAFT_INPUT,
  type PlanFormValues,
  type PlanKind,
  planValuesEntries,
} from './weekly-plan-form.ts';
import './availability-editor.css';
import { WeekdayHead } from '../listings/weekday-head.tsx';

/** Intents of the exceptions' forms. */
export const ADD_EXCEPTION_INTENT = 'add-exception';
export const DELETE_EXCEPTION_INTENT = 'delete-exception';
/** The input naming the exception to delete. */
export const EXCEPTION_ID_INPUT = 'exceptionId';
/** The input carrying the zone the new exception's dates are read in, before a plan is saved. */
export const EXCEPTION_ZONE_INPUT = 'exceptionTimeZone';
/** Where a refusal of the whole add-exception form is shown. */
export const EXCEPTION_FORM_ERROR = 'exceptionForm';

/** An exception as the tab loads it (instants as ISO strings, for the loader's JSON). */
export interface ExceptionView {
  id: string;
  start: string;
  end: string;
  seats: number;
}

type CalendarTexts = Texts<CatalogKey<typeof EXCEPTIONS_CALENDAR_TEXTS> & string>;

function stateOf(seats: number, t: CalendarTexts): string {
  return seats === 0 ? t('stateNotAvailable') : t('stateAvailable', { seats });
}

/** The add-exception form's parser for the browser's check (the save runs the same rules). */
function exceptionParser(context: Parameters<typeof parseExceptionValues>[1]) {
  return (form: FormData) => {
    const result = parseExceptionValues(exceptionValuesOf(form), { ...context, now: new Date() });
    if (result.ok) return result;
    const { form: whole, ...errors } = result.errors;
    return { ok: false as const, errors: whole ? { ...errors, [EXCEPTION_FORM_ERROR]: whole } : errors };
  };
}

/**
 * The exceptions calendar: a month of the listing's wall clock with its exceptions marked, months
 * browsed by links, each exception of the month with a delete button, and a form to add one over
 * whole days (day plans) or a date and time range (time plans), available with seats or not.
 */
/** Unsaved weekly hours as hidden inputs of another form (see `planValuesEntries`). */
function PlanDraftInputs({ draft }: { draft: PlanFormValues }) {
  return (
    <>
      <input type="hidden" name={PLAN_DRAFT_INPUT} value="1" />
      {planValuesEntries(draft).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function ExceptionsCalendar({
  kind,
  timeZone,
  month,
  today,
  exceptions,
  oneSeat,
  errors: serverErrors,
  values,
  planDraft,
}: {
  kind: PlanKind;
  timeZone: string;
  /** `YYYY-MM` shown. */
  month: string;
  /** `YYYY-MM-DD` on the listing's wall clock. */
  today: string;
  exceptions: readonly ExceptionView[];
  oneSeat: boolean;
  errors: FieldErrors;
  values: ExceptionFormValues | undefined;
  /** Weekly hours typed but not saved: sent along with an exception, so they are saved, not lost. */
  planDraft?: PlanFormValues | null;
}) {
  const t = useTexts(EXCEPTIONS_CALENDAR_TEXTS);
  const ref = parseMonth(month, { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  const weeks = monthGrid(ref);
  const parsed: (CalendarException & { view: ExceptionView })[] = exceptions.map((view) => ({
    id: view.id,
    start: new Date(view.start),
    end: new Date(view.end),
    seats: view.seats,
    view,
  }));
  const marks = exceptionsByDate(weeks, parsed, timeZone);
  const thisMonth = parsed.filter((exception) =>
    weeks.some((week) => week.some((day) => day.inMonth && marks.get(day.date)?.includes(exception))),
  );
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    exceptionParser({ kind, timeZone, now: new Date(), existing: parsed, oneSeat }),
    serverErrors,
  );
  const [availability, setAvailability] = useState(values?.availability ?? 'unavailable');
  const firstOfMonth = `${formatMonth(ref)}-01`;
  const defaultDate = today > firstOfMonth ? today : firstOfMonth;
  const field = (name: string, label: string, type: 'date' | 'time', defaultValue: string) => (
    <div className="field exceptions__field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        min={type === 'date' ? today : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      />
      <FieldError id={`${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <section className="exceptions" aria-labelledby="exceptions-heading">
      <h2 id="exceptions-heading">{t('heading')}</h2>
      <p className="field__hint">
        {t('hint', { timeZone: timeZone === 'Etc/UTC' ? 'UTC' : timeZone.replaceAll('_', ' ') })}
      </p>
      <div className="exceptions__month-nav">
        <Link
          to={`?month=${formatMonth(shiftMonth(ref, -1))}`}
          preventScrollReset
          className="exceptions__nav-link"
        >
          ← <span className="visually-hidden">{t('previousMonth')} </span>
          {monthLabel(shiftMonth(ref, -1))}
        </Link>
        <h3 className="exceptions__month" aria-live="polite">
          {monthLabel(ref)}
        </h3>
        <Link
          to={`?month=${formatMonth(shiftMonth(ref, 1))}`}
          preventScrollReset
          className="exceptions__nav-link"
        >
          <span className="visually-hidden">{t('nextMonth')} </span>
          {monthLabel(shiftMonth(ref, 1))} →
        </Link>
      </div>
      <table className="exceptions__calendar" data-testid="exceptions-calendar">
        <caption className="visually-hidden">{t('exceptionsIn', { month: monthLabel(ref) })}</caption>
        <WeekdayHead days={DAYS_OF_WEEK} labelOf={(day) => t(day)} />
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => {
                const dayExceptions = marks.get(day.date) ?? [];
                const closed = dayExceptions.some((exception) => exception.seats === 0);
                const open = dayExceptions.some((exception) => exception.seats > 0);
                const className = [
                  'exceptions__day',
                  day.inMonth ? null : 'exceptions__day--outside',
                  day.date < today ? 'exceptions__day--past' : null,
                  day.date === today ? 'exceptions__day--today' : null,
                  closed ? 'exceptions__day--closed' : null,
                  open ? 'exceptions__day--open' : null,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day.date} className={className} data-date={day.date}>
                    <span className="exceptions__day-number">{day.dayOfMonth}</span>
                    {dayExceptions.map((exception) => (
                      <span key={exception.id} className="exceptions__mark">
                        {exception.seats === 0 ? t('closedMark') : t('openMark', { seats: exception.seats })}
                      </span>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {thisMonth.length > 0 ? (
        <ul className="exceptions__list" aria-label={t('exceptionsIn', { month: monthLabel(ref) })}>
          {thisMonth.map((exception) => (
            <li key={exception.id} className="exceptions__item" data-testid="exception-item">
              <span>
                <strong>{describeRange(exception.start, exception.end, timeZone)}</strong> ·{' '}
                {stateOf(exception.seats, t)}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name={EXCEPTION_ID_INPUT} value={exception.id} />
                <button type="submit" name="intent" value={DELETE_EXCEPTION_INTENT} className="link-button">
                  {t('delete')}
                  <span className="visually-hidden">
                    {' '}
                    {t('deleteLabel', { range: describeRange(exception.start, exception.end, timeZone) })}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="exceptions__none">{t('noExceptions', { month: monthLabel(ref) })}</p>
      )}

      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        preventScrollReset
        className="form exceptions__add"
      >
        <h3>{t('addHeading')}</h3>
        <FormError message={errors[EXCEPTION_FORM_ERROR]} />
        <input type="hidden" name={EXCEPTION_ZONE_INPUT} value={timeZone} />
        {planDraft ? <PlanDraftInputs draft={planDraft} /> : null}
        <div className="exceptions__range">
          {field(
            exceptionInputName.startDate,
            kind === 'day' ? t('from') : t('startsOn'),
            'date',
            values?.startDate ?? defaultDate,
          )}
          {kind === 'time'
            ? field(exceptionInputName.startTime, t('startTime'), 'time', values?.startTime ?? '09:00')
            : null}
          {field(
            exceptionInputName.endDate,
            kind === 'day' ? t('toIncluded') : t('endsOn'),
            'date',
            values?.endDate ?? defaultDate,
          )}
          {kind === 'time'
            ? field(exceptionInputName.endTime, t('endTime'), 'time', values?.endTime ?? '17:00')
            : null}
        </div>
        <fieldset className="exceptions__availability">
          <legend>{t('availabilityLegend')}</legend>
          {(['unavailable', 'available'] as const).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name={exceptionInputName.availability}
                value={choice}
                checked={availability === choice}
                onChange={() => setAvailability(choice)}
              />
              {t(choice === 'available' ? 'available' : 'notAvailable')}
            </label>
          ))}
          {oneSeat ? null : (
            <label className="weekly-plan__seats">
              <span>{t('seatsWhenAvailable')}</span>
              <input
                type="number"
                name={exceptionInputName.seats}
                min={1}
                max={MAX_SEATS}
                defaultValue={values?.seats ?? '1'}
                aria-invalid={errors[exceptionInputName.seats] ? true : undefined}
              />
            </label>
          )}
          <FieldError id={`${exceptionInputName.seats}-error`} message={errors[exceptionInputName.seats]} />
        </fieldset>
        <div>
          <button
            type="submit"
            name="intent"
            value={ADD_EXCEPTION_INTENT}
            className="button button--secondary"
            disabled={submitting}
          >
            {t('addException')}
          </button>
        </div>
      </Form>
    </section>
  );
}
