import {
  type AvailabilityPlan,
  DAYS_OF_WEEK,
  type DayOfWeek,
  parseEndTime,
  parseTimeOfDay,
} from '@mercato/core/availability/availability-plan';
import { isValidTimeZone } from '@mercato/core/availability/time-zone-name';
import { AVAILABILITY_FORM_MESSAGES } from '@mercato/core/texts/messages/availability';
import type { FieldErrors, FormResult } from '../../lib/forms/validate-form.ts';

/** Most seats one entry may offer: far beyond any venue (the platform's exception bound too). */
export const MAX_SEATS = 1_000_000;

/** What a listing is booked by: hours within days (`time`) or whole days and nights (`day`). */
export type PlanKind = 'time' | 'day';

/** The plan kind of a unit type; null for listings that are not booked (items, inquiries). */
export function planKindOf(unitType: string | undefined): PlanKind | null {
  if (unitType === 'hour' || unitType === 'fixed') return 'time';
  if (unitType === 'day' || unitType === 'night') return 'day';
  return null;
}

/** One row of hours as typed: strings, so a refused form comes back as it was sent. */
export interface TimeRowValues {
  start: string;
  end: string;
  seats: string;
}

/** One weekday of a day plan as typed. */
export interface DayRowValues {
  available: boolean;
  seats: string;
}

/** The weekly plan editor's values. */
export type PlanFormValues =
  | { kind: 'time'; timezone: string; days: Record<DayOfWeek, TimeRowValues[]> }
  | { kind: 'day'; timezone: string; days: Record<DayOfWeek, DayRowValues> };

/** Input names of the editor. */
export const planInputName = {
  timezone: 'timezone',
  start: (day: DayOfWeek, row: number) => `${day}.${row}.start`,
  end: (day: DayOfWeek, row: number) => `${day}.${row}.end`,
  rowSeats: (day: DayOfWeek, row: number) => `${day}.${row}.seats`,
  available: (day: DayOfWeek) => `${day}.available`,
  daySeats: (day: DayOfWeek) => `${day}.seats`,
};

/** Most rows of hours one day may have (the form reads no more). */
export const MAX_ROWS_PER_DAY = 12;

const NEW_ROW: TimeRowValues = { start: '09:00', end: '17:00', seats: '1' };

/** A fresh editor: nothing open yet, in `timezone`. */
export function emptyPlanValues(kind: PlanKind, timezone: string): PlanFormValues {
  if (kind === 'time') {
    return { kind, timezone, days: Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, []])) as never };
  }
  return {
    kind,
    timezone,
    days: Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, { available: false, seats: '1' }])) as never,
  };
}

/**
 * A stored plan as editor values. A plan of the other kind (the listing type changed) starts
 * empty in its zone rather than being half-converted.
 */
export function planToValues(
  plan: AvailabilityPlan | null,
  kind: PlanKind,
  fallbackZone: string,
): PlanFormValues {
  const timezone = plan?.timezone ?? fallbackZone;
  const values = emptyPlanValues(kind, timezone);
  if (!plan) return values;
  if (values.kind === 'time' && plan.type === 'availability-plan/time') {
    const sorted = [...plan.entries].sort(
      (a, b) => parseTimeOfDay(a.startTime) - parseTimeOfDay(b.startTime),
    );
    for (const entry of sorted) {
      values.days[entry.dayOfWeek].push({
        start: entry.startTime,
        end: entry.endTime,
        seats: String(entry.seats),
      });
    }
  } else if (values.kind === 'day' && plan.type === 'availability-plan/day') {
    for (const entry of plan.entries) {
      values.days[entry.dayOfWeek] = { available: entry.seats > 0, seats: String(Math.max(entry.seats, 1)) };
    }
  }
  return values;
}

