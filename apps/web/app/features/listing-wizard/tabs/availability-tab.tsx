import type { AvailabilityPlan } from '@mercato/core/availability/availability-plan';
import { AVAILABILITY_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/availability-tab';
import { LISTING_WIZARD_TABS_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-tabs';
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import type { ExceptionFormValues } from '../../availability-editor/exception-form.ts';
import { ExceptionsCalendar, type ExceptionView } from '../../availability-editor/exceptions-calendar.tsx';
import { browserTimeZone, TimeZoneSelect } from '../../availability-editor/time-zone-select.tsx';
import { WeeklyPlanEditor } from '../../availability-editor/weekly-plan-editor.tsx';
import {
  type PlanFormValues,
  type PlanKind,
  planFormParser,
  planInputName,
  planToValues,
} from '../../availability-editor/weekly-plan-form.ts';
import { WizardTabMessages } from '../wizard-form-parts.tsx';
import type { WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';

/** What the availability tab's server part loads for it. */
export interface AvailabilityTabData {
  /** Null for listing types that are not booked (the tab then has nothing to edit). */
  kind: PlanKind | null;
  oneSeat: boolean;
  /** The stored plan's zone, or UTC before there is one. */
  timeZone: string;
  /** The stored plan, checked with core's `AvailabilityPlanSchema` on the server; null without one. */
  plan: AvailabilityPlan | null;
  hasStoredPlan: boolean;
  /** `YYYY-MM` of the calendar. */
  month: string;
  /** `YYYY-MM-DD` on the listing's wall clock. */
  today: string;
  exceptions: ExceptionView[];
  /** The exceptions could not be loaded; the calendar says so rather than showing none. */
  exceptionsFailed: boolean;
}

/** What a refused or intermediate post of the tab gives back to fill the forms in again. */
export interface AvailabilityTabValues {
  plan?: PlanFormValues;
  exception?: ExceptionFormValues;
}

/** The form id of the weekly plan, which the tab's Next / Save changes button submits. */
const PLAN_FORM_ID = 'availability-plan';

/**
 * Whether the listing has a weekly availability plan. The API checked it when it was stored; the
 * shape is enough here (core's schema would bring the Temporal polyfill into the page).
 */
export function isAvailabilityTabComplete(listing: WizardListing, _setup: WizardSetup): boolean {
  const plan = listing.availabilityPlan;
  return (
    !!plan &&
    (plan.type === 'availability-plan/time' || plan.type === 'availability-plan/day') &&
    Array.isArray(plan.entries)
  );
}

/**
 * The availability tab (spec §2/§3): the weekly schedule in the listing's time zone, saved as its
 * `availabilityPlan`, and the exceptions calendar. Everything works by plain posts too.
 */
export function AvailabilityTab({ listing, actionData, submitLabel, tabData }: WizardTabProps) {
  const t = useTexts(AVAILABILITY_TAB_TEXTS);
  const data = tabData as AvailabilityTabData;
  if (!data?.kind) {
    return (
      <Form method="post" className="form wizard-tab">
        <WizardTabMessages actionData={actionData} />
        <p>{t('notBooked')}</p>
        <div className="wizard-tab__actions">
          <button type="submit" className="button">
            {submitLabel}
          </button>
        </div>
      </Form>
    );
  }
  return (
    <AvailabilityEditor
      listing={listing}
      data={{ ...data, kind: data.kind }}
      actionData={actionData}
      submitLabel={submitLabel}
    />
  );
}

function AvailabilityEditor({
  listing,
  data,
  actionData,
  submitLabel,
}: {
  listing: WizardListing | null;
  data: AvailabilityTabData & { kind: PlanKind };
  actionData: WizardTabProps['actionData'];
  submitLabel: string;
}) {
  const t = useTexts(AVAILABILITY_TAB_TEXTS);
  const tabTexts = useTexts(LISTING_WIZARD_TABS_TEXTS);
  const sent = (actionData?.values ?? {}) as AvailabilityTabValues;
  const [values, setValues] = useState<PlanFormValues>(
    () => sent.plan ?? planToValues(data.plan, data.kind, data.timeZone),
  );
  const fresh = !data.hasStoredPlan && !sent.plan;
  // Weekly hours typed but not saved go along with an exception the author adds meanwhile.
  const stored = useMemo(
    () => JSON.stringify(planToValues(data.plan, data.kind, data.timeZone)),
    [data.plan, data.kind, data.timeZone],
  );
  const unsaved = !data.hasStoredPlan || JSON.stringify(values) !== stored;
  useEffect(() => {
    // A new plan starts in the provider's own zone, which only the browser knows.
    const zone = fresh ? browserTimeZone() : null;
    if (zone) setValues((current) => ({ ...current, timezone: zone }));
  }, [fresh]);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    planFormParser(data.kind, { oneSeat: data.oneSeat }),
    actionData?.errors,
  );
  return (
    <div className="wizard-tab availability-tab">
      <Form
        id={PLAN_FORM_ID}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="form"
      >
        <WizardTabMessages actionData={actionData} />
        <FormError message={errors.form} />
        <TimeZoneSelect
          name={planInputName.timezone}
          value={values.timezone}
          onChange={(timezone) => setValues({ ...values, timezone })}
          error={errors[planInputName.timezone]}
        />
        <WeeklyPlanEditor values={values} onChange={setValues} errors={errors} oneSeat={data.oneSeat} />
      </Form>
      {listing ? (
        data.exceptionsFailed ? (
          <p className="form-error">{t('exceptionsFailed')}</p>
        ) : (
          <ExceptionsCalendar
            kind={data.kind}
            timeZone={data.hasStoredPlan ? data.timeZone : values.timezone}
            month={data.month}
            today={data.today}
            exceptions={data.exceptions}
            oneSeat={data.oneSeat}
            errors={actionData?.errors ?? {}}
            values={sent.exception}
            planDraft={unsaved ? values : null}
          />
        )
      ) : null}
      <div className="wizard-tab__actions availability-tab__actions">
        <SubmitButton form={PLAN_FORM_ID} className="button" busy={submitting}>
          {submitting ? tabTexts('saving') : submitLabel}
        </SubmitButton>
      </div>
    </div>
  );
}
