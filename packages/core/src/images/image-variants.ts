import { z } from 'zod';
import { IMAGE_MAX_SIDE_PX } from '../validators/listing-photos.ts';

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

/** Whether a size is one of the built-in variants' (its renderings are few and kept). */
export function isBuiltInSpec(spec: VariantSpec): boolean {
  return Object.values(BUILT_IN_VARIANTS).some(
    (builtIn) => builtIn.width === spec.width && builtIn.height === spec.height && builtIn.fit === spec.fit,
  );
}

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

/** Most custom variants one request may define (the web template uses six at most). */
export const MAX_CUSTOM_VARIANTS = 25;

const VARIANT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A refused `imageVariant.*` parameter: its key and why. */
export interface VariantParamProblem {
  key: string;
  title: string;
}

/**
 * Reads the custom variants a query defines with `imageVariant.<name>=w:<px>;h:<px>;fit:scale|crop`
 * (api notes §3.2), with every refused parameter named.
 */
export function readCustomVariants(query: Record<string, unknown>): {
  custom: Map<string, VariantSpec>;
  problems: VariantParamProblem[];
} {
  const custom = new Map<string, VariantSpec>();
  const problems: VariantParamProblem[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('imageVariant.')) continue;
    const name = key.slice('imageVariant.'.length);
    if (!VARIANT_NAME.test(name)) {
      problems.push({ key, title: `${key}: variant names are letters, digits, - and _ (at most 64)` });
      continue;
    }
    if (typeof value !== 'string') {
      problems.push({ key, title: `${key}: must be a single value` });
      continue;
    }
    const parsed = parseVariantDefinition(value);
    if ('problems' in parsed)
      problems.push({
        key,
        title: `${key}: ${parsed.problems.join('; ')} (expected w:<px>;h:<px>;fit:scale|crop)`,
      });
    else custom.set(name, parsed.spec);
  }
  if (custom.size > MAX_CUSTOM_VARIANTS) {
    problems.push({
      key: 'imageVariant',
      title: `At most ${MAX_CUSTOM_VARIANTS} custom image variants per request`,
    });
  }
  return { custom, problems };
}
