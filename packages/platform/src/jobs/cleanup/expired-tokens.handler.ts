import { purgeExpiredTokens } from '../../features/auth/expired-tokens.service.ts';
import type { JobRun } from '../job-definition.ts';

/** Deletes expired access and refresh tokens. */
export async function run(_payload: unknown, { ctx }: JobRun): Promise<void> {
  await purgeExpiredTokens(ctx);
}
