import { randomBytes } from 'node:crypto';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { type MarketplaceConfig, validateMarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { findLatestConfig, insertConfig } from './marketplace-config.repository.ts';

// Config changes rarely and is read on most requests: keep it briefly per process. Other instances
// see a change within this time.
const CACHE_MS = 5_000;
const cache = new WeakMap<
  PlatformContext['db'],
  { at: number; version: string; config: MarketplaceConfig }
>();

/** The marketplace configuration in force (spec §3 Config), creating the default on first use. */
export async function getMarketplaceConfig(ctx: PlatformContext): Promise<MarketplaceConfig> {
  const now = Date.now();
  const cached = cache.get(ctx.db);
  if (cached && now - cached.at < CACHE_MS) return cached.config;
  const stored = await findLatestConfig(ctx.db);
  if (!stored) return saveMarketplaceConfig(ctx, DEFAULT_MARKETPLACE_CONFIG);
  const result = validateMarketplaceConfig(stored.config);
  if (!result.ok) throw new Error(`Stored marketplace config ${stored.version} is invalid`);
  cache.set(ctx.db, { at: now, version: stored.version, config: result.config });
  return result.config;
}

/** Validates and stores a new configuration version; it takes effect at once in this process. */
export async function saveMarketplaceConfig(
  ctx: PlatformContext,
  input: unknown,
): Promise<MarketplaceConfig> {
  const result = validateMarketplaceConfig(input);
  if (!result.ok) {
    throw AppError.many(
      result.issues.map((issue) => ({
        code: 'validation-invalid-value' as const,
        title: `${issue.path}: ${issue.message}`,
        source: { path: issue.path.split('.').filter(Boolean), type: 'body' as const },
      })),
    );
  }
  const version = `${ctx.clock().getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
  await insertConfig(ctx.db, { version, config: result.config, createdAt: ctx.clock() });
  cache.set(ctx.db, { at: Date.now(), version, config: result.config });
  return result.config;
}
