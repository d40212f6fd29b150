/** Where a job is in its life: waiting (or waiting to be retried), claimed by a worker, or done. */
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';

/** A stored job as the worker and the development page see it. */
export interface Job {
  id: string;
  name: string;
  payload: unknown;
  /** The idempotency key it was scheduled under, if any. */
  key: string | null;
  state: JobState;
  /** When it is due (the next attempt's time while it waits for a retry). */
  runAt: Date;
  /** Attempts started so far, the running one included. */
  attempts: number;
  maxAttempts: number;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}
