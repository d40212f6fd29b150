import { DAYS_OF_WEEK, type DayOfWeek } from '@mercato/core/availability/availability-plan';
import { WEEKLY_PLAN_EDITOR_TEXTS } from '@mercato/core/texts/catalogs/wizard/weekly-plan-editor';
import type { MouseEvent } from 'react';
import { FieldError } from '../../components/field-error.tsx';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { useTexts } from '../../lib/texts.ts';
import {
  MAX_ROWS_PER_DAY,
  MAX_SEATS,
  type PlanFormValues,
  planInputName,
  withRowAdded,
  withRowRemoved,
} from './weekly-plan-form.ts';
import './availability-editor.css';

/** The intent of a no-JavaScript "Add hours" button. */
export const addHoursIntent = (day: DayOfWeek) => `add-hours:${day}`;
/** The intent of a no-JavaScript "Remove" button. */
export const removeHoursIntent = (day: DayOfWeek, row: number) => `remove-hours:${day}:${row}`;

/** The start or end of an hours row, in quarter hours; its label is for screen readers only. */
function PlanTimeInput(props: {
  label: string;
  name: string;
  value: string;
  invalid: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <label className="weekly-plan__time">
      <span className="visually-hidden">{props.label}</span>
      <input
        type="time"
        name={props.name}
        value={props.value}
        step={900}
        onChange={(event) => props.onValue(event.currentTarget.value)}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid ? `${props.name}-error` : undefined}
      />
    </label>
  );
}

/**
 * The weekly plan editor: per weekday, rows of hours with seats (time plans) or open/closed with
 * seats (day plans). Rows are added and removed in place with JavaScript, by posting the form
 * without it (the buttons are submit buttons carrying an intent).
 */
export function WeeklyPlanEditor({
  values,
  onChange,
  errors,
  oneSeat,
}: {
  values: PlanFormValues;
  onChange: (values: PlanFormValues) => void;
  errors: FieldErrors;
  oneSeat: boolean;
}) {
  const t = useTexts(WEEKLY_PLAN_EDITOR_TEXTS);
  const inPlace = (next: PlanFormValues) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <fieldset className="weekly-plan">
      <legend>{t('legend')}</legend>
      {DAYS_OF_WEEK.map((day) => (
        <div key={day} className="weekly-plan__day" data-day={day}>
          <h3 className="weekly-plan__day-name">{t(day)}</h3>
          {values.kind === 'time' ? (
            <div className="weekly-plan__rows">
              {values.days[day].length === 0 ? (
                <p className="weekly-plan__closed">{t('notAvailable')}</p>
              ) : null}
              {values.days[day].map((row, index) => {
                const start = planInputName.start(day, index);
                const end = planInputName.end(day, index);
                const seats = planInputName.rowSeats(day, index);
                const update = (patch: Partial<typeof row>) => {
                  if (values.kind !== 'time') return;
                  const rows = values.days[day].map((r, i) => (i === index ? { ...r, ...patch } : r));
                  onChange({ ...values, days: { ...values.days, [day]: rows } });
                };
                return (
                  // Rows have no identity of their own; their inputs are named by position.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <div key={index} className="weekly-plan__row">
                    <PlanTimeInput
                      label={t('startLabel', { day: t(day), row: index + 1 })}
                      name={start}
                      value={row.start}
                      invalid={Boolean(errors[start])}
                      onValue={(value) => update({ start: value })}
                    />
                    <span aria-hidden="true">–</span>
                    <PlanTimeInput
                      label={t('endLabel', { day: t(day), row: index + 1 })}
                      name={end}
                      value={row.end}
                      invalid={Boolean(errors[end])}
                      onValue={(value) => update({ end: value })}
                    />
                    {oneSeat ? null : (
                      <label className="weekly-plan__seats">
                        <span>{t('seats')}</span>
                        <input
                          type="number"
                          name={seats}
                          min={1}
                          max={MAX_SEATS}
                          value={row.seats}
                          onChange={(event) => update({ seats: event.currentTarget.value })}
                          aria-invalid={errors[seats] ? true : undefined}
                          aria-describedby={errors[seats] ? `${seats}-error` : undefined}
                        />
                      </label>
                    )}
                    <button
                      type="submit"
                      name="intent"
                      value={removeHoursIntent(day, index)}
                      formNoValidate
                      className="link-button weekly-plan__remove"
                      onClick={inPlace(withRowRemoved(values, day, index))}
                    >
                      {t('remove')}
                      <span className="visually-hidden">
                        {' '}
                        {t('removeLabel', { day: t(day), row: index + 1 })}
                      </span>
                    </button>
                    <div className="weekly-plan__row-errors">
                      <FieldError id={`${start}-error`} message={errors[start]} />
                      <FieldError id={`${end}-error`} message={errors[end]} />
                      <FieldError id={`${seats}-error`} message={errors[seats]} />
                    </div>
                  </div>
                );
              })}
              {values.days[day].length < MAX_ROWS_PER_DAY ? (
                <button
                  type="submit"
                  name="intent"
                  value={addHoursIntent(day)}
                  formNoValidate
                  className="link-button weekly-plan__add"
                  onClick={inPlace(withRowAdded(values, day))}
                >
                  {t('addHours')}
                  <span className="visually-hidden"> {t('addHoursLabel', { day: t(day) })}</span>
                </button>
              ) : null}
            </div>
          ) : (
            <div className="weekly-plan__rows weekly-plan__rows--day">
              <label className="weekly-plan__available">
                <input
                  type="checkbox"
                  name={planInputName.available(day)}
                  checked={values.days[day].available}
                  onChange={(event) => {
                    if (values.kind !== 'day') return;
                    const checked = event.currentTarget.checked;
                    onChange({
                      ...values,
                      days: { ...values.days, [day]: { ...values.days[day], available: checked } },
                    });
                  }}
                />
                {t('available')}
              </label>
              {oneSeat || !values.days[day].available ? null : (
                <label className="weekly-plan__seats">
                  <span>{t('seats')}</span>
                  <input
                    type="number"
                    name={planInputName.daySeats(day)}
                    min={1}
                    max={MAX_SEATS}
                    value={values.days[day].seats}
                    onChange={(event) => {
                      if (values.kind !== 'day') return;
                      const seats = event.currentTarget.value;
                      onChange({
                        ...values,
                        days: { ...values.days, [day]: { ...values.days[day], seats } },
                      });
                    }}
                    aria-invalid={errors[planInputName.daySeats(day)] ? true : undefined}
                  />
                </label>
              )}
              <FieldError
                id={`${planInputName.daySeats(day)}-error`}
                message={errors[planInputName.daySeats(day)]}
              />
            </div>
          )}
        </div>
      ))}
    </fieldset>
  );
}
