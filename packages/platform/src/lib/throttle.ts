import type { ApiErrorCode } from '@mercato/core/errors/api-errors';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { clearBucket, deleteStaleBuckets, hitBucket, releaseHit } from './throttle.repository.ts';

/** A fixed-window limit: at most `limit` events per `windowMs` for one key. */
export interface ThrottleRule {
  /** Prefix of the bucket key, e.g. `login-fail:account`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** How a refusal reads: the API code and the sentence shown to the user. */
export interface Refusal {
  code: ApiErrorCode;
  title: string;
}

const TOO_MANY: Refusal = {
  code: 'too-many-requests',
  title: 'Too many requests. Please wait a moment and try again.',
};

function keyOf(rule: ThrottleRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

function tooMany(resetAt: Date, now: Date, refusal: Refusal): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError(refusal.code, refusal.title, {
    meta: { retryAfterSeconds: retryAfter },
  }).withHeader('retry-after', String(retryAfter));
}

/**
 * Takes one unit of the rule's allowance in a single atomic step and throws 429 (with Retry-After)
 * when none is left. Reserve before doing the guarded work, never "check now, count later": parallel
 * requests then cannot all pass. Give the unit back with `release` when the work turns out not to
 * count (e.g. a correct password).
 */
export async function reserve(
  db: Kysely<DB>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
  refusal: Refusal = TOO_MANY,
): Promise<void> {
  const bucket = await hitBucket(db, keyOf(rule, subject), rule.windowMs, now);
  // The window is fixed, so refused hits past the limit do not lengthen it.
  if (bucket.count > rule.limit) throw tooMany(bucket.resetAt, now, refusal);
}

/** Uses one unit of the allowance without ever refusing (events that must happen, e.g. signup mail). */
export async function count(db: Kysely<DB>, rule: ThrottleRule, subject: string, now: Date): Promise<void> {
  await hitBucket(db, keyOf(rule, subject), rule.windowMs, now);
}

/** Gives back one unit taken by `reserve` (the guarded work did not count against the limit). */
export async function release(db: Kysely<DB>, rule: ThrottleRule, subject: string): Promise<void> {
  await releaseHit(db, keyOf(rule, subject));
}

/** Forgets the events of one subject. */
export async function reset(db: Kysely<DB>, rule: ThrottleRule, subject: string): Promise<void> {
  await clearBucket(db, keyOf(rule, subject));
}

/** Deletes the buckets of every rule whose window has ended; counts are unchanged. Returns how many. */
export async function purgeStaleBuckets(db: Kysely<DB>, now: Date): Promise<number> {
  return deleteStaleBuckets(db, now);
}
