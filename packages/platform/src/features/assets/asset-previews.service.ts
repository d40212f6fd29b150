import { createHash, randomBytes } from 'node:crypto';
import { CONFIG_ASSET_PATH } from '@mercato/core/assets/template-assets';
import { validateMarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { PlatformContext } from '../../context.ts';
import { recordAudit } from '../operators/audit-log.ts';
import type { AuditActor } from '../operators/operator.ts';
import {
  deleteExpiredAssetPreviews,
  findLiveAssetPreview,
  insertAssetPreview,
} from './asset-previews.repository.ts';
import { type AssetTree, checkAssetWrite, latestAssetTree } from './assets.service.ts';

// Previews of unsaved drafts (issue #30, ADR 019): the console hands an operator a link to the site
// as it would be with one document changed. The draft is checked as its save would be, kept for
// `PREVIEW_LIFETIME_MS`, and read through the Asset Delivery API at `…/p/<token>/…`: the latest tree
// with the draft laid over it, so the site renders it through the very code that renders the live
// documents. The token is the only key (a link can be opened in another browser); only its hash is
// stored.

/** How long a preview link works. */
export const PREVIEW_LIFETIME_MS = 30 * 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new preview of `document` at `path`, refused (400) as a save of it would be; audited. */
export async function createAssetPreview(
  ctx: PlatformContext,
  actor: AuditActor,
  path: string,
  document: unknown,
): Promise<{ token: string; path: string; expiresAt: Date }> {
  const checked = await checkAssetWrite(ctx, path, document);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS);
  await insertAssetPreview(ctx.db, {
    tokenHash: hashOf(token),
    path: checked.path,
    data: checked.config ?? document,
    operatorId: actor.kind === 'operator' ? actor.operator.id : null,
    expiresAt,
    now,
  });
  await recordAudit(ctx, actor, {
    action: 'asset.preview',
    subjectType: 'asset',
    subjectId: checked.path,
    after: { expiresAt: expiresAt.toISOString() },
  });
  return { token, path: checked.path, expiresAt };
}

/**
 * The latest tree with a live preview's draft laid over it, or undefined for a token that is
 * malformed, unknown or expired.
 */
export async function previewTreeOf(ctx: PlatformContext, token: string): Promise<AssetTree | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const hash = hashOf(token);
  const preview = await findLiveAssetPreview(ctx.db, hash, ctx.clock());
  if (!preview) return undefined;
  const base = await latestAssetTree(ctx);
  let config = base.config;
  if (preview.path === CONFIG_ASSET_PATH) {
    // Checked when it was made; read again in case core's rules changed since.
    const result = validateMarketplaceConfig(preview.data);
    if (!result.ok) return undefined;
    config = result.config;
  }
  return {
    ...base,
    config,
    version: `${base.version}.p${hash.slice(0, 12)}`,
    preview: { ...preview, baseVersion: base.version },
  };
}

/** Deletes expired previews (the nightly clean-up). */
export async function purgeExpiredAssetPreviews(ctx: PlatformContext): Promise<void> {
  await deleteExpiredAssetPreviews(ctx.db, ctx.clock());
}
