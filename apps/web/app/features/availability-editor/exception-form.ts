import { AVAILABILITY_FORM_MESSAGES } from '@mercato/core/texts/messages/availability';
import { type CalendarException, describeRange } from '../../lib/calendar/calendar-exceptions.ts';
import { dayNumberOf, dayStartOf, instantOf } from '../../lib/calendar/local-time.ts';
import type { FieldErrors, FormResult } from '../../lib/forms/validate-form.ts';
import { MAX_SEATS, type PlanKind } from './weekly-plan-form.ts';

/** Days ahead an exception may reach (core's `EXCEPTION_DAYS_AHEAD`, kept here for the bundle). */
export const EXCEPTION_DAYS_AHEAD = 365;

/** The first exception overlapping `[start, end)` (touching is fine), as the platform decides. */
export function overlappingException<T extends CalendarException>(
  existing: readonly T[],
  start: Date,
  end: Date,
): T | undefined {
  return existing.find((e) => e.start.getTime() < end.getTime() && start.getTime() < e.end.getTime());
}

/** Input names of the add-exception form. */
export const exceptionInputName = {
  startDate: 'exceptionStartDate',
  startTime: 'exceptionStartTime',
  endDate: 'exceptionEndDate',
  endTime: 'exceptionEndTime',
  availability: 'exceptionAvailability',
  seats: 'exceptionSeats',
} as const;

/** The add-exception form as typed. */
export interface ExceptionFormValues {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  availability: 'available' | 'unavailable';
  seats: string;
}

/** An exception ready for `availability_exceptions/create`. */
export interface NewException {
  start: Date;
  end: Date;
  seats: number;
}

/** Messages of the add-exception form. */
export const EXCEPTION_MESSAGES = {
  startDate: AVAILABILITY_FORM_MESSAGES.exceptionFirstDay,
  endDate: AVAILABILITY_FORM_MESSAGES.exceptionLastDay,
  endDateTime: AVAILABILITY_FORM_MESSAGES.exceptionEnd,
  startTime: AVAILABILITY_FORM_MESSAGES.chooseStartTime,
  endTime: AVAILABILITY_FORM_MESSAGES.chooseEndTime,
  date: AVAILABILITY_FORM_MESSAGES.dateFormat,
  time: AVAILABILITY_FORM_MESSAGES.timeFormat,
  lastDayBeforeFirst: AVAILABILITY_FORM_MESSAGES.lastDayBeforeFirst,
  endAfterStart: AVAILABILITY_FORM_MESSAGES.endAfterStart,
  tooFar: AVAILABILITY_FORM_MESSAGES.exceptionTooFar,
  past: AVAILABILITY_FORM_MESSAGES.exceptionPast,
  seats: AVAILABILITY_FORM_MESSAGES.seats,
  overlap: (existing: string) =>
    `This overlaps your exception of ${existing}. Delete that one first, or choose other dates.`,
  overlapRefused: AVAILABILITY_FORM_MESSAGES.exceptionOverlap,
} as const;

/** The add-exception form's values from a post. */
export function exceptionValuesOf(form: FormData): ExceptionFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    startDate: text(exceptionInputName.startDate),
    startTime: text(exceptionInputName.startTime),
    endDate: text(exceptionInputName.endDate),
    endTime: text(exceptionInputName.endTime),
    availability: text(exceptionInputName.availability) === 'available' ? 'available' : 'unavailable',
    seats: text(exceptionInputName.seats) || '1',
  };
}

/**
 * Checks an exception and turns its wall-clock range into instants in the listing's zone: whole
 * days for day plans (the last day included), dates and times for time plans (the end excluded).
 * Not in the past, at most 365 days ahead, and not over an exception already there (`existing`,
 * what the calendar loaded; the platform refuses overlaps too, for exceptions made elsewhere).
 */
export function parseExceptionValues(
  values: ExceptionFormValues,
  context: {
    kind: PlanKind;
    timeZone: string;
    now: Date;
    existing: readonly CalendarException[];
    oneSeat?: boolean;
  },
): FormResult<NewException> {
  const errors: FieldErrors = {};
  const add = (name: string, message: string) => {
    errors[name] ??= message;
  };
  const dateError = (text: string, required: string) =>
    text === '' ? required : dayNumberOf(text) === null ? EXCEPTION_MESSAGES.date : null;
  const startDateError = dateError(values.startDate, EXCEPTION_MESSAGES.startDate);
  const endDateError = dateError(
    values.endDate,
    context.kind === 'day' ? EXCEPTION_MESSAGES.endDate : EXCEPTION_MESSAGES.endDateTime,
  );
  if (startDateError) add(exceptionInputName.startDate, startDateError);
  if (endDateError) add(exceptionInputName.endDate, endDateError);
  if (context.kind === 'time') {
    for (const [name, text, required] of [
      [exceptionInputName.startTime, values.startTime, EXCEPTION_MESSAGES.startTime],
      [exceptionInputName.endTime, values.endTime, EXCEPTION_MESSAGES.endTime],
    ] as const) {
      if (text === '') add(name, required);
      else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text)) add(name, EXCEPTION_MESSAGES.time);
    }
  }
  let seats = 0;
  if (values.availability === 'available') {
    seats = context.oneSeat ? 1 : Number(values.seats);
    if (!context.oneSeat && (!/^\d+$/.test(values.seats) || seats < 1 || seats > MAX_SEATS)) {
      add(exceptionInputName.seats, EXCEPTION_MESSAGES.seats);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  let start: Date;
  let end: Date;
  if (context.kind === 'day') {
    const first = dayNumberOf(values.startDate)!;
    const last = dayNumberOf(values.endDate)!;
    if (last < first)
      return { ok: false, errors: { [exceptionInputName.endDate]: EXCEPTION_MESSAGES.lastDayBeforeFirst } };
    start = dayStartOf(first, context.timeZone);
    end = dayStartOf(last + 1, context.timeZone);
  } else {
    start = instantOf(values.startDate, values.startTime, context.timeZone)!;
    end = instantOf(values.endDate, values.endTime, context.timeZone)!;
    if (end.getTime() <= start.getTime()) {
      return { ok: false, errors: { [exceptionInputName.endTime]: EXCEPTION_MESSAGES.endAfterStart } };
    }
  }
  const nowMs = context.now.getTime();
  if (end.getTime() <= nowMs)
    return { ok: false, errors: { [exceptionInputName.startDate]: EXCEPTION_MESSAGES.past } };
  if (end.getTime() > nowMs + EXCEPTION_DAYS_AHEAD * 86_400_000) {
    return { ok: false, errors: { [exceptionInputName.endDate]: EXCEPTION_MESSAGES.tooFar } };
  }
  const clash = overlappingException(context.existing, start, end);
  if (clash) {
    return {
      ok: false,
      errors: { form: EXCEPTION_MESSAGES.overlap(describeRange(clash.start, clash.end, context.timeZone)) },
    };
  }
  return { ok: true, data: { start, end, seats } };
}
