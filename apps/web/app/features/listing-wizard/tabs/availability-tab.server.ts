import {
  AvailabilityPlanSchema,
  DAYS_OF_WEEK,
  type DayOfWeek,
  planTimeZone,
} from '@mercato/core/availability/availability-plan';
import { isValidTimeZone } from '@mercato/core/availability/time-zone';
import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type CalendarException, gridWindow } from '../../../lib/calendar/calendar-exceptions.ts';
import { wallClockOf } from '../../../lib/calendar/local-time.ts';
import { formatMonth, monthGrid, parseMonth } from '../../../lib/calendar/month-calendar.ts';
import { isUuid } from '../../../lib/ids.ts';
import {
  EXCEPTION_MESSAGES,
  exceptionInputName,
  exceptionValuesOf,
  parseExceptionValues,
} from '../../availability-editor/exception-form.ts';
import {
  ADD_EXCEPTION_INTENT,
  DELETE_EXCEPTION_INTENT,
  EXCEPTION_FORM_ERROR,
  EXCEPTION_ID_INPUT,
  EXCEPTION_ZONE_INPUT,
  type ExceptionView,
} from '../../availability-editor/exceptions-calendar.tsx';
import {
  PLAN_DRAFT_INPUT,
  type PlanFormValues,
  planKindOf,
  planValuesOf,
  valuesToPlan,
  withRowAdded,
  withRowRemoved,
} from '../../availability-editor/weekly-plan-form.ts';
import { refusalOf, saveListingUpdate } from '../wizard-save.server.ts';
import {
  refusedSave,
  type WizardListing,
  type WizardSetup,
  type WizardTabSaveResult,
  type WizardTabServer,
} from '../wizard-tab.ts';
import type { AvailabilityTabData, AvailabilityTabValues } from './availability-tab.tsx';

const ADD_HOURS = new RegExp(`^add-hours:(${DAYS_OF_WEEK.join('|')})$`);
const REMOVE_HOURS = new RegExp(`^remove-hours:(${DAYS_OF_WEEK.join('|')}):(\\d{1,2})$`);

function storedPlanOf(listing: WizardListing | null) {
  const parsed = AvailabilityPlanSchema.safeParse(listing?.availabilityPlan);
  return parsed.success ? parsed.data : null;
}

function editorOf(setup: WizardSetup) {
  return {
    kind: planKindOf(setup.listingType?.transactionType.unitType),
    oneSeat: setup.listingType?.availabilityType !== 'multipleSeats',
  };
}

/** Every exception of the listing over `[start, end)`: the first page, then the others at once. */
async function exceptionsOver(
  sdk: MercatoSdk,
  listingId: string,
  start: Date,
  end: Date,
): Promise<ExceptionView[]> {
  const query = { listingId, start: start.toISOString(), end: end.toISOString(), perPage: 100 };
  const first = await sdk.availabilityExceptions.query(query);
  const totalPages = Number(first.meta.totalPages ?? 1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, Math.min(totalPages, 20) - 1) }, (_, i) =>
      sdk.availabilityExceptions.query({ ...query, page: i + 2 }),
    ),
  );
  return [first, ...rest].flatMap((page) =>
    page.data.flatMap((resource) => {
      const { start: from, end: to, seats } = resource.attributes;
      return from && to && seats !== undefined ? [{ id: resource.id, start: from, end: to, seats }] : [];
    }),
  );
}

const stay: WizardTabSaveResult = { ok: true, stay: true };

/**
 * The availability tab's server part: loads the calendar month's exceptions (`?month=YYYY-MM`),
 * saves the plan with `own_listings/update availabilityPlan`, adds and deletes exceptions, and
 * adds or removes rows of hours for browsers without JavaScript.
 */
