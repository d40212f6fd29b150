import { BUILT_IN_VARIANTS, MAX_CUSTOM_VARIANTS } from '@mercato/core/images/image-variants';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { parseImageVariantSelection } from './image-variant-query.ts';

describe('parseImageVariantSelection', () => {
  it('gives null names when fields.image is absent', () => {
    expect(parseImageVariantSelection({ expand: true })).toEqual({ names: null, custom: new Map() });
  });

  it('reads variant names and custom definitions as the web template sends them', () => {
    const selection = parseImageVariantSelection({
      'fields.image': 'variants.square-small,variants.square-small2x,variants.square-xsmall,profile.x',
      'imageVariant.square-xsmall': 'w:40;h:40;fit:crop',
    });
    expect(selection.names).toEqual(['square-small', 'square-small2x', 'square-xsmall']);
    expect(selection.custom).toEqual(new Map([['square-xsmall', { width: 40, height: 40, fit: 'crop' }]]));
  });

  it('selects every variant for fields.image=variants', () => {
    const selection = parseImageVariantSelection({
      'fields.image': 'variants',
      'imageVariant.card': 'w:400;h:300;fit:crop',
    });
    expect(selection.names).toEqual([...Object.keys(BUILT_IN_VARIANTS), 'card']);
  });

  it('reports every bad definition with its parameter name', () => {
    let error: unknown;
    try {
      parseImageVariantSelection({
        'imageVariant.big': 'w:5000;h:10;fit:crop',
        'imageVariant.bad.name': 'w:10;h:10;fit:crop',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details.map((d) => [d.code, d.source?.path])).toEqual([
      ['validation-invalid-params', ['imageVariant.big']],
      ['validation-invalid-params', ['imageVariant.bad.name']],
    ]);
  });

  it('caps the number of custom variants per request', () => {
    const query = Object.fromEntries(
      Array.from({ length: MAX_CUSTOM_VARIANTS + 1 }, (_, i) => [`imageVariant.v${i}`, 'w:10;h:10;fit:crop']),
    );
    expect(() => parseImageVariantSelection(query)).toThrow(/At most 25 custom image variants/);
  });
});
