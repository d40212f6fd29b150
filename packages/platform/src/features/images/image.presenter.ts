import {
  BUILT_IN_VARIANTS,
  isBuiltInVariantName,
  type VariantSpec,
  variantDimensions,
} from '@mercato/core/images/image-variants';
import type { Resource } from '../../http/envelope.ts';
import { WireUuid, type WireValue } from '../../http/wire-values.ts';
import type { Image } from './image.ts';
import type { ImageUrls } from './image-urls.ts';

/**
 * Variants an image resource carries when the request names none (no `fields.image`). The real API
 * answers with `default` alone; callers that need more ask for them, as the web template always does.
 */
export const DEFAULT_VARIANT_NAMES: readonly string[] = ['default'];

/** The spec a variant name stands for: a custom definition first, then the built-ins; null if unknown. */
export function resolveVariant(name: string, custom: ReadonlyMap<string, VariantSpec>): VariantSpec | null {
  return custom.get(name) ?? (isBuiltInVariantName(name) ? BUILT_IN_VARIANTS[name] : null);
}

/**
 * The `image` resource (api notes §5): `variants.<name> = {name, width, height, url}` for each
 * requested name (or `DEFAULT_VARIANT_NAMES`). Sizes are computed from the original, so presenting
 * never renders anything; unknown names are left out, as a sparse field that does not exist would be.
 */
export function presentImage(
  image: Image,
  requestedVariantNames: readonly string[] | null,
  customVariants: ReadonlyMap<string, VariantSpec>,
  urls: ImageUrls,
): Resource {
  const variants: Record<string, WireValue> = {};
  for (const name of requestedVariantNames ?? DEFAULT_VARIANT_NAMES) {
    const spec = resolveVariant(name, customVariants);
    if (!spec) continue;
    const { width, height } = variantDimensions(image, spec);
    variants[name] = { name, width, height, url: urls.urlOf(image.id, spec) };
  }
  return { id: new WireUuid(image.id), type: 'image', attributes: { variants } };
}