/** The values of a posted editor form, as typed (up to `MAX_ROWS_PER_DAY` rows a day). */
export function planValuesOf(form: FormData, kind: PlanKind): PlanFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const timezone = text(planInputName.timezone);
  if (kind === 'time') {
    const values = emptyPlanValues('time', timezone) as Extract<PlanFormValues, { kind: 'time' }>;
    for (const day of DAYS_OF_WEEK) {
      for (let row = 0; row < MAX_ROWS_PER_DAY; row++) {
        if (!form.has(planInputName.start(day, row)) && !form.has(planInputName.end(day, row))) continue;
        values.days[day].push({
          start: text(planInputName.start(day, row)),
          end: text(planInputName.end(day, row)),
          seats: form.has(planInputName.rowSeats(day, row)) ? text(planInputName.rowSeats(day, row)) : '1',
        });
      }
    }
    return values;
  }
  const values = emptyPlanValues('day', timezone) as Extract<PlanFormValues, { kind: 'day' }>;
  for (const day of DAYS_OF_WEEK) {
    values.days[day] = {
      available: form.get(planInputName.available(day)) === 'on',
      seats: form.has(planInputName.daySeats(day)) ? text(planInputName.daySeats(day)) : '1',
    };
  }
  return values;
}

/**
 * The inputs of `values` as name and value pairs, as the editor's form would send them: another
 * form of the page carries unsaved weekly hours along with them (`planValuesOf` reads them back).
 */
export function planValuesEntries(values: PlanFormValues): [string, string][] {
  const entries: [string, string][] = [[planInputName.timezone, values.timezone]];
  for (const day of DAYS_OF_WEEK) {
    if (values.kind === 'time') {
      values.days[day].forEach((row, index) => {
        entries.push(
          [planInputName.start(day, index), row.start],
          [planInputName.end(day, index), row.end],
          [planInputName.rowSeats(day, index), row.seats],
        );
      });
    } else {
      const row = values.days[day];
      if (row.available) entries.push([planInputName.available(day), 'on']);
      entries.push([planInputName.daySeats(day), row.seats]);
    }
  }
  return entries;
}

/** The marker of a form that carries the weekly hours typed but not saved (`planValuesEntries`). */
export const PLAN_DRAFT_INPUT = 'withWeeklyHours';

/** A new row of hours after the day's last one (an hour after it when there is room), or none. */
export function withRowAdded(values: PlanFormValues, day: DayOfWeek): PlanFormValues {
  if (values.kind !== 'time' || values.days[day].length >= MAX_ROWS_PER_DAY) return values;
  const rows = values.days[day];
  const last = rows[rows.length - 1];
  let row = NEW_ROW;
  if (last && TIME.test(last.end) && last.end !== '00:00') {
    const from = parseTimeOfDay(last.end);
    const to = Math.min(from + 60, 24 * 60);
    row = { start: last.end, end: to === 24 * 60 ? '00:00' : formatMinutes(to), seats: last.seats };
  }
  return { ...values, days: { ...values.days, [day]: [...rows, row] } };
}

/** The day's rows without row `index`. */
export function withRowRemoved(values: PlanFormValues, day: DayOfWeek, index: number): PlanFormValues {
  if (values.kind !== 'time') return values;
  return { ...values, days: { ...values.days, [day]: values.days[day].filter((_, i) => i !== index) } };
}

function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function timeError(text: string, required: string): string | null {
  if (text === '') return required;
  return TIME.test(text) ? null : PLAN_MESSAGES.timeFormat;
}

function seatsError(text: string, oneSeat: boolean): string | null {
  if (oneSeat) return null;
  if (!/^\d+$/.test(text)) return AVAILABILITY_FORM_MESSAGES.seats;
  const seats = Number(text);
  if (seats < 1) return AVAILABILITY_FORM_MESSAGES.seats;
  if (seats > MAX_SEATS) return `At most ${MAX_SEATS.toLocaleString('en-US')} seats`;
  return null;
}

/** Messages of the weekly plan editor (also over the form). */
export const PLAN_MESSAGES = {
  timezone: AVAILABILITY_FORM_MESSAGES.planTimezone,
  startRequired: AVAILABILITY_FORM_MESSAGES.chooseStartTime,
  endRequired: AVAILABILITY_FORM_MESSAGES.chooseEndTime,
  timeFormat: AVAILABILITY_FORM_MESSAGES.timeFormat,
  endAfterStart: AVAILABILITY_FORM_MESSAGES.endAfterStart,
  overlap: AVAILABILITY_FORM_MESSAGES.planOverlap,
  empty: AVAILABILITY_FORM_MESSAGES.planEmpty,
  emptyDays: AVAILABILITY_FORM_MESSAGES.planEmptyDays,
} as const;

