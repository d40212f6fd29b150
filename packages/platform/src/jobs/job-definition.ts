import type { BaseLogger, Bindings } from 'pino';
import type { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { type BackoffPolicy, DEFAULT_BACKOFF } from './backoff.ts';

/** The logging jobs use: pino's, or the Fastify logger of the process running the worker. */
export interface JobLogger extends Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'> {
  child(bindings: Bindings): JobLogger;
}

/** What a handler knows about the attempt it runs. */
export interface JobRun {
  ctx: PlatformContext;
  id: string;
  name: string;
  key: string | null;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker stops and the shutdown grace ran out, or when its lock was lost. */
  signal: AbortSignal;
  log: JobLogger;
}

/**
 * What scheduling a job needs to know of its kind: the name and the zod schema of its payload
 * (checked when scheduled and again when run), attempts and backoff. A kind can be defined apart
 * from its handler (`defineJobKind`, then `handleJob` where the worker is composed), so code that
 * schedules a job need not import what the job runs — which may import that code back.
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  /** Stored in every row: never rename a job that has shipped (old rows would find no handler). */
  readonly name: string;
  readonly payload: S;
  readonly maxAttempts: number;
  readonly backoff: BackoffPolicy;
}

/**
 * A kind of job with its handler. Handlers should import their code lazily
 * (`await import('./x.handler.ts')`) or be joined to their kind where the worker is composed, so
 * defining a job costs nothing to a process that never runs it. Handlers must be idempotent: a job
 * whose worker died mid-run is run again once its lock expires.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobKind<S> {
  // Method syntax on purpose: a definition of a specific payload is then usable as a definition of
  // any payload in the runner's registry, which parses the payload with `payload` before the call.
  handle(payload: z.output<S>, run: JobRun): Promise<void>;
}

/** A job definition before defaults: `maxAttempts` 5, exponential backoff from 10 s. */
export interface JobSpec<S extends z.ZodType> {
  name: string;
  payload: S;
  maxAttempts?: number;
  backoff?: BackoffPolicy;
  handle(payload: z.output<S>, run: JobRun): Promise<void>;
}

const NAME_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/** Defines a kind of job without its handler (see `JobKind`): `maxAttempts` 5, exponential backoff from 10 s. */
export function defineJobKind<S extends z.ZodType>(spec: Omit<JobSpec<S>, 'handle'>): JobKind<S> {
  if (!NAME_PATTERN.test(spec.name)) throw new Error(`Invalid job name: ${spec.name}`);
  const maxAttempts = spec.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`Job ${spec.name}: maxAttempts must be a positive integer`);
  }
  return { name: spec.name, payload: spec.payload, maxAttempts, backoff: spec.backoff ?? DEFAULT_BACKOFF };
}

/** A kind of job joined to its handler. */
export function handleJob<S extends z.ZodType>(
  kind: JobKind<S>,
  handle: (payload: z.output<S>, run: JobRun) => Promise<void>,
): JobDefinition<S> {
  return { ...kind, handle };
}

/** Defines a kind of job with its handler (see `JobDefinition`). */
export function defineJob<S extends z.ZodType>(spec: JobSpec<S>): JobDefinition<S> {
  return handleJob(defineJobKind(spec), spec.handle);
}

/**
 * Thrown by a handler when trying again cannot help (the thing it acts on is gone, the payload
 * names something invalid): the job fails at once instead of using up its attempts.
 */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/**
 * Thrown by a handler whose work cannot be done yet but is expected to become possible (a payout
 * waiting for its funds): the job is tried again after its backoff like a failed attempt, but the
 * wait is logged as routine, not as a failure. Its last attempt still fails the job.
 */
export class NotYetError extends Error {
  override readonly name = 'NotYetError';
}
