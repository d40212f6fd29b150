import type { PlatformContext } from '../../context.ts';
import { imageFilesPrefixOf } from './image.ts';
import { forgetVariantFilesOf } from './image-variant-files.repository.ts';
import { deleteImageIfUnclaimed, findUnclaimedImageIds } from './images.repository.ts';

/**
 * Deletes up to `limit` uploads nobody attached to a profile or listing within the grace period
 * (uploaded before `createdBefore`): the row first, in a statement that keeps an image claimed
 * meanwhile, then its files (original and rendered variants). Returns how many were deleted.
 * Files of a row deleted just before a crash stay behind; nothing can serve them any more.
 */
export async function deleteUnclaimedImages(
  ctx: PlatformContext,
  createdBefore: Date,
  limit = 100,
): Promise<number> {
  let deleted = 0;
  for (const id of await findUnclaimedImageIds(ctx.db, createdBefore, limit)) {
    if (!(await deleteImageIfUnclaimed(ctx.db, id, createdBefore))) continue;
    await forgetVariantFilesOf(ctx.db, id);
    await ctx.storage.deleteAll(imageFilesPrefixOf(id));
    deleted++;
  }
  return deleted;
}
