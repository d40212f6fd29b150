import { UserFieldSchema } from '@mercato/core/config/user-fields';
import { describe, expect, it } from 'vitest';
import type { EditableUserField } from './profile-fields.ts';
import type { ProfileFormSetup } from './profile-settings-form.ts';
import { profileUpdateOf } from './profile-update.ts';

function buildField(overrides: Record<string, unknown>): EditableUserField {
  return UserFieldSchema.parse({ schemaType: 'text', ...overrides }) as EditableUserField;
}

const setup: ProfileFormSetup = {
  showDisplayName: true,
  fields: [
    buildField({ key: 'motto' }),
    buildField({ key: 'diet', scope: 'protected' }),
    buildField({
      key: 'tags',
      scope: 'private',
      schemaType: 'multi-enum',
      enumOptions: [{ option: 'a', label: 'A' }],
    }),
  ],
};

describe('profileUpdateOf', () => {
  it('writes each field into its scope and removes emptied ones with null', () => {
    const update = profileUpdateOf(
      {
        firstName: 'Erin',
        lastName: 'Tester',
        displayName: 'Erin T',
        bio: null,
        fields: { motto: 'Carpe diem', diet: undefined, tags: [] },
      },
      setup,
    );
    expect(update).toEqual({
      firstName: 'Erin',
      lastName: 'Tester',
      displayName: 'Erin T',
      bio: null,
      publicData: { motto: 'Carpe diem' },
      protectedData: { diet: null },
      privateData: { tags: null },
    });
  });

  it('leaves out the display name and unused containers when the form has neither', () => {
    const update = profileUpdateOf(
      { firstName: 'Erin', lastName: 'Tester', displayName: 'ignored', bio: 'Hi', fields: {} },
      { showDisplayName: false, fields: [] },
    );
    expect(update).toEqual({ firstName: 'Erin', lastName: 'Tester', bio: 'Hi' });
  });
});
