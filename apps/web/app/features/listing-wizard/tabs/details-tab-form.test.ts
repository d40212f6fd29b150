import { describe, expect, it } from 'vitest';
import { bookingType, buildConfig, buildWizardListing, purchaseType } from '../wizard-test-builders.ts';
import {
  categoryChoicesOf,
  detailsExtendedData,
  initialDetailsValues,
  parseDetailsForm,
  withoutRemovals,
} from './details-tab-form.ts';

const config = buildConfig({
  listingTypes: [bookingType('lesson', 'Lesson'), purchaseType('goods', 'Goods')],
  categories: [
    {
      id: 'crafts',
      name: 'Crafts',
      subcategories: [
        { id: 'ceramics', name: 'Ceramics', subcategories: [{ id: 'tiles', name: 'Tiles' }] },
        { id: 'textiles', name: 'Textiles' },
      ],
    },
    { id: 'music', name: 'Music' },
  ],
  listingFields: [
    {
      key: 'level',
      scope: 'public',
      schemaType: 'enum',
      enumOptions: [
        { option: 'beginner', label: 'Beginner' },
        { option: 'advanced', label: 'Advanced' },
      ],
      saveConfig: { label: 'Level', isRequired: true },
      listingTypeConfig: { limitToListingTypeIds: true, listingTypeIds: ['lesson'] },
    },
    {
      key: 'glaze',
      scope: 'public',
      schemaType: 'text',
      categoryConfig: { limitToCategoryIds: true, categoryIds: ['ceramics'] },
    },
    { key: 'kilnNotes', scope: 'private', schemaType: 'text' },
    { key: 'groupSize', scope: 'public', schemaType: 'long', numberConfig: { minimum: 1, maximum: 12 } },
  ],
});

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

const valid = {
  title: 'Tile painting',
  description: 'Paint a tile.',
  listingType: 'lesson',
  category: 'crafts/ceramics/tiles',
  'fields.level': 'beginner',
};

describe('categoryChoicesOf', () => {
  it('offers every leaf down to three levels, named by its path', () => {
    expect(categoryChoicesOf(config.categories)).toEqual([
      { value: 'crafts/ceramics/tiles', label: 'Crafts › Ceramics › Tiles', group: 'Crafts' },
      { value: 'crafts/textiles', label: 'Crafts › Textiles', group: 'Crafts' },
      { value: 'music', label: 'Music', group: 'Music' },
    ]);
  });
});

describe('parseDetailsForm', () => {
  it('accepts the details with the custom fields of the chosen type and category', () => {
    const { result } = parseDetailsForm(
      formOf({ ...valid, 'fields.glaze': 'celadon', 'fields.groupSize': '4' }),
      config,
    );
    expect(result.ok && result.data).toMatchObject({
      title: 'Tile painting',
      listingType: 'lesson',
      categoryLevel1: 'crafts',
      categoryLevel2: 'ceramics',
      categoryLevel3: 'tiles',
      fields: { level: 'beginner', glaze: 'celadon', groupSize: 4 },
    });
  });

  it('requires title, description, type and a category leaf with the spec text', () => {
    const { result } = parseDetailsForm(
      formOf({ title: ' ', description: '', listingType: '', category: '' }),
      config,
    );
    expect(result.ok ? {} : result.errors).toMatchObject({
      title: 'this field is required',
      description: 'this field is required',
      listingType: 'this field is required',
      category: 'this field is required',
    });
    const { result: notLeaf } = parseDetailsForm(formOf({ ...valid, category: 'crafts/ceramics' }), config);
    expect(notLeaf.ok ? {} : notLeaf.errors).toEqual({ category: 'this field is required' });
  });

  it('checks only the fields that apply: a required field of another type is not asked for', () => {
    const goods = { ...valid, listingType: 'goods', 'fields.level': '' };
    expect(parseDetailsForm(formOf(goods), config).result.ok).toBe(true);
    const lesson = { ...valid, 'fields.level': '' };
    const { result } = parseDetailsForm(formOf(lesson), config);
    expect(result.ok ? {} : result.errors).toEqual({ 'fields.level': 'this field is required' });
  });

  it('refuses numbers outside their bounds and outdated types', () => {
    const { result } = parseDetailsForm(formOf({ ...valid, 'fields.groupSize': '40' }), config);
    expect(result.ok ? {} : Object.keys(result.errors)).toEqual(['fields.groupSize']);
    const { result: outdated } = parseDetailsForm(formOf({ ...valid, listingType: 'gone' }), config);
    expect(outdated.ok ? {} : outdated.errors.listingType).toBe('this listing type is outdated or missing');
  });
});

describe('detailsExtendedData', () => {
  it('stores type, process, unit, categories and fields by scope, removing what no longer applies', () => {
    const { result } = parseDetailsForm(
      formOf({
        ...valid,
        listingType: 'goods',
        category: 'music',
        'fields.glaze': 'celadon',
        'fields.kilnNotes': 'cone 6',
      }),
      config,
    );
    if (!result.ok) throw new Error('expected valid details');
    const { publicData, privateData } = detailsExtendedData(result.data, config);
    expect(publicData).toEqual({
      listingType: 'goods',
      transactionProcessAlias: 'default-purchase/release-1',
      unitType: 'item',
      priceVariationsEnabled: null,
      categoryLevel1: 'music',
      categoryLevel2: null,
      categoryLevel3: null,
      level: null,
      glaze: null,
      groupSize: null,
    });
    expect(privateData).toEqual({ kilnNotes: 'cone 6' });
    const withVariants = {
      ...config,
      listingTypes: config.listingTypes.map((type) =>
        type.listingType === 'goods' ? { ...type, priceVariations: { enabled: true } } : type,
      ),
    };
    expect(detailsExtendedData(result.data, withVariants).publicData.priceVariationsEnabled).toBe(true);
    expect(withoutRemovals(publicData)).toEqual({
      listingType: 'goods',
      transactionProcessAlias: 'default-purchase/release-1',
      unitType: 'item',
      categoryLevel1: 'music',
    });
  });
});

describe('initialDetailsValues', () => {
  it('fills the form from the stored listing', () => {
    const listing = buildWizardListing({
      description: 'Paint a tile.',
      publicData: {
        listingType: 'lesson',
        categoryLevel1: 'crafts',
        categoryLevel2: 'textiles',
        groupSize: 3,
      },
      privateData: { kilnNotes: 'cone 6' },
    });
    expect(initialDetailsValues(listing, config)).toMatchObject({
      title: 'Tile painting workshop',
      listingType: 'lesson',
      category: 'crafts/textiles',
      fields: { groupSize: '3', kilnNotes: 'cone 6', level: '' },
    });
  });

  it('preselects the only listing type of a marketplace', () => {
    expect(initialDetailsValues(null, buildConfig()).listingType).toBe('service-with-calendar');
    expect(initialDetailsValues(null, config).listingType).toBe('');
  });
});