/**
 * Checks the editor's values and builds the plan: every row complete, ends after starts (`00:00`
 * ends at midnight), no two rows of a day overlapping, seats whole numbers (always 1 for one-seat
 * listings), at least one open day, a known zone.
 */
export function valuesToPlan(
  values: PlanFormValues,
  options: { oneSeat?: boolean } = {},
): FormResult<AvailabilityPlan> {
  const oneSeat = options.oneSeat ?? false;
  const errors: FieldErrors = {};
  const add = (name: string, message: string) => {
    errors[name] ??= message;
  };
  if (!values.timezone || !isValidTimeZone(values.timezone))
    add(planInputName.timezone, PLAN_MESSAGES.timezone);
  const seatsOf = (text: string) => (oneSeat ? 1 : Number(text));

  let plan: AvailabilityPlan;
  if (values.kind === 'time') {
    const entries: { dayOfWeek: DayOfWeek; seats: number; startTime: string; endTime: string }[] = [];
    for (const day of DAYS_OF_WEEK) {
      const spans: { row: number; start: number; end: number }[] = [];
      values.days[day].forEach((row, index) => {
        const startName = planInputName.start(day, index);
        const endName = planInputName.end(day, index);
        const problems: [string, string | null][] = [
          [startName, timeError(row.start, PLAN_MESSAGES.startRequired)],
          [endName, timeError(row.end, PLAN_MESSAGES.endRequired)],
          [planInputName.rowSeats(day, index), seatsError(row.seats, oneSeat)],
        ];
        for (const [name, message] of problems) if (message) add(name, message);
        const ok = problems.every(([, message]) => message === null);
        if (!ok) return;
        const start = parseTimeOfDay(row.start);
        const end = parseEndTime(row.end);
        if (start >= end) {
          add(endName, PLAN_MESSAGES.endAfterStart);
          return;
        }
        spans.push({ row: index, start, end });
        entries.push({ dayOfWeek: day, seats: seatsOf(row.seats), startTime: row.start, endTime: row.end });
      });
      for (const clash of overlappingRows(spans)) add(planInputName.start(day, clash), PLAN_MESSAGES.overlap);
    }
    if (Object.keys(errors).length === 0 && entries.length === 0) add('form', PLAN_MESSAGES.empty);
    plan = { type: 'availability-plan/time', timezone: values.timezone, entries };
  } else {
    const entries: { dayOfWeek: DayOfWeek; seats: number }[] = [];
    for (const day of DAYS_OF_WEEK) {
      const row = values.days[day];
      if (!row.available) continue;
      const seats = seatsError(row.seats, oneSeat);
      if (seats) add(planInputName.daySeats(day), seats);
      else entries.push({ dayOfWeek: day, seats: seatsOf(row.seats) });
    }
    if (Object.keys(errors).length === 0 && entries.length === 0) add('form', PLAN_MESSAGES.emptyDays);
    plan = { type: 'availability-plan/day', timezone: values.timezone, entries };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: plan };
}

/**
 * Rows that overlap an earlier-starting row of the same day (touching is fine: 09–12 and 12–17).
 * Each clash is reported once, on the later row.
 */
export function overlappingRows(spans: readonly { row: number; start: number; end: number }[]): number[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.row - b.row);
  const clashes: number[] = [];
  let reach = -1;
  for (const span of sorted) {
    if (span.start < reach) clashes.push(span.row);
    reach = Math.max(reach, span.end);
  }
  return clashes;
}

/** The editor's form parser, for the browser's check and the tab's save alike. */
export function planFormParser(kind: PlanKind, options: { oneSeat?: boolean } = {}) {
  return (form: FormData) => valuesToPlan(planValuesOf(form, kind), options);
}
