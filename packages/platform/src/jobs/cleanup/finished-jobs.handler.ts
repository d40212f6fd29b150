import type { JobRun } from '../job-definition.ts';
import { pruneFinishedJobs } from '../jobs.service.ts';

/** Deletes finished jobs past their retention. */
export async function run(_payload: unknown, { ctx, log }: JobRun): Promise<void> {
  const deleted = await pruneFinishedJobs(ctx);
  if (deleted > 0) log.debug({ deleted }, 'deleted finished jobs past their retention');
}
