import { PageAssetSchema } from '@mercato/core/assets/asset-documents';
import { type MarketplaceConfig, MarketplaceConfigSchema } from '@mercato/core/config/marketplace-config';
import { z } from 'zod';
import { errorOf, type Session } from '../session.ts';

/** A page asset (`content/pages/<id>.json`): sections of blocks of typed fields. */
export type PageAsset = z.infer<typeof PageAssetSchema>;

/** The sizes of an image asset referenced from a page, by variant name. */
export type ImageAssetVariants = Record<string, { url: string; width: number; height: number }>;

const IncludedImageSchema = z.object({
  id: z.string(),
  type: z.literal('imageAsset'),
  attributes: z.object({
    variants: z.record(z.string(), z.object({ url: z.string(), width: z.number(), height: z.number() })),
  }),
});

const PageResponseSchema = z.object({
  data: PageAssetSchema,
  included: z.array(z.unknown()).default([]),
  meta: z.object({ version: z.string() }),
});

/** What a preview link shows: the draft's document path and when the link ends. */
export interface AssetPreviewInfo {
  path: string;
  expiresAt: string;
}

const PreviewMetaSchema = z.object({ path: z.string(), expiresAt: z.string() });

/**
 * The Asset Delivery API subset: configuration and page assets, fetched without a token; from the
 * `latest` tree, or with the session's `assetPreview` from the tree of that preview link.
 */
export function assetsResource(session: Session) {
  const client = encodeURIComponent(session.clientId);
  const treeOf = (preview: string | undefined) => (preview ? `p/${encodeURIComponent(preview)}` : 'a/latest');
  const read = (path: string, preview = session.assetPreview) =>
    session.transport({
      method: 'GET',
      url: `/v1/assets/pub/${client}/${treeOf(preview)}/${path}`,
      headers: { accept: 'application/json' },
    });
  const latest = (path: string) => read(path);
  return {
    /** What a preview link's token shows, or null when it is unknown or has ended. */
    async previewOf(token: string): Promise<AssetPreviewInfo | null> {
      const res = await read('mercato/config.json', token);
      if (res.status === 404) return null;
      if (res.status !== 200) throw errorOf(res);
      const meta = (JSON.parse(res.body) as { meta?: { preview?: unknown } }).meta;
      const parsed = PreviewMetaSchema.safeParse(meta?.preview);
      return parsed.success ? parsed.data : null;
    },

    /**
     * The marketplace configuration (Asset Delivery API, `latest` alias): user types and fields,
     * access control, listing types, branding… The web app reads it on every page.
     */
    async config(): Promise<{ data: MarketplaceConfig; version: string; preview?: AssetPreviewInfo }> {
      const res = await latest('mercato/config.json');
      if (res.status !== 200) throw errorOf(res);
      const body = JSON.parse(res.body) as { data: unknown; meta: { version: string; preview?: unknown } };
      const preview = PreviewMetaSchema.safeParse(body.meta.preview);
      return {
        data: MarketplaceConfigSchema.parse(body.data),
        version: body.meta.version,
        ...(preview.success ? { preview: preview.data } : {}),
      };
    },

    /**
     * The operator's UI texts (`content/translations.json`): strings by full key. Anything else in
     * the document is left out; an absent document is no texts.
     */
    async translations(): Promise<{ data: Record<string, string>; version: string | null }> {
      const res = await latest('content/translations.json');
      if (res.status === 404) return { data: {}, version: null };
      if (res.status !== 200) throw errorOf(res);
      const body = JSON.parse(res.body) as { data: unknown; meta: { version: string } };
      const data: Record<string, string> = {};
      if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
        for (const [key, value] of Object.entries(body.data))
          if (typeof value === 'string') data[key] = value;
      }
      return { data, version: body.meta.version };
    },

    /**
     * A content page (`content/pages/<pageId>.json`: the landing page, terms, privacy policy, CMS
     * pages) with the images it references by id; null when there is no such page.
     */
    async page(
      pageId: string,
    ): Promise<{ data: PageAsset; images: Record<string, ImageAssetVariants>; version: string } | null> {
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(pageId)) return null;
      const res = await latest(`content/pages/${pageId}.json`);
      if (res.status === 404) return null;
      if (res.status !== 200) throw errorOf(res);
      const body = PageResponseSchema.parse(JSON.parse(res.body));
      const images: Record<string, ImageAssetVariants> = {};
      for (const item of body.included) {
        const image = IncludedImageSchema.safeParse(item);
        if (image.success) images[image.data.id] = image.data.attributes.variants;
      }
      return { data: body.data, images, version: body.meta.version };
    },
  };
}
