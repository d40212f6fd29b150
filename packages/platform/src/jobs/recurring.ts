import type { z } from 'zod';
import type { JobDefinition } from './job-definition.ts';

/** A job run once per period (`everyMs`), periods aligned on the Unix epoch (hours on the hour, UTC). */
export interface RecurringSchedule {
  job: JobDefinition;
  payload: unknown;
  everyMs: number;
}

/** A recurring schedule, its payload checked against the job's schema by the compiler. */
export function every<S extends z.ZodType>(
  everyMs: number,
  job: JobDefinition<S>,
  payload: z.input<S>,
): RecurringSchedule {
  if (!Number.isInteger(everyMs) || everyMs < 1000) throw new Error(`${job.name}: a period is at least 1 s`);
  return { job, payload, everyMs };
}

/** Start of the period `now` falls in. */
export function periodStartOf(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/**
 * The idempotency key of one period's run. Every worker and every restart within a period computes
 * the same key, so the period's job is stored once however many times it is scheduled; periods
 * missed while nothing ran are not caught up (cleanups only need the latest run).
 */
export function recurringKeyOf(schedule: RecurringSchedule, periodStart: Date): string {
  return `recurring:${schedule.job.name}:${periodStart.toISOString()}`;
}
