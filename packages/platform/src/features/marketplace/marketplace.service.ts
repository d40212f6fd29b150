import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findMarketplace, insertMarketplace, type Marketplace } from './marketplace.repository.ts';

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

/** Makes sure the marketplace row exists (every install needs one). */
export async function ensureMarketplace(db: Kysely<DB>, name: string, now: Date): Promise<void> {
  if (await findMarketplace(db)) return;
  await insertMarketplace(db, {
    id: randomUUID(),
    name,
    description: 'A marketplace for booking services, running on Mercato.',
    createdAt: now,
  });
}
