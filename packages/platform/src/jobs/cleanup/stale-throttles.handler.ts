import { purgeStaleBuckets } from '../../lib/throttle.ts';
import type { JobRun } from '../job-definition.ts';

/** Deletes throttle buckets whose window ended. */
export async function run(_payload: unknown, { ctx, log }: JobRun): Promise<void> {
  const deleted = await purgeStaleBuckets(ctx.db, ctx.clock());
  if (deleted > 0) log.debug({ deleted }, 'deleted stale throttle buckets');
}