export const availabilityTabServer: WizardTabServer = {
  async load({ request, sdk, listing, setup }): Promise<AvailabilityTabData> {
    const { kind, oneSeat } = editorOf(setup);
    const stored = storedPlanOf(listing);
    const timeZone = stored ? planTimeZone(stored) : 'Etc/UTC';
    const today = wallClockOf(new Date(), timeZone).date;
    const month = parseMonth(new URL(request.url).searchParams.get('month'), {
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
    });
    let exceptions: ExceptionView[] = [];
    let exceptionsFailed = false;
    if (listing && kind) {
      const window = gridWindow(monthGrid(month), timeZone);
      try {
        exceptions = await exceptionsOver(sdk, listing.id, window.start, window.end);
      } catch (error) {
        if (!SdkError.is(error)) throw error;
        exceptionsFailed = true;
      }
    }
    return {
      kind,
      oneSeat,
      timeZone,
      plan: stored,
      hasStoredPlan: stored !== null,
      month: formatMonth(month),
      today,
      exceptions,
      exceptionsFailed,
    };
  },

  async save({ form, listing, sdk, setup }) {
    if (!listing) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.saveDetailsFirst);
    const { kind, oneSeat } = editorOf(setup);
    if (!kind) return { ok: true };
    const intent = String(form.get('intent') ?? '');
    const stored = storedPlanOf(listing);

    if (intent === DELETE_EXCEPTION_INTENT) {
      const id = String(form.get(EXCEPTION_ID_INPUT) ?? '');
      if (!isUuid(id)) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.exceptionMissing);
      try {
        await sdk.availabilityExceptions.delete({ id });
      } catch (error) {
        // Already gone (deleted in another tab): what the author wanted.
        if (!(SdkError.is(error) && error.status === 404))
          return refusalOf(error, { inputOf: () => undefined });
      }
      return stay;
    }

    if (intent === ADD_EXCEPTION_INTENT) {
      const values = exceptionValuesOf(form);
      // Weekly hours typed but not saved came along: save them first, or say why not, never drop them.
      const draft = form.get(PLAN_DRAFT_INPUT) === '1' ? planValuesOf(form, kind) : null;
      const sentValues: AvailabilityTabValues = { exception: values, ...(draft ? { plan: draft } : {}) };
      if (draft) {
        const saved = await savePlan(sdk, listing.id, draft, oneSeat, sentValues);
        if (!saved.ok) return saved;
      }
      const postedZone = String(form.get(EXCEPTION_ZONE_INPUT) ?? '');
      const timeZone = stored ? planTimeZone(stored) : isValidTimeZone(postedZone) ? postedZone : 'Etc/UTC';
      const context = { kind, timeZone, now: new Date(), existing: [] as CalendarException[], oneSeat };
      const refuse = (errors: Record<string, string>) => {
        const { form: whole, ...rest } = errors;
        return refusedSave(400, whole ? { ...rest, [EXCEPTION_FORM_ERROR]: whole } : rest, null, sentValues);
      };
      const first = parseExceptionValues(values, context);
      if (!first.ok) return refuse(first.errors as Record<string, string>);
      let existing: ExceptionView[] = [];
      try {
        existing = await exceptionsOver(sdk, listing.id, first.data.start, first.data.end);
      } catch (error) {
        if (!SdkError.is(error)) throw error;
      }
      const parsed = parseExceptionValues(values, {
        ...context,
        existing: existing.map((e) => ({ ...e, start: new Date(e.start), end: new Date(e.end) })),
      });
      if (!parsed.ok) return refuse(parsed.errors as Record<string, string>);
      try {
        await sdk.availabilityExceptions.create({ listingId: listing.id, ...parsed.data });
      } catch (error) {
        if (SdkError.is(error) && error.status === 409)
          return refuse({ form: EXCEPTION_MESSAGES.overlapRefused });
        return refusalOf(
          error,
          {
            inputOf: (path) =>
              path.startsWith('end')
                ? exceptionInputName.endDate
                : path.startsWith('start')
                  ? exceptionInputName.startDate
                  : path.startsWith('seats')
                    ? exceptionInputName.seats
                    : undefined,
            fallback: LISTING_EDITOR_MESSAGES.exceptionFailed,
          },
          sentValues,
        );
      }
      return stay;
    }

    const values = planValuesOf(form, kind);
    const add = ADD_HOURS.exec(intent);
    const remove = REMOVE_HOURS.exec(intent);
    if (add || remove) {
      const plan = add
        ? withRowAdded(values, add[1] as DayOfWeek)
        : withRowRemoved(values, remove![1] as DayOfWeek, Number(remove![2]));
      const sent: AvailabilityTabValues = { plan };
      return { ok: false, status: 200, errors: {}, formError: null, values: sent };
    }
    return savePlan(sdk, listing.id, values, oneSeat, { plan: values });
  },
};

/** Saves the weekly hours typed (`values`), or refuses them; `sent` is what the page shows again. */
async function savePlan(
  sdk: MercatoSdk,
  listingId: string,
  values: PlanFormValues,
  oneSeat: boolean,
  sent: AvailabilityTabValues,
): Promise<WizardTabSaveResult> {
  const parsed = valuesToPlan(values, { oneSeat });
  if (!parsed.ok) return refusedSave(400, parsed.errors, null, sent);
  // The editor's rules mirror core's; core's schema has the last word before the API.
  const plan = AvailabilityPlanSchema.safeParse(parsed.data);
  if (!plan.success) {
    return refusedSave(
      400,
      { form: plan.error.issues[0]?.message ?? LISTING_EDITOR_MESSAGES.checkWeeklySchedule },
      null,
      sent,
    );
  }
  return saveListingUpdate(
    sdk,
    { id: listingId, availabilityPlan: plan.data },
    { inputOf: (path) => (path.includes('timezone') ? 'timezone' : undefined) },
    sent,
  );
}
