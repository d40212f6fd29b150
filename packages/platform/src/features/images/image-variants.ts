import { IMAGE_MAX_SIDE_PX } from '@mercato/core/validators/listing-photos';
import { z } from 'zod';

/**
 * Image variants (api notes §3.2, §5): a variant is a box (`w`×`h`) and a fit. Everything here is
 * pure arithmetic, so the API can state a variant's exact size without ever decoding the image.
 */

/** How an image goes into a variant's box: `scale` fits inside keeping aspect, `crop` fills it exactly. */
export type VariantFit = 'scale' | 'crop';

/** A variant's box and fit. */
export interface VariantSpec {
  width: number;
  height: number;
  fit: VariantFit;
}

/** Pixel dimensions. */
export interface Dimensions {
  width: number;
  height: number;
}

/** Largest side of any variant, built-in or custom (api notes §3.2: 3072 px). */
export const MAX_VARIANT_SIDE_PX = IMAGE_MAX_SIDE_PX;

/** The Marketplace API's built-in variants and their sizes (api notes §5). */
export const BUILT_IN_VARIANTS = {
  default: { width: 750, height: 750, fit: 'scale' },
  'landscape-crop': { width: 400, height: 267, fit: 'crop' },
  'landscape-crop2x': { width: 800, height: 533, fit: 'crop' },
  'landscape-crop4x': { width: 1600, height: 1066, fit: 'crop' },
  'landscape-crop6x': { width: 2400, height: 1600, fit: 'crop' },
  'scaled-small': { width: 320, height: 320, fit: 'scale' },
  'scaled-medium': { width: 750, height: 750, fit: 'scale' },
  'scaled-large': { width: 1024, height: 1024, fit: 'scale' },
  'scaled-xlarge': { width: 2400, height: 2400, fit: 'scale' },
  'square-small': { width: 240, height: 240, fit: 'crop' },
  'square-small2x': { width: 480, height: 480, fit: 'crop' },
  facebook: { width: 1200, height: 630, fit: 'crop' },
  twitter: { width: 800, height: 418, fit: 'crop' },
} as const satisfies Record<string, VariantSpec>;

/** Name of a built-in variant. */
export type BuiltInVariantName = keyof typeof BUILT_IN_VARIANTS;

/** Whether a name is one of the built-in variants. */
export function isBuiltInVariantName(name: string): name is BuiltInVariantName {
  return Object.hasOwn(BUILT_IN_VARIANTS, name);
}

/**
 * The size a variant of an image of the given size has. `scale` fits inside the box keeping the
 * aspect ratio and never enlarges; `crop` is always exactly the box. The file renderer resizes to
 * exactly these numbers, so what the API states is what is served.
 */
export function variantDimensions(original: Dimensions, spec: VariantSpec): Dimensions {
  if (spec.fit === 'crop') return { width: spec.width, height: spec.height };
  const scale = Math.min(spec.width / original.width, spec.height / original.height, 1);
  return {
    width: Math.max(1, Math.min(spec.width, Math.round(original.width * scale))),
    height: Math.max(1, Math.min(spec.height, Math.round(original.height * scale))),
  };
}

/** The spec part of a variant's storage key and URL, e.g. `w640-h480-crop`. */
export function variantKeyOf(spec: VariantSpec): string {
  return `w${spec.width}-h${spec.height}-${spec.fit}`;
}

const side = z
  .number()
  .int()
  .min(1, 'must be at least 1 px')
  .max(MAX_VARIANT_SIDE_PX, `must be at most ${MAX_VARIANT_SIDE_PX} px`);

/** A variant spec with every side within limits. */
export const VariantSpecSchema = z.object({
  width: side,
  height: side,
  fit: z.enum(['scale', 'crop']),
});

const VARIANT_KEY = /^w([1-9][0-9]{0,3})-h([1-9][0-9]{0,3})-(scale|crop)$/;

/** Reads a spec back from `variantKeyOf` output; null for anything malformed or out of limits. */
export function parseVariantKey(key: string): VariantSpec | null {
  const match = VARIANT_KEY.exec(key);
  if (!match) return null;
  const parsed = VariantSpecSchema.safeParse({
    width: Number(match[1]),
    height: Number(match[2]),
    fit: match[3],
  });
  return parsed.success ? parsed.data : null;
}

// `imageVariant.<name>` values look like `w:640;h:480;fit:crop` (sdk.util.objectQueryString).
const pixels = z
  .string()
  .regex(/^[0-9]{1,5}$/, 'must be a whole number of pixels')
  .transform(Number)
  .pipe(side);
const DefinitionSchema = z.strictObject({
  w: pixels,
  h: pixels,
  fit: z.enum(['scale', 'crop'], { error: 'must be scale or crop' }),
});

/**
 * Parses an `imageVariant.<name>` value (`w:<px>;h:<px>;fit:scale|crop`, any order). Returns the spec
 * or the reasons it is refused (sides 1–3072 px).
 */
export function parseVariantDefinition(value: string): { spec: VariantSpec } | { problems: string[] } {
  const entries: Record<string, string> = {};
  for (const pair of value.split(';')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf(':');
    const key = at < 0 ? pair.trim() : pair.slice(0, at).trim();
    if (Object.hasOwn(entries, key)) return { problems: [`${key} is given twice`] };
    entries[key] = at < 0 ? '' : pair.slice(at + 1).trim();
  }
  const parsed = DefinitionSchema.safeParse(entries);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown key ${issue.keys.join(', ')}`
          : `${issue.path.join('.') || 'value'} ${issue.message}`,
      ),
    };
  }
  return { spec: { width: parsed.data.w, height: parsed.data.h, fit: parsed.data.fit } };
}
