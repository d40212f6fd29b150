import { z } from 'zod';
import { MINUTES_PER_DAY } from './time-constants.ts';
import { isValidTimeZone } from './time-zone-name.ts';

/** Weekday keys of plan entries in plan order (spec §9: the week starts on Monday). */
export const DAYS_OF_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekday key of a plan entry. */
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** Zone of day plans that carry none: Sharetribe reads day plans in UTC. */
export const DAY_PLAN_DEFAULT_TIME_ZONE = 'Etc/UTC';

/** A weekday key, `mon`..`sun`. */
export const DayOfWeekSchema = z.enum(DAYS_OF_WEEK);

/** Wall-clock time `HH:mm`, 00:00–23:59; the end of a day is written `00:00`, never `24:00`. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm');

/** A seat count; zero marks a time as explicitly unavailable. */
export const SeatsSchema = z.number().int().nonnegative();

/** An IANA time zone name (Europe/Helsinki); fixed offsets would silently ignore DST. */
export const TimeZoneSchema = z.string().refine(isValidTimeZone, 'invalid time zone');

/** Minutes after local midnight of an `HH:mm` time. */
export function parseTimeOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes after local midnight of an entry's end, where `00:00` means the end of the day. */
export function parseEndTime(time: string): number {
  const minutes = parseTimeOfDay(time);
  return minutes === 0 ? MINUTES_PER_DAY : minutes;
}

/** One weekday window of a time plan: `seats` available from `startTime` to `endTime` local time. */
export const TimePlanEntrySchema = z
  .object({
    dayOfWeek: DayOfWeekSchema,
    seats: SeatsSchema,
    startTime: TimeOfDaySchema,
    endTime: TimeOfDaySchema,
  })
  .refine((entry) => parseTimeOfDay(entry.startTime) < parseEndTime(entry.endTime), {
    message: 'start time must be before end time',
    path: ['endTime'],
  });

/** One weekday of a day plan: the whole local day has `seats`. */
export const DayPlanEntrySchema = z.object({ dayOfWeek: DayOfWeekSchema, seats: SeatsSchema });

/** Time plan: weekly hour ranges in the listing's zone; `entries: []` means never available. */
export const TimePlanSchema = z
  .object({
    type: z.literal('availability-plan/time'),
    timezone: TimeZoneSchema,
    entries: z.array(TimePlanEntrySchema),
  })
  .superRefine((plan, ctx) => {
    const byDay = new Map<DayOfWeek, { index: number; start: number; end: number }[]>();
    plan.entries.forEach((entry, index) => {
      const list = byDay.get(entry.dayOfWeek) ?? [];
      list.push({ index, start: parseTimeOfDay(entry.startTime), end: parseEndTime(entry.endTime) });
      byDay.set(entry.dayOfWeek, list);
    });
    for (const list of byDay.values()) {
      list.sort((a, b) => a.start - b.start);
      for (let i = 1; i < list.length; i++) {
        if (list[i]!.start < list[i - 1]!.end) {
          ctx.addIssue({
            code: 'custom',
            message: 'entries of the same day must not overlap',
            path: ['entries', list[i]!.index],
          });
        }
      }
    }
  });

/** Day plan: whole days per weekday, in `timezone` when given, otherwise in UTC like Sharetribe. */
export const DayPlanSchema = z
  .object({
    type: z.literal('availability-plan/day'),
    timezone: TimeZoneSchema.optional(),
    entries: z.array(DayPlanEntrySchema),
  })
  .superRefine((plan, ctx) => {
    const seen = new Set<DayOfWeek>();
    plan.entries.forEach((entry, index) => {
      if (seen.has(entry.dayOfWeek)) {
        ctx.addIssue({ code: 'custom', message: 'a day may have only one entry', path: ['entries', index] });
      }
      seen.add(entry.dayOfWeek);
    });
  });

/** A listing's weekly availability, as stored on the listing and sent on the wire. */
export const AvailabilityPlanSchema = z.discriminatedUnion('type', [DayPlanSchema, TimePlanSchema]);

/** A validated time plan. */
export type TimePlan = z.infer<typeof TimePlanSchema>;
/** A validated day plan. */
export type DayPlan = z.infer<typeof DayPlanSchema>;
/** A validated availability plan of either kind. */
export type AvailabilityPlan = z.infer<typeof AvailabilityPlanSchema>;

/** The zone a plan's weekdays and times are read in. */
export function planTimeZone(plan: AvailabilityPlan): string {
  return plan.timezone ?? DAY_PLAN_DEFAULT_TIME_ZONE;
}
