import { createHash, randomBytes } from 'node:crypto';
import { type AssetIssue, checkAssetDocument } from '@mercato/core/assets/asset-documents';
import { absoluteAssetPath, assetPathProblem } from '@mercato/core/assets/asset-paths';
import { defaultContentAssets } from '@mercato/core/assets/default-content';
import {
  collectImageRefs,
  ImageAssetDocumentSchema,
  imageAssetPath,
} from '@mercato/core/assets/image-assets';
import {
  CONFIG_ASSET_PATH,
  generatedAssets,
  isGeneratedAssetPath,
} from '@mercato/core/assets/template-assets';
import { wordmarkSvg } from '@mercato/core/assets/wordmark';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { PlatformContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  checkedMarketplaceConfig,
  getMarketplaceConfigVersion,
  getVersionedMarketplaceConfig,
  saveMarketplaceConfig,
} from '../config/marketplace-config.service.ts';
import { getMarketplaceName } from '../marketplace/marketplace.service.ts';
import {
  findAssetVersionById,
  findEntriesAt,
  findLatestAssetVersion,
  findPathsAt,
  insertAssetVersion,
  listAssetVersions,
} from './assets.repository.ts';

/**
 * The hosted asset tree (api notes §9). A version of the tree is the pair (configuration version,
 * stored version): the configuration generates its assets, stored writes add or replace content,
 * and built-in defaults fill what was never written. Both parts are immutable, so a version names
 * one tree forever; `latest` is the newest of each. Version ids read `v…-…​.a…-…` and are opaque
 * to clients.
 */

/** A resolved version of the tree. */
export interface AssetTree {
  version: string;
  config: MarketplaceConfig;
  configVersion: string;
  seq: number;
  /**
   * An operator's unsaved draft of one document laid over the tree (`asset-previews.service.ts`):
   * reads of its path get the draft (the configuration's draft is `config` itself). Such a tree's
   * `version` is its own, so nothing keeps what it answers as the live tree's; `baseVersion` is
   * the stored tree it lies over, where its images and wordmark live.
   */
  preview?: { path: string; data: unknown; expiresAt: Date; baseVersion: string };
}

/** One image asset as the API returns it in `included`. */
export interface ImageAssetResource {
  id: string;
  type: 'imageAsset';
  attributes: {
    assetPath: string;
    variants: Record<string, { url: string; width: number; height: number; name: string }>;
  };
}

const NO_STORED_VERSION = 'a0';
const VERSION_PATTERN = /^(v\d{8}-[0-9a-f]{6})(?:\.(a0|a\d{8}-[0-9a-f]{6}))?$/;

function combinedVersion(configVersion: string, storedId: string | undefined): string {
  return `${configVersion}.${storedId ?? NO_STORED_VERSION}`;
}

/** The tree `latest` points at now. */
export async function latestAssetTree(ctx: PlatformContext): Promise<AssetTree> {
  const [{ version: configVersion, config }, stored] = await Promise.all([
    getVersionedMarketplaceConfig(ctx),
    findLatestAssetVersion(ctx.db),
  ]);
  return {
    version: combinedVersion(configVersion, stored?.id),
    config,
    configVersion,
    seq: stored?.seq ?? 0,
  };
}

/** The tree of a version id, if it exists. */
export async function assetTreeAt(ctx: PlatformContext, version: string): Promise<AssetTree | undefined> {
  const match = VERSION_PATTERN.exec(version);
  if (!match) return undefined;
  const [, configVersion = '', storedId = NO_STORED_VERSION] = match;
  const config = await getMarketplaceConfigVersion(ctx, configVersion);
  if (!config) return undefined;
  if (storedId === NO_STORED_VERSION)
    return { version: combinedVersion(configVersion, undefined), config, configVersion, seq: 0 };
  const stored = await findAssetVersionById(ctx.db, storedId);
  if (!stored) return undefined;
  return { version: combinedVersion(configVersion, stored.id), config, configVersion, seq: stored.seq };
}

/** Absolute URL of the built-in wordmark of a tree (a preview's: of the tree under it). */
function wordmarkUrl(ctx: PlatformContext, tree: AssetTree): string {
  const root = ctx.env.ROOT_URL.replace(/\/$/, '');
  const version = tree.preview?.baseVersion ?? tree.version;
  return `${root}/v1/assets/pub/${encodeURIComponent(ctx.env.CLIENT_ID)}/v/${version}/images/logo.svg`;
}

