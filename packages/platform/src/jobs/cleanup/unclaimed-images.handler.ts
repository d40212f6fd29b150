import { deleteUnclaimedImages } from '../../features/images/unclaimed-images.service.ts';
import type { JobRun } from '../job-definition.ts';

const BATCH_SIZE = 100;
// A backlog larger than this (10,000 images) is finished by the next runs.
const MAX_BATCHES = 100;

/** Deletes unattached uploads older than the grace period, a batch at a time until none is left. */
export async function run(_payload: unknown, { ctx, signal, log }: JobRun): Promise<void> {
  const createdBefore = new Date(ctx.clock().getTime() - ctx.env.IMAGE_UNCLAIMED_GRACE_HOURS * 3_600_000);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES && !signal.aborted; batch++) {
    const count = await deleteUnclaimedImages(ctx, createdBefore, BATCH_SIZE);
    deleted += count;
    if (count === 0) break;
  }
  if (deleted > 0) log.info({ deleted, createdBefore }, 'deleted unclaimed images');
}
