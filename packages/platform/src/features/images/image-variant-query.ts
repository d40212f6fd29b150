import { AppError, type AppErrorDetail } from '../../http/app-error.ts';
import { BUILT_IN_VARIANTS, parseVariantDefinition, type VariantSpec } from './image-variants.ts';

/**
 * Which image variants a request wants (api notes §3.2): names from `fields.image=variants.<name>,…`
 * and ad-hoc definitions from `imageVariant.<name>=w:<px>;h:<px>;fit:scale|crop`. Every endpoint that
 * returns images (uploads, profile images, listings) reads its query through this.
 */
export interface ImageVariantSelection {
  /** Variant names listed in `fields.image`; null when the request did not narrow image fields. */
  names: string[] | null;
  /** Custom variants defined by `imageVariant.*`, by name. */
  custom: ReadonlyMap<string, VariantSpec>;
}

/** Most custom variants one request may define (the web template uses six at most). */
export const MAX_CUSTOM_VARIANTS = 25;

const VARIANT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * Reads the variant selection from a parsed query; 400 `validation-invalid-params` naming each bad
 * `imageVariant.*` parameter. `fields.image=variants` alone selects every built-in and custom variant.
 */
export function parseImageVariantSelection(query: Record<string, unknown>): ImageVariantSelection {
  const problems: AppErrorDetail[] = [];
  const custom = new Map<string, VariantSpec>();
  const refuse = (key: string, title: string) =>
    problems.push({ code: 'validation-invalid-params', title, source: { path: [key], type: 'query' } });

  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('imageVariant.')) continue;
    const name = key.slice('imageVariant.'.length);
    if (!VARIANT_NAME.test(name)) {
      refuse(key, `${key}: variant names are letters, digits, - and _ (at most 64)`);
      continue;
    }
    if (typeof value !== 'string') {
      refuse(key, `${key}: must be a single value`);
      continue;
    }
    const parsed = parseVariantDefinition(value);
    if ('problems' in parsed)
      refuse(key, `${key}: ${parsed.problems.join('; ')} (expected w:<px>;h:<px>;fit:scale|crop)`);
    else custom.set(name, parsed.spec);
  }
  if (custom.size > MAX_CUSTOM_VARIANTS) {
    refuse('imageVariant', `At most ${MAX_CUSTOM_VARIANTS} custom image variants per request`);
  }
  if (problems.length > 0) throw AppError.many(problems);

  const fields = query['fields.image'];
  if (typeof fields !== 'string') return { names: null, custom };
  const names = new Set<string>();
  for (const entry of fields.split(',').map((s) => s.trim())) {
    if (entry === 'variants') {
      for (const name of [...Object.keys(BUILT_IN_VARIANTS), ...custom.keys()]) names.add(name);
    } else if (entry.startsWith('variants.')) {
      names.add(entry.slice('variants.'.length));
    }
  }
  return { names: [...names], custom };
}
