import { BUILT_IN_VARIANTS, readCustomVariants, type VariantSpec } from '@mercato/core/images/image-variants';
import { AppError } from '../../errors/app-error.ts';

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

/**
 * Reads the variant selection from a parsed query; 400 `validation-invalid-params` naming each bad
 * `imageVariant.*` parameter (the shared query schema refuses those before any route runs).
 * `fields.image=variants` alone selects every built-in and custom variant.
 */
export function parseImageVariantSelection(query: Record<string, unknown>): ImageVariantSelection {
  const { custom, problems } = readCustomVariants(query);
  if (problems.length > 0)
    throw AppError.many(
      problems.map(({ key, title }) => ({
        code: 'validation-invalid-params',
        title,
        source: { path: [key], type: 'query' },
      })),
    );

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
