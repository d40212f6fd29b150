import { z } from 'zod';
import { ImageAssetDocumentSchema, imageIdOfPath } from './image-assets.ts';

/**
 * Rules for documents the operator writes into the asset tree: a JSON object, and for the paths
 * whose readers expect a shape (pages, texts, commission, images), that shape. A refused document
 * changes nothing; the version in force stays live.
 */

/** Largest document we store, serialised (the size of an API request body; the template's translations are ~100 kB). */
export const MAX_ASSET_BYTES = 256 * 1024;

const FieldIdSchema = z.string().min(1).max(100);

/** A page asset (`/content/pages/<id>.json`): `sections`, each with a type and an id. */
export const PageAssetSchema = z.looseObject({
  sections: z.array(
    z.looseObject({
      sectionType: z.string().min(1, 'sectionType is required'),
      sectionId: FieldIdSchema,
      blocks: z.array(z.looseObject({ blockType: z.string().min(1), blockId: FieldIdSchema })).optional(),
    }),
  ),
  meta: z.looseObject({}).optional(),
});

const TextsSchema = z.record(z.string().min(1).max(200), z.string().max(20_000));

const CommissionSchema = z.looseObject({
  percentage: z.number().min(0).max(100),
  minimum_amount: z.int().min(0).optional(),
});

/** `/transactions/commission.json` in the template's shape. */
export const CommissionAssetSchema = z.looseObject({
  providerCommission: CommissionSchema.optional(),
  customerCommission: CommissionSchema.optional(),
});

/** Whether `path` is a page asset and its page id. */
export function pageIdOfPath(path: string): string | undefined {
  return /^\/content\/pages\/([A-Za-z0-9_-]+)\.json$/.exec(path)?.[1];
}

function schemaFor(path: string): z.ZodType | undefined {
  if (pageIdOfPath(path)) return PageAssetSchema;
  if (imageIdOfPath(path)) return ImageAssetDocumentSchema;
  if (path === '/content/translations.json' || path === '/content/email-texts.json') return TextsSchema;
  if (path === '/transactions/commission.json') return CommissionAssetSchema;
  return undefined;
}

/** A problem of one document: where and what. */
export interface AssetIssue {
  path: string;
  message: string;
}

/** Checks a document for `path`; the issues are empty when it may be stored. */
export function checkAssetDocument(path: string, value: unknown): AssetIssue[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [{ path: '', message: 'an asset must be a JSON object' }];
  }
  if (JSON.stringify(value).length > MAX_ASSET_BYTES) {
    return [{ path: '', message: `an asset must be at most ${MAX_ASSET_BYTES / 1024} kB` }];
  }
  const schema = schemaFor(path);
  if (!schema) return [];
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses the text of a document, or says why it is not JSON. */
export function parseAssetJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${(error as Error).message}` };
  }
}
