import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';
import { addRepeatIssues } from './repeats.ts';

/** Texts of the product variant rules besides those spec §5 spells out. */
export const PRODUCT_VARIANT_MESSAGES = {
  duplicateAttribute: 'attribute names must be unique',
  duplicateValue: 'values must be unique',
  unknownValue: 'choose one of the attribute values',
  duplicateVariant: 'this combination already exists',
} as const;

const RequiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

/** One attribute of a product, such as size with values S, M and L. */
export const VariantAttributeSchema = z
  .object({
    name: RequiredString(VALIDATION_MESSAGES.attributeNameRequired),
    values: z
      .array(RequiredString(VALIDATION_MESSAGES.valueRequired), { error: VALIDATION_MESSAGES.valueRequired })
      .min(1, VALIDATION_MESSAGES.valueRequired),
  })
  .superRefine((attribute, context) => {
    addRepeatIssues(attribute.values, context, (_value, index) => ({
      message: PRODUCT_VARIANT_MESSAGES.duplicateValue,
      path: ['values', index],
    }));
  });

/** One sellable combination: a value for every attribute. */
export const ProductVariantSchema = z.object({ options: z.record(z.string(), z.string()) });

/**
 * The product variants editor: attributes first ('please add an attribute'), then the variants
 * built from them ('variants is required'), each naming a known value of every attribute.
 */
export const ProductVariantsFormSchema = z
  .object({
    attributes: z
      .array(VariantAttributeSchema, { error: VALIDATION_MESSAGES.addAttribute })
      .min(1, VALIDATION_MESSAGES.addAttribute),
    variants: z
      .array(ProductVariantSchema, { error: VALIDATION_MESSAGES.variantsRequired })
      .min(1, VALIDATION_MESSAGES.variantsRequired),
  })
  .superRefine((form, context) => {
    const names = form.attributes.map((attribute) => attribute.name);
    addRepeatIssues(names, context, (_name, index) => ({
      message: PRODUCT_VARIANT_MESSAGES.duplicateAttribute,
      path: ['attributes', index, 'name'],
    }));
    const combinations = new Set<string>();
    form.variants.forEach((variant, index) => {
      for (const attribute of form.attributes) {
        if (!attribute.values.includes(variant.options[attribute.name] ?? '')) {
          context.addIssue({
            code: 'custom',
            message: PRODUCT_VARIANT_MESSAGES.unknownValue,
            path: ['variants', index, 'options', attribute.name],
          });
        }
      }
      const combination = JSON.stringify(names.map((name) => variant.options[name]));
      if (combinations.has(combination)) {
        context.addIssue({
          code: 'custom',
          message: PRODUCT_VARIANT_MESSAGES.duplicateVariant,
          path: ['variants', index],
        });
      }
      combinations.add(combination);
    });
  });
/** Parsed product variants editor. */
export type ProductVariantsForm = z.infer<typeof ProductVariantsFormSchema>;
