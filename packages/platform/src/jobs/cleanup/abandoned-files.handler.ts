import { removeAbandonedFiles } from '../../features/files/files.service.ts';
import type { JobRun } from '../job-definition.ts';

const BATCH_SIZE = 100;
const MAX_BATCHES = 100;

/** Removes files never uploaded or refused by their check, attached to nothing, a day on. */
export async function run(_payload: unknown, { ctx, signal, log }: JobRun): Promise<void> {
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES && !signal.aborted; batch++) {
    const count = await removeAbandonedFiles(ctx, BATCH_SIZE);
    removed += count;
    if (count < BATCH_SIZE) break;
  }
  if (removed > 0) log.info({ removed }, 'removed abandoned files');
}
