import { z } from 'zod';
import type { AdminSession } from './session.ts';

/** One stored version of the hosted assets: who wrote it, when, and the paths it changed. */
const AssetVersionSchema = z.object({
  id: z.string(),
  source: z.string(),
  createdAt: z.string(),
  paths: z.array(z.string()),
});

/** A preview of a draft: the token of its link, the document's path, and when it ends. */
const AssetPreviewSchema = z.object({ token: z.string(), path: z.string(), expiresAt: z.string() });

/** An asset path as a URL path: each segment encoded, no leading slash. */
function pathOf(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The version of the asset tree an answer's `meta` names. */
function versionOf(meta: Record<string, unknown>): string {
  return String(meta.version ?? '');
}

/**
 * The hosted assets (content, translations, the configuration): read them (any operator), write a
 * document as a new version and list the versions (admins write). Removing a document is
 * `DELETE /v1/admin/assets/<path>`, which the SDK's transports do not send.
 */
export function adminAssetsResource(session: AdminSession) {
  return {
    /** `assets/<path>`: a document of the latest version, or of `version`. */
    get: async (path: string, version?: string) => {
      const res = await session.call('GET', `assets/${pathOf(path)}`, z.unknown(), { version });
      return { data: res.data, version: versionOf(res.meta) };
    },
    /** `PUT assets/<path>`: writes a document as a new version (refused whole if invalid); the new version. */
    put: async (path: string, document: unknown) => {
      const res = await session.call('PUT', `assets/${pathOf(path)}`, z.unknown(), {}, document);
      return { version: versionOf(res.meta) };
    },
    /**
     * `asset_previews/create`: a link's token to the site with `document` at `path` instead of the
     * live one, refused (400) as a save of it would be; it lasts until `expiresAt`.
     */
    preview: async (path: string, document: unknown) => {
      const res = await session.call(
        'POST',
        'asset_previews/create',
        AssetPreviewSchema,
        {},
        {
          path,
          data: document,
        },
      );
      return res.data;
    },
    /** `asset_versions`: the stored versions, newest first (50 unless `limit`), and the latest. */
    versions: async (limit?: number) => {
      const res = await session.call('GET', 'asset_versions', z.array(AssetVersionSchema), { limit });
      return { data: res.data, latest: String(res.meta.latest ?? '') };
    },
  };
}
