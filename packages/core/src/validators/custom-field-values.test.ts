import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ValidatableField } from './custom-field-values.ts';
import { checkCustomFieldValues } from './custom-field-values.ts';

const fields: ValidatableField[] = [
  { key: 'bio', schemaType: 'text', saveConfig: { isRequired: true, requiredMessage: 'tell us about you' } },
  {
    key: 'pet',
    schemaType: 'enum',
    enumOptions: [{ option: 'cat', label: 'Cat' }],
    saveConfig: { isRequired: true },
  },
  { key: 'pets', schemaType: 'multi-enum', enumOptions: [{ option: 'cat', label: 'Cat' }] },
  { key: 'age', schemaType: 'long', numberConfig: { minimum: 18, maximum: 120, step: 1 } },
  { key: 'smoker', schemaType: 'boolean' },
  { key: 'video', schemaType: 'youtubeVideoUrl' },
];

const issuesOf = (values: Record<string, unknown>) =>
  z
    .record(z.string(), z.unknown())
    .superRefine((v, context) => checkCustomFieldValues(fields, v, context))
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('checkCustomFieldValues', () => {
  it('requires required fields, with the operator message when set', () => {
    expect(issuesOf({ bio: '  ', pets: [] })).toEqual([
      ['bio', 'tell us about you'],
      ['pet', 'this field is required'],
    ]);
  });

  it('keeps numbers within min and max', () => {
    const base = { bio: 'x', pet: 'cat' };
    expect(issuesOf({ ...base, age: 17 })).toEqual([['age', 'value must be between 18 and 120']]);
    expect(issuesOf({ ...base, age: 121 })).toEqual([['age', 'value must be between 18 and 120']]);
    expect(issuesOf({ ...base, age: 18.5 })).toEqual([['age', 'value must be a whole number']]);
    expect(issuesOf({ ...base, age: 120 })).toBeUndefined();
  });

  it('needs a valid YouTube URL in video fields', () => {
    expect(issuesOf({ bio: 'x', pet: 'cat', video: 'https://vimeo.com/1' })).toEqual([
      ['video', 'please enter a valid YouTube URL'],
    ]);
    expect(issuesOf({ bio: 'x', pet: 'cat', video: 'https://youtu.be/dQw4w9WgXcQ' })).toBeUndefined();
  });

  it('checks enums, booleans and text types', () => {
    expect(issuesOf({ bio: 5, pet: 'dog', pets: ['dog'], smoker: 'yes' })).toEqual([
      ['bio', 'value must be text'],
      ['pet', 'please choose one of the options'],
      ['pets', 'please choose one of the options'],
      ['smoker', 'please choose yes or no'],
    ]);
  });
});
