import { UserFieldSchema } from '@mercato/core/config/user-fields';
import { describe, expect, it } from 'vitest';
import { toFieldFormValue, toFieldValue } from '../../lib/forms/custom-fields.ts';
import { type EditableUserField, editableUserFields, storedFieldValue } from './profile-fields.ts';

function buildField(overrides: Record<string, unknown> = {}): EditableUserField {
  return UserFieldSchema.parse({ key: 'note', schemaType: 'text', ...overrides }) as EditableUserField;
}

describe('editableUserFields', () => {
  it('keeps fields of the user type that show in the profile, never metadata', () => {
    const fields = [
      buildField({ key: 'everyone' }),
      buildField({ key: 'hosts', userTypeConfig: { limitToUserTypeIds: true, userTypeIds: ['host'] } }),
      buildField({ key: 'guests', userTypeConfig: { limitToUserTypeIds: true, userTypeIds: ['guest'] } }),
      buildField({ key: 'hidden', showConfig: { displayInProfile: false } }),
      buildField({ key: 'operator', scope: 'metadata' }),
      buildField({ key: 'secret', scope: 'private' }),
    ];
    expect(editableUserFields(fields, 'host').map((f) => f.key)).toEqual(['everyone', 'hosts', 'secret']);
    expect(editableUserFields(fields, undefined).map((f) => f.key)).toEqual(['everyone', 'secret']);
  });
});

describe('storedFieldValue', () => {
  it('reads the container of the field scope', () => {
    const profile = { publicData: { note: 'pub' }, protectedData: { note: 'prot' }, privateData: {} };
    expect(storedFieldValue(profile, buildField())).toBe('pub');
    expect(storedFieldValue(profile, buildField({ scope: 'protected' }))).toBe('prot');
    expect(storedFieldValue(profile, buildField({ scope: 'private' }))).toBeUndefined();
  });
});

describe('form values of a field', () => {
  const age = buildField({ key: 'age', schemaType: 'long', numberConfig: { minimum: 0, maximum: 120 } });
  const pets = buildField({
    key: 'pets',
    schemaType: 'multi-enum',
    enumOptions: [
      { option: 'cat', label: 'Cat' },
      { option: 'dog', label: 'Dog' },
    ],
  });
  const smoker = buildField({ key: 'smoker', schemaType: 'boolean' });

  it('shows stored values as input text and wrong types as empty', () => {
    expect(toFieldFormValue(age, 42)).toBe('42');
    expect(toFieldFormValue(age, 'x')).toBe('');
    expect(toFieldFormValue(smoker, false)).toBe('false');
    expect(toFieldFormValue(smoker, undefined)).toBe('');
    expect(toFieldFormValue(pets, ['cat', 3])).toEqual(['cat']);
    expect(toFieldFormValue(buildField(), 'hello')).toBe('hello');
  });

  it('types input text, with empty meaning no value', () => {
    expect(toFieldValue(age, ' 42 ')).toBe(42);
    expect(toFieldValue(age, '4.5')).toBe(4.5);
    expect(toFieldValue(age, 'many')).toBe('many');
    expect(toFieldValue(age, '')).toBeUndefined();
    expect(toFieldValue(smoker, 'true')).toBe(true);
    expect(toFieldValue(smoker, 'false')).toBe(false);
    expect(toFieldValue(smoker, '')).toBeUndefined();
    expect(toFieldValue(pets, ['cat', ''])).toEqual(['cat']);
    expect(toFieldValue(pets, 'dog')).toEqual(['dog']);
    expect(toFieldValue(pets, undefined)).toEqual([]);
    expect(toFieldValue(buildField(), '  hi  ')).toBe('hi');
  });
});
