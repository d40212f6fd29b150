import { randomBytes } from 'node:crypto';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { type MarketplaceConfig, validateMarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  countConfigs,
  findConfigVersion,
  findLatestConfig,
  insertConfig,
} from './marketplace-config.repository.ts';

// Config changes rarely and is read on most requests: keep it briefly per process. Other instances
// see a change within this time.
const CACHE_MS = 5_000;
const cache = new WeakMap<
  PlatformContext['db'],
  { at: number; version: string; config: MarketplaceConfig }
>();

/** The marketplace configuration in force (spec §3 Config), creating the default on first use. */
export async function getMarketplaceConfig(ctx: PlatformContext): Promise<MarketplaceConfig> {
  return (await getVersionedMarketplaceConfig(ctx)).config;
}

/** The configuration in force with its version (assets are served by version). */
export async function getVersionedMarketplaceConfig(
  ctx: PlatformContext,
): Promise<{ version: string; config: MarketplaceConfig }> {
  const now = Date.now();
  const cached = cache.get(ctx.db);
  if (cached && now - cached.at < CACHE_MS) return cached;
  const stored = await findLatestConfig(ctx.db);
  if (!stored) {
    await saveMarketplaceConfig(ctx, DEFAULT_MARKETPLACE_CONFIG);
    return getVersionedMarketplaceConfig(ctx);
  }
  const result = validateMarketplaceConfig(stored.config);
  if (!result.ok) throw new Error(`Stored marketplace config ${stored.version} is invalid`);
  const entry = { at: now, version: stored.version, config: result.config };
  cache.set(ctx.db, entry);
  return entry;
}

/** A stored configuration version, if it exists. */
export async function getMarketplaceConfigVersion(
  ctx: PlatformContext,
  version: string,
): Promise<MarketplaceConfig | undefined> {
  const stored = await findConfigVersion(ctx.db, version);
  if (!stored) return undefined;
  const result = validateMarketplaceConfig(stored.config);
  return result.ok ? result.config : undefined;
}

/**
 * Applies a configuration file given at boot (`MARKETPLACE_CONFIG`): stored as a new version when it
 * differs from the one in force, so self-hosters can keep their configuration in version control.
 */
export async function applyConfigFile(ctx: PlatformContext, json: string): Promise<boolean> {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    throw new Error(`MARKETPLACE_CONFIG is not valid JSON: ${(error as Error).message}`);
  }
  const result = validateMarketplaceConfig(input);
  if (!result.ok) {
    throw new Error(
      `MARKETPLACE_CONFIG is invalid:\n${result.issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`,
    );
  }
  const current = await findLatestConfig(ctx.db);
  if (current && canonicalJson(current.config) === canonicalJson(result.config)) return false;
  await saveMarketplaceConfig(ctx, result.config);
  return true;
}

/** Validates and stores a new configuration version; it takes effect at once in this process. */
export async function saveMarketplaceConfig(
  ctx: PlatformContext,
  input: unknown,
): Promise<MarketplaceConfig> {
  const config = checkedMarketplaceConfig(input);
  // Versions sort in creation order even when several are made within one clock tick.
  const version = `v${String((await countConfigs(ctx.db)) + 1).padStart(8, '0')}-${randomBytes(3).toString('hex')}`;
  await insertConfig(ctx.db, { version, config, createdAt: ctx.clock() });
  cache.set(ctx.db, { at: Date.now(), version, config });
  return config;
}

/** A configuration as core's validation reads it, or the refusal a save of it would get (400). */
export function checkedMarketplaceConfig(input: unknown): MarketplaceConfig {
  const result = validateMarketplaceConfig(input);
  if (result.ok) return result.config;
  throw AppError.many(
    result.issues.map((issue) => ({
      code: 'validation-invalid-value' as const,
      title: `${issue.path}: ${issue.message}`,
      source: { path: issue.path.split('.').filter(Boolean), type: 'body' as const },
    })),
  );
}

// PostgreSQL's jsonb reorders object keys, so equality is checked on a key-sorted rendering.
/**
 * Stores `config` only while the configuration in force is still the built-in default (the demo
 * seed uses it: an operator's own configuration is never overwritten). True when it was stored.
 */
export async function replaceDefaultConfig(
  ctx: PlatformContext,
  config: MarketplaceConfig,
): Promise<boolean> {
  const current = await getMarketplaceConfig(ctx);
  if (canonicalJson(current) !== canonicalJson(DEFAULT_MARKETPLACE_CONFIG)) return false;
  await saveMarketplaceConfig(ctx, config);
  return true;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
