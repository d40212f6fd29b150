import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETPLACE_CONFIG } from '../config/default-config.ts';
import { ListingFieldSchema } from '../config/listing-fields.ts';
import { LISTING_TITLE_MAX_LENGTH, listingDetailsFormSchema } from './listing-details.ts';

const config = {
  listingTypes: DEFAULT_MARKETPLACE_CONFIG.listingTypes,
  categories: [
    {
      id: 'yoga',
      name: 'Yoga',
      subcategories: [
        { id: 'hatha', name: 'Hatha' },
        { id: 'vinyasa', name: 'Vinyasa' },
      ],
    },
    { id: 'pilates', name: 'Pilates' },
  ],
  listingFields: [
    ListingFieldSchema.parse({ key: 'level', schemaType: 'long', numberConfig: { minimum: 1, maximum: 5 } }),
    ListingFieldSchema.parse({
      key: 'video',
      schemaType: 'youtubeVideoUrl',
      saveConfig: { isRequired: true },
    }),
    ListingFieldSchema.parse({
      key: 'mat',
      schemaType: 'boolean',
      saveConfig: { isRequired: true },
      categoryConfig: { limitToCategoryIds: true, categoryIds: ['hatha'] },
    }),
  ],
};
const schema = listingDetailsFormSchema(config);
const valid = {
  title: 'Morning yoga',
  description: 'Gentle start',
  listingType: 'service-with-calendar',
  categoryLevel1: 'pilates',
  fields: { video: 'https://youtu.be/dQw4w9WgXcQ' },
};
const issues = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('listingDetailsFormSchema', () => {
  it('accepts a complete details tab', () => {
    expect(issues(valid)).toBeUndefined();
  });

  it('requires title, description and listing type', () => {
    expect(issues({ ...valid, title: ' ', description: '', listingType: '' })).toEqual([
      ['title', 'this field is required'],
      ['description', 'this field is required'],
      ['listingType', 'this field is required'],
    ]);
  });

  it('bounds the title length', () => {
    expect(issues({ ...valid, title: 'x'.repeat(LISTING_TITLE_MAX_LENGTH + 1) })).toEqual([
      ['title', `title must be ${LISTING_TITLE_MAX_LENGTH} characters or less`],
    ]);
  });

  it('refuses a listing type that is not configured', () => {
    expect(issues({ ...valid, listingType: 'gone' })).toEqual([
      ['listingType', 'this listing type is outdated or missing'],
    ]);
  });

  it('requires a category, and a subcategory when the category has some', () => {
    expect(issues({ ...valid, categoryLevel1: undefined })).toEqual([
      ['categoryLevel1', 'this field is required'],
    ]);
    expect(issues({ ...valid, categoryLevel1: 'yoga' })).toEqual([
      ['categoryLevel2', 'this field is required'],
    ]);
    expect(issues({ ...valid, categoryLevel1: 'boxing' })).toEqual([
      ['categoryLevel1', 'this category is outdated or missing'],
    ]);
  });

  it('checks the custom fields that apply to the chosen category', () => {
    expect(issues({ ...valid, categoryLevel1: 'yoga', categoryLevel2: 'hatha' })).toEqual([
      ['fields.mat', 'this field is required'],
    ]);
    expect(issues({ ...valid, fields: { video: 'https://example.com', level: 9 } })).toEqual([
      ['fields.level', 'value must be between 1 and 5'],
      ['fields.video', 'please enter a valid YouTube URL'],
    ]);
  });

  it('needs no category when none are configured', () => {
    const noCategories = listingDetailsFormSchema({ ...config, categories: [], listingFields: [] });
    expect(noCategories.safeParse({ ...valid, categoryLevel1: undefined }).success).toBe(true);
  });
});
