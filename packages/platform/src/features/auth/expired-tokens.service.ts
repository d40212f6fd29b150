import type { PlatformContext } from '../../context.ts';
import { KNOWN_LOGIN_ADDRESS_DAYS } from '../access/limits.ts';
import { forgetLoginAddressesBefore } from './login-addresses.repository.ts';
import { deleteExpiredLoginAsCodes } from './login-as.repository.ts';
import { deleteExpiredTokens } from './token.repository.ts';

/**
 * Deletes access and refresh tokens and login-as codes past their expiry (they authenticate nobody
 * any more), and forgets login addresses unused for `KNOWN_LOGIN_ADDRESS_DAYS`.
 */
export async function purgeExpiredTokens(ctx: PlatformContext): Promise<void> {
  const now = ctx.clock();
  await deleteExpiredTokens(ctx.db, now);
  await deleteExpiredLoginAsCodes(ctx.db, now);
  await forgetLoginAddressesBefore(ctx.db, new Date(now.getTime() - KNOWN_LOGIN_ADDRESS_DAYS * 86_400_000));
}
