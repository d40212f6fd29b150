import { absoluteAssetPath } from '@mercato/core/assets/asset-paths';
import type { PlatformContext } from '../../context.ts';
import type { AuditActor } from '../operators/operator.ts';
import { recordAudit } from '../operators/operators.service.ts';
import { deleteAsset, latestAssetTree, writeAsset } from './assets.service.ts';

// The admin API's writes of hosted assets (issue #30, ADR 019), by an operator or a script with the
// admin token, each with its audit entry. The entry names the versions of the tree before and after
// (each version is immutable, so the two can be compared at any time), not the documents, which can
// be large. It is written once the write succeeded: a version is stored in a transaction of its own
// (and the configuration's through its service), so the entry cannot share it.

/** The author a stored version records: the operator's email, or `admin-api` for the admin token. */
function sourceOf(actor: AuditActor): string {
  return actor.kind === 'operator' ? actor.operator.email : 'admin-api';
}

/** `PUT /admin/assets/<path>`: writes a document as a new version, audited as `asset.write`. */
export async function writeAssetAsOperator(
  ctx: PlatformContext,
  actor: AuditActor,
  path: string,
  document: unknown,
): Promise<string> {
  // The version the write started from: another write may land in between, as the log's order shows.
  const before = (await latestAssetTree(ctx)).version;
  const version = await writeAsset(ctx, path, document, sourceOf(actor));
  await recordAudit(ctx, actor, {
    action: 'asset.write',
    subjectType: 'asset',
    subjectId: absoluteAssetPath(path),
    before: { version: before },
    after: { version },
  });
  return version;
}

/** `DELETE /admin/assets/<path>`: removes a document as a new version, audited as `asset.delete`. */
export async function deleteAssetAsOperator(
  ctx: PlatformContext,
  actor: AuditActor,
  path: string,
): Promise<string> {
  const before = (await latestAssetTree(ctx)).version;
  const version = await deleteAsset(ctx, path, sourceOf(actor));
  await recordAudit(ctx, actor, {
    action: 'asset.delete',
    subjectType: 'asset',
    subjectId: absoluteAssetPath(path),
    before: { version: before },
    after: { version },
  });
  return version;
}
