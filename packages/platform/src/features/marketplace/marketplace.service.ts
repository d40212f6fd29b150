import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { findMarketplace, type Marketplace } from './marketplace.repository.ts';

/** The marketplace this platform runs; 404 before it has been set up (boot always sets it up). */
export async function getMarketplace(ctx: PlatformContext): Promise<Marketplace> {
  const marketplace = await findMarketplace(ctx.db);
  if (!marketplace) throw new AppError('not-found', 'The marketplace has not been set up');
  return marketplace;
}

/** The marketplace's name for emails and pages ("Mercato" before setup, which boot always does). */
export async function getMarketplaceName(ctx: PlatformContext): Promise<string> {
  return (await findMarketplace(ctx.db))?.name ?? 'Mercato';
}