/**
 * The documents at `paths` in a tree (absolute paths); missing ones are absent from the map.
 * Generated paths always come from the configuration; other paths from the newest stored write,
 * else from the defaults.
 */
export async function readAssets(
  ctx: PlatformContext,
  tree: AssetTree,
  paths: readonly string[],
): Promise<Map<string, unknown>> {
  // The marketplace's own name (what marketplace/show says) words the defaults and the wordmark.
  const marketplaceName = await getMarketplaceName(ctx);
  const generated = generatedAssets(tree.config, {
    wordmarkUrl: wordmarkUrl(ctx, tree),
    marketplaceName,
  });
  const defaults = defaultContentAssets(tree.config, marketplaceName);
  const storedPaths = paths.filter((path) => !isGeneratedAssetPath(path));
  const stored = await findEntriesAt(ctx.db, tree.seq, storedPaths);
  const result = new Map<string, unknown>();
  for (const path of paths) {
    if (isGeneratedAssetPath(path)) {
      if (path in generated) result.set(path, generated[path]);
      continue;
    }
    const entry = stored.get(path);
    if (tree.preview?.path === path) {
      result.set(path, tree.preview.data);
    } else if (entry) {
      if (entry.data !== undefined) result.set(path, entry.data);
    } else if (path in defaults) {
      result.set(path, defaults[path]);
    }
  }
  return result;
}

function absoluteUrl(ctx: PlatformContext, url: string): string {
  return url.startsWith('/') ? `${ctx.env.ROOT_URL.replace(/\/$/, '')}${url}` : url;
}

/** The image assets referenced by `documents`, resolved in the same tree (unknown ids are left out). */
export async function includedImages(
  ctx: PlatformContext,
  tree: AssetTree,
  documents: readonly unknown[],
): Promise<ImageAssetResource[]> {
  const ids: string[] = [];
  for (const document of documents) collectImageRefs(document, ids);
  if (ids.length === 0) return [];
  const images = await readAssets(ctx, tree, ids.map(imageAssetPath));
  const included: ImageAssetResource[] = [];
  for (const id of ids) {
    const parsed = ImageAssetDocumentSchema.safeParse(images.get(imageAssetPath(id)));
    if (!parsed.success) continue;
    const variants = Object.fromEntries(
      Object.entries(parsed.data.variants).map(([name, v]) => [
        name,
        { url: absoluteUrl(ctx, v.url), width: v.width, height: v.height, name },
      ]),
    );
    included.push({ id, type: 'imageAsset', attributes: { assetPath: imageAssetPath(id), variants } });
  }
  return included;
}

