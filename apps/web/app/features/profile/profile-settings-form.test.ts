import { UserFieldSchema } from '@mercato/core/config/user-fields';
import { UserTypeSchema } from '@mercato/core/config/user-types';
import { describe, expect, it } from 'vitest';
import type { EditableUserField } from './profile-fields.ts';
import {
  initialProfileForm,
  type ProfileFormSetup,
  type ProfileFormState,
  profileFormSetup,
  readProfileForm,
  validateProfileForm,
} from './profile-settings-form.ts';

function buildField(overrides: Record<string, unknown>): EditableUserField {
  return UserFieldSchema.parse({ schemaType: 'text', ...overrides }) as EditableUserField;
}

const age = buildField({
  key: 'age',
  schemaType: 'long',
  numberConfig: { minimum: 18, maximum: 120 },
  saveConfig: { isRequired: true, requiredMessage: 'tell us your age' },
});
const pets = buildField({
  key: 'pets',
  scope: 'private',
  schemaType: 'multi-enum',
  enumOptions: [
    { option: 'cat', label: 'Cat' },
    { option: 'dog', label: 'Dog' },
  ],
});
const setup: ProfileFormSetup = { showDisplayName: true, fields: [age, pets] };

function buildState(overrides: Partial<ProfileFormState> = {}): ProfileFormState {
  return {
    firstName: 'Erin',
    lastName: 'Tester',
    displayName: 'Erin T',
    bio: '',
    fields: { age: '30', pets: [] },
    ...overrides,
  };
}

describe('profileFormSetup', () => {
  it('hides the display name when the user type turns it off', () => {
    const config = {
      userTypes: [
        UserTypeSchema.parse({ userType: 'a', label: 'A', defaultUserFields: { displayName: false } }),
        UserTypeSchema.parse({ userType: 'b', label: 'B' }),
      ],
      userFields: [age],
    };
    expect(profileFormSetup(config, 'a').showDisplayName).toBe(false);
    expect(profileFormSetup(config, 'b')).toEqual({ showDisplayName: true, fields: [age] });
    expect(profileFormSetup(config, undefined).showDisplayName).toBe(true);
  });
});

describe('initialProfileForm', () => {
  it('starts from the stored profile', () => {
    const profile = {
      firstName: 'Erin',
      lastName: 'Tester',
      displayName: 'Erin T',
      bio: null,
      publicData: { age: 33 },
      protectedData: {},
      privateData: { pets: ['dog'] },
    };
    expect(initialProfileForm(profile, setup)).toEqual(
      buildState({ bio: '', fields: { age: '33', pets: ['dog'] } }),
    );
    expect(initialProfileForm(profile, { ...setup, showDisplayName: false }).displayName).toBeUndefined();
  });
});

describe('readProfileForm', () => {
  it('reads text inputs and every ticked option', () => {
    const form = new FormData();
    for (const [name, value] of [
      ['firstName', 'Erin'],
      ['lastName', 'Tester'],
      ['displayName', 'Erin T'],
      ['bio', 'Hi'],
      ['fields.age', '30'],
      ['fields.pets', 'cat'],
      ['fields.pets', 'dog'],
    ] as const)
      form.append(name, value);
    expect(readProfileForm(form, setup)).toEqual(
      buildState({ bio: 'Hi', fields: { age: '30', pets: ['cat', 'dog'] } }),
    );
    expect(readProfileForm(form, { ...setup, showDisplayName: false }).displayName).toBeUndefined();
  });
});

describe('validateProfileForm', () => {
  it('types the values and turns an empty bio into null', () => {
    const result = validateProfileForm(setup, buildState({ fields: { age: '30', pets: ['cat'] } }));
    expect(result).toEqual({
      ok: true,
      data: {
        firstName: 'Erin',
        lastName: 'Tester',
        displayName: 'Erin T',
        bio: null,
        fields: { age: 30, pets: ['cat'] },
      },
    });
  });

  it('puts errors on their inputs, custom fields by `fields.<key>`', () => {
    const result = validateProfileForm(
      setup,
      buildState({
        firstName: ' ',
        displayName: '',
        bio: 'x'.repeat(5001),
        fields: { age: '', pets: ['fish'] },
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'this field is required',
        displayName: 'this field is required',
        bio: 'bio must be 5000 characters or less',
        'fields.age': 'tell us your age',
        'fields.pets': 'please choose one of the options',
      },
    });
  });

  it('checks number bounds and whole numbers', () => {
    const low = validateProfileForm(setup, buildState({ fields: { age: '12', pets: [] } }));
    expect(low).toMatchObject({ ok: false, errors: { 'fields.age': 'value must be between 18 and 120' } });
    const text = validateProfileForm(setup, buildState({ fields: { age: 'old', pets: [] } }));
    expect(text).toMatchObject({ ok: false, errors: { 'fields.age': 'value must be a whole number' } });
  });
});
