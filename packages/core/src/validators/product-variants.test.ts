import { describe, expect, it } from 'vitest';
import { ProductVariantsFormSchema } from './product-variants.ts';

const issues = (input: unknown) =>
  ProductVariantsFormSchema.safeParse(input).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);
const size = { name: 'Size', values: ['S', 'M'] };

describe('ProductVariantsFormSchema', () => {
  it('accepts attributes and variants built from them', () => {
    expect(
      issues({ attributes: [size], variants: [{ options: { Size: 'S' } }, { options: { Size: 'M' } }] }),
    ).toBeUndefined();
  });

  it("uses the spec's texts for missing parts", () => {
    expect(issues({ attributes: [], variants: [] })).toEqual([
      ['attributes', 'please add an attribute'],
      ['variants', 'variants is required'],
    ]);
    expect(issues({ attributes: [{ name: ' ', values: [''] }], variants: [{ options: {} }] })).toEqual([
      ['attributes.0.name', 'attribute name is required'],
      ['attributes.0.values.0', 'value is required'],
    ]);
    expect(
      issues({ attributes: [{ name: 'Size', values: [] }], variants: [{ options: {} }] }),
    ).toContainEqual(['attributes.0.values', 'value is required']);
  });

  it('refuses duplicates and unknown values', () => {
    expect(
      issues({
        attributes: [size, { name: 'Colour', values: ['Red', 'Red'] }],
        variants: [{ options: { Size: 'S', Colour: 'Red' } }],
      }),
    ).toEqual([['attributes.1.values.1', 'values must be unique']]);
    expect(issues({ attributes: [size, { ...size }], variants: [{ options: { Size: 'S' } }] })).toEqual([
      ['attributes.1.name', 'attribute names must be unique'],
    ]);
    expect(
      issues({
        attributes: [size],
        variants: [{ options: { Size: 'XL' } }, { options: { Size: 'S' } }, { options: { Size: 'S' } }],
      }),
    ).toEqual([
      ['variants.0.options.Size', 'choose one of the attribute values'],
      ['variants.2', 'this combination already exists'],
    ]);
  });
});
