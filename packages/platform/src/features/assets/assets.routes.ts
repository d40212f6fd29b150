import { createHash } from 'node:crypto';
import { absoluteAssetPath, assetPathProblem, multiAssetPaths } from '@mercato/core/assets/asset-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseParams } from '../../http/parse-params.ts';
import { adminActorOf, makeAdminApiGuard } from '../operators/admin-api-guard.ts';
import { deleteAssetAsOperator, writeAssetAsOperator } from './admin-assets.service.ts';
import { createAssetPreview, previewTreeOf } from './asset-previews.service.ts';
import {
  type AssetTree,
  assetTreeAt,
  assetVersions,
  getAsset,
  includedImages,
  jsonAssetId,
  latestAssetTree,
  readAssets,
  wordmarkOf,
} from './assets.service.ts';

/** Browsers and CDNs may keep a version forever; the alias only briefly (api notes §9). */
export const CACHE_BY_VERSION = 'public, max-age=31536000, immutable';
export const CACHE_BY_ALIAS = 'public, max-age=60';

const PathParamsSchema = z.object({ clientId: z.string().min(1).max(100), '*': z.string().max(400) });
const AliasParamsSchema = PathParamsSchema.extend({ alias: z.string().max(60) });
const VersionParamsSchema = PathParamsSchema.extend({ version: z.string().max(80) });
const AssetQuerySchema = z.object({ assets: z.string().max(10_000).optional() });

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends a body with its cache headers, or 304 when the client's copy is current. */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
  cacheControl: string,
): FastifyReply {
  const etag = etagOf(body);
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (matchesEtag(request, etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/** An answer's `meta`: the tree's version, and for a preview the draft's path and end. */
function metaOf(tree: AssetTree) {
  return {
    version: tree.version,
    ...(tree.preview
      ? { preview: { path: tree.preview.path, expiresAt: tree.preview.expiresAt.toISOString() } }
      : {}),
  };
}

async function sendTree(
  ctx: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  tree: AssetTree,
  rest: string,
  cacheControl: string,
) {
  const query = parseParams(AssetQuerySchema, request.query, 'query');
  if (rest === 'images/logo.svg') {
    return sendCached(
      request,
      reply,
      await wordmarkOf(ctx, tree),
      'image/svg+xml; charset=utf-8',
      cacheControl,
    );
  }
  if (query.assets !== undefined) {
    const parsed = multiAssetPaths(rest, query.assets);
    if (!parsed.ok) {
      throw new AppError('validation-invalid-value', parsed.message, {
        source: { path: ['assets'], type: 'query' },
      });
    }
    const found = await readAssets(ctx, tree, parsed.paths);
    const missing = parsed.paths.filter((path) => !found.has(path));
    if (missing.length > 0) throw new AppError('not-found', `No asset at ${missing.join(', ')}`);
    const documents = parsed.paths.map((path) => found.get(path));
    const body = {
      data: parsed.paths.map((path) => ({
        id: jsonAssetId(tree.version, path),
        type: 'jsonAsset',
        attributes: { assetPath: path, data: found.get(path) },
      })),
      included: await includedImages(ctx, tree, documents),
      meta: metaOf(tree),
    };
    return sendCached(request, reply, JSON.stringify(body), 'application/json; charset=utf-8', cacheControl);
  }
  const problem = assetPathProblem(rest);
  if (problem) throw new AppError('not-found', `No asset at /${rest}`);
  const path = absoluteAssetPath(rest);
  const found = await readAssets(ctx, tree, [path]);
  if (!found.has(path)) throw new AppError('not-found', `No asset at ${path}`);
  const data = found.get(path);
  const body = { data, included: await includedImages(ctx, tree, [data]), meta: metaOf(tree) };
  return sendCached(request, reply, JSON.stringify(body), 'application/json; charset=utf-8', cacheControl);
}

const PreviewParamsSchema = PathParamsSchema.extend({ token: z.string().max(100) });
/** A preview never goes to a shared cache, nor outlives its link in a browser's. */
const CACHE_PREVIEW = 'private, no-store';

const AdminPathParamsSchema = z.object({ '*': z.string().min(1).max(400) });
const PreviewBodySchema = z.strictObject({
  path: z.string().min(1).max(400),
  data: z.unknown().refine((value) => value !== undefined, 'is required'),
});
const AdminGetQuerySchema = z.strictObject({ version: z.string().max(80).optional() });
const AdminVersionsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/**
 * The Asset Delivery API (api notes §9), no token needed as in Sharetribe: one asset
 * (`…/a/latest/content/translations.json`) or several (`…/a/latest/?assets=a.json,b.json`, the
 * directory before `?`), by the alias `latest` or by version; `imageAsset` references resolved into
 * `included`; ETags with 304; 404 in the API error format; and Mercato's own `…/p/<token>/…`, the
 * latest tree with an operator's draft over it while its preview link lasts. Plus the admin
 * endpoints (`/admin/assets/*`, `/admin/asset_versions`, `/admin/asset_previews/create`): any
 * operator reads, admins write and preview (each audited), scripts with `ADMIN_API_TOKEN` when it is set; `sitemap_data/query_assets` lives in
 * `features/sitemap`.
 */
export async function assetsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const checkClient = (clientId: string) => {
    if (clientId !== ctx.env.CLIENT_ID) throw new AppError('not-found', 'Unknown client');
  };
  app.get('/assets/pub/:clientId/a/:alias/*', async (request, reply) => {
    const params = parseParams(AliasParamsSchema, request.params, 'query');
    checkClient(params.clientId);
    if (params.alias !== 'latest') throw new AppError('not-found', `No asset alias ${params.alias}`);
    return sendTree(ctx, request, reply, await latestAssetTree(ctx), params['*'], CACHE_BY_ALIAS);
  });
  app.get('/assets/pub/:clientId/v/:version/*', async (request, reply) => {
    const params = parseParams(VersionParamsSchema, request.params, 'query');
    checkClient(params.clientId);
    const tree = await assetTreeAt(ctx, params.version);
    if (!tree) throw new AppError('not-found', `No asset version ${params.version}`);
    return sendTree(ctx, request, reply, tree, params['*'], CACHE_BY_VERSION);
  });

  // An operator's unsaved draft over the latest tree, for as long as its link lasts (ADR 019).
  app.get('/assets/pub/:clientId/p/:token/*', async (request, reply) => {
    const params = parseParams(PreviewParamsSchema, request.params, 'query');
    checkClient(params.clientId);
    const tree = await previewTreeOf(ctx, params.token);
    if (!tree) throw new AppError('not-found', 'This preview link has expired or does not exist');
    return sendTree(ctx, request, reply, tree, params['*'], CACHE_PREVIEW);
  });

  const requireAdminApi = makeAdminApiGuard(app, ctx);
  const operators = { onRequest: requireAdminApi() };
  const admins = { onRequest: requireAdminApi(['admin']) };
  const sendJson = (reply: FastifyReply, status: number, body: unknown) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));

  app.get('/admin/assets/*', operators, async (request, reply) => {
    const params = parseParams(AdminPathParamsSchema, request.params, 'query');
    const query = parseParams(AdminGetQuerySchema, request.query, 'query');
    const asset = await getAsset(ctx, params['*'], query.version);
    return sendJson(reply, 200, { data: asset.data, meta: { version: asset.version } });
  });
  app.put('/admin/assets/*', admins, async (request, reply) => {
    const params = parseParams(AdminPathParamsSchema, request.params, 'query');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new AppError('unsupported-content-type', 'Send the asset as application/json');
    }
    const version = await writeAssetAsOperator(ctx, adminActorOf(request), params['*'], request.body);
    return sendJson(reply, 200, { meta: { version } });
  });
  app.delete('/admin/assets/*', admins, async (request, reply) => {
    const params = parseParams(AdminPathParamsSchema, request.params, 'query');
    const version = await deleteAssetAsOperator(ctx, adminActorOf(request), params['*']);
    return sendJson(reply, 200, { meta: { version } });
  });
  app.post('/admin/asset_previews/create', admins, async (request, reply) => {
    parseParams(z.strictObject({}), request.query, 'query');
    const body = parseParams(PreviewBodySchema, request.body, 'body');
    const preview = await createAssetPreview(ctx, adminActorOf(request), body.path, body.data);
    return sendJson(reply, 200, {
      data: { token: preview.token, path: preview.path, expiresAt: preview.expiresAt.toISOString() },
    });
  });
  app.get('/admin/asset_versions', operators, async (request, reply) => {
    const query = parseParams(AdminVersionsQuerySchema, request.query, 'query');
    const versions = await assetVersions(ctx, query.limit ?? 50);
    return sendJson(reply, 200, {
      data: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
      meta: { latest: (await latestAssetTree(ctx)).version },
    });
  });
}