/** A stable id for a JSON asset of a version (UUID-shaped, as the real service's ids are). */
export function jsonAssetId(version: string, path: string): string {
  const hex = createHash('sha256').update(`${version}\n${path}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The built-in wordmark of a version as SVG. */
export async function wordmarkOf(ctx: PlatformContext, tree: AssetTree): Promise<string> {
  return wordmarkSvg(await getMarketplaceName(ctx), tree.config.branding.marketplaceColor);
}

function invalid(issues: AssetIssue[], prefix = ''): AppError {
  return AppError.many(
    issues.map((issue) => ({
      code: 'validation-invalid-value' as const,
      title: `${prefix}${issue.path ? `${issue.path}: ` : ''}${issue.message}`,
      source: { path: issue.path.split('.').filter(Boolean), type: 'body' as const },
    })),
  );
}

function checkedPath(path: string): string {
  const problem = assetPathProblem(path);
  if (problem) throw new AppError('validation-invalid-value', problem);
  return absoluteAssetPath(path);
}

function refusedGenerated(path: string): AppError {
  return new AppError(
    'validation-invalid-value',
    `${path} is generated from the marketplace configuration; write ${CONFIG_ASSET_PATH} instead`,
  );
}

async function storeVersion(
  ctx: PlatformContext,
  source: string,
  entries: { path: string; data: unknown }[],
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await insertAssetVersion(
        ctx.db,
        { id: `a{seq}-${randomBytes(3).toString('hex')}`, source, createdAt: ctx.clock() },
        entries,
      );
      return;
    } catch (error) {
      // Another writer took the same number: count again.
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Writes one document as a new version. The whole configuration goes through core's validation;
 * generated parts cannot be written on their own; other documents must be JSON objects of the
 * shape their readers expect, and every image they reference must exist. A refused write changes
 * nothing. Returns the new `latest` version.
 */
export async function writeAsset(
  ctx: PlatformContext,
  rawPath: string,
  value: unknown,
  source: string,
): Promise<string> {
  const checked = await checkAssetWrite(ctx, rawPath, value);
  if (checked.config) await saveMarketplaceConfig(ctx, value);
  else await storeVersion(ctx, source, [{ path: checked.path, data: value }]);
  return (await latestAssetTree(ctx)).version;
}

/**
 * What a write of `value` at `rawPath` would store, checked as `writeAsset` checks it (so a preview
 * of a draft is refused exactly as its save would be): the absolute path, and for the configuration
 * the configuration as core reads it.
 */
export async function checkAssetWrite(
  ctx: PlatformContext,
  rawPath: string,
  value: unknown,
): Promise<{ path: string; config?: MarketplaceConfig }> {
  const path = checkedPath(rawPath);
  if (path === CONFIG_ASSET_PATH) return { path, config: checkedMarketplaceConfig(value) };
  if (isGeneratedAssetPath(path)) throw refusedGenerated(path);
  const issues = checkAssetDocument(path, value);
  if (issues.length > 0) throw invalid(issues, `${path}: `);
  const refs = collectImageRefs(value);
  if (refs.length > 0) {
    const tree = await latestAssetTree(ctx);
    const images = await readAssets(ctx, tree, refs.map(imageAssetPath));
    const missing = refs.filter((id) => !images.has(imageAssetPath(id)));
    if (missing.length > 0) {
      throw new AppError(
        'validation-invalid-value',
        `${path}: no image asset ${missing.map((id) => imageAssetPath(id)).join(', ')}; write it first`,
      );
    }
  }
  return { path };
}

/** Removes a document as a new version (it answers 404 from then on). Returns the new version. */
export async function deleteAsset(ctx: PlatformContext, rawPath: string, source: string): Promise<string> {
  const path = checkedPath(rawPath);
  if (isGeneratedAssetPath(path)) throw refusedGenerated(path);
  const tree = await latestAssetTree(ctx);
  const current = await readAssets(ctx, tree, [path]);
  if (!current.has(path)) throw new AppError('not-found', `No asset at ${path}`);
  await storeVersion(ctx, source, [{ path, data: undefined }]);
  return (await latestAssetTree(ctx)).version;
}

/** One document of a version (`latest` when version is undefined), or a 404. */
export async function getAsset(
  ctx: PlatformContext,
  rawPath: string,
  version?: string,
): Promise<{ version: string; data: unknown }> {
  const path = checkedPath(rawPath);
  const tree = version ? await assetTreeAt(ctx, version) : await latestAssetTree(ctx);
  if (!tree) throw new AppError('not-found', `No asset version ${version}`);
  const found = await readAssets(ctx, tree, [path]);
  if (!found.has(path)) throw new AppError('not-found', `No asset at ${path}`);
  return { version: tree.version, data: found.get(path) };
}

/** The stored versions, newest first, with what each changed. */
export async function assetVersions(ctx: PlatformContext, limit = 50) {
  const versions = await listAssetVersions(ctx.db, Math.min(Math.max(limit, 1), 500));
  return versions.map((v) => ({ id: v.id, source: v.source, createdAt: v.createdAt, paths: v.paths }));
}

/**
 * The asset paths under a prefix in the latest tree (`sitemap_data/query_assets`), e.g. every page
 * under `/content/pages/`: the defaults, the stored documents, and the generated ones.
 */
export async function queryAssetPaths(ctx: PlatformContext, pathPrefix: string): Promise<string[]> {
  const prefix = absoluteAssetPath(pathPrefix);
  const tree = await latestAssetTree(ctx);
  const candidates = new Set<string>();
  const generated = generatedAssets(tree.config, { wordmarkUrl: '' });
  for (const path of [...Object.keys(generated), ...Object.keys(defaultContentAssets(tree.config))]) {
    if (path.startsWith(prefix)) candidates.add(path);
  }
  const stored = await findPathsAt(ctx.db, tree.seq, prefix);
  for (const [path, exists] of stored) {
    if (exists) candidates.add(path);
    else candidates.delete(path);
  }
  return [...candidates].sort();
}
