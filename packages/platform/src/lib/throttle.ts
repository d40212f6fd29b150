import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { clearBucket, hitBucket, peekBucket } from './throttle.repository.ts';

/** A fixed-window limit: at most `limit` events per `windowMs` for one key. */
export interface ThrottleRule {
  /** Prefix of the bucket key, e.g. `login-fail:account`. */
  name: string;
  limit: number;
  windowMs: number;
}

function keyOf(rule: ThrottleRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

function tooMany(
  resetAt: Date,
  now: Date,
  code: 'too-many-requests' | 'email-too-many-verification-requests' = 'too-many-requests',
): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError(code, 'Too many requests. Please wait a moment and try again.', {
    meta: { retryAfterSeconds: retryAfter },
  }).withHeader('retry-after', String(retryAfter));
}

/** Counts an event and throws 429 (with Retry-After) once the rule's limit is passed. */
export async function consume(
  db: Kysely<DB>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
  code?: 'too-many-requests' | 'email-too-many-verification-requests',
): Promise<void> {
  const bucket = await hitBucket(db, keyOf(rule, subject), rule.windowMs, now);
  if (bucket.count > rule.limit) throw tooMany(bucket.resetAt, now, code);
}

/** Throws 429 if the rule's limit is already reached, without counting (checked before work). */
export async function ensureBelowLimit(
  db: Kysely<DB>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<void> {
  const bucket = await peekBucket(db, keyOf(rule, subject), now);
  if (bucket.count >= rule.limit) throw tooMany(bucket.resetAt, now);
}

/** Counts an event without refusing it (failures are counted after the fact). */
export async function record(db: Kysely<DB>, rule: ThrottleRule, subject: string, now: Date): Promise<void> {
  await hitBucket(db, keyOf(rule, subject), rule.windowMs, now);
}

/** Forgets the events of one subject. */
export async function reset(db: Kysely<DB>, rule: ThrottleRule, subject: string): Promise<void> {
  await clearBucket(db, keyOf(rule, subject));
}
