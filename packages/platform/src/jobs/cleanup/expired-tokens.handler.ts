import { purgeExpiredAssetPreviews } from '../../features/assets/asset-previews.service.ts';
import { purgeExpiredTokens } from '../../features/auth/expired-tokens.service.ts';
import type { JobRun } from '../job-definition.ts';

/** Deletes expired access and refresh tokens, login-as codes and draft previews. */
export async function run(_payload: unknown, { ctx }: JobRun): Promise<void> {
  await purgeExpiredTokens(ctx);
  await purgeExpiredAssetPreviews(ctx);
}
