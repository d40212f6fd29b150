import type { PlatformContext } from '../../context.ts';
import { deleteExpiredTokens } from './token.repository.ts';

/** Deletes access and refresh tokens past their expiry (they authenticate nobody any more). */
export async function purgeExpiredTokens(ctx: PlatformContext): Promise<void> {
  await deleteExpiredTokens(ctx.db, ctx.clock());
}
