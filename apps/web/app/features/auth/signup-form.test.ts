import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { UserFieldSchema } from '@mercato/core/config/user-fields';
import { signupFormSchemaFor } from '@mercato/core/validators/signup-by-user-type';
import { describe, expect, it } from 'vitest';
import { customFieldInputName } from '../../lib/forms/custom-fields.ts';
import { readSignupForm, signupLayoutFor, toSignupCommand } from './signup-form.ts';

const config = {
  userTypes: [
    {
      ...DEFAULT_MARKETPLACE_CONFIG.userTypes[0]!,
      userType: 'provider',
      label: 'Provider',
      phoneNumberSettings: { displayInSignUp: true, required: true },
    },
    { ...DEFAULT_MARKETPLACE_CONFIG.userTypes[1]!, userType: 'customer', label: 'Customer' },
  ],
  userFields: UserFieldSchema.array().parse([
    {
      key: 'experience',
      scope: 'public',
      schemaType: 'long',
      numberConfig: { minimum: 0, maximum: 50 },
      saveConfig: { isRequired: true, displayInSignUp: true },
      userTypeConfig: { limitToUserTypeIds: true, userTypeIds: ['provider'] },
    },
    {
      key: 'newsletter',
      scope: 'private',
      schemaType: 'boolean',
      saveConfig: { isRequired: false, displayInSignUp: true },
    },
  ]),
};

/** What every signup sends: the provider Pat's account and the accepted terms. */
const ACCOUNT: [string, string][] = [
  ['email', 'p@example.com'],
  ['password', 'long enough secret'],
  ['firstName', 'Pat'],
  ['lastName', 'Provider'],
  ['terms', 'on'],
];

/** The provider's signup form with the account and `extra` inputs, read for the provider's layout. */
function providerSignup(extra: [string, string][] = []) {
  const layout = signupLayoutFor(config, 'provider');
  const data = new FormData();
  for (const [k, v] of [...ACCOUNT, ...extra]) data.append(k, v);
  const values = readSignupForm(data, layout);
  const schema = signupFormSchemaFor({ userType: config.userTypes[0]!, userFields: layout.fields });
  return { layout, values, schema };
}

describe('signup form from the marketplace config', () => {
  it('asks each user type for its own fields', () => {
    const provider = signupLayoutFor(config, 'provider');
    expect(provider.phoneNumber).toEqual({ shown: true, required: true });
    expect(provider.fields.map((f) => f.key)).toEqual(['experience', 'newsletter']);
    expect(signupLayoutFor(config, 'customer').fields.map((f) => f.key)).toEqual(['newsletter']);
    expect(signupLayoutFor(config, 'martian').userType).toBeNull();
  });

  it('reads, validates and turns a form into the platform command with fields in their scopes', () => {
    const { layout, values, schema } = providerSignup([
      ['phoneNumber', '040 123 4567'],
      [customFieldInputName('experience'), '7'],
      [customFieldInputName('newsletter'), 'true'],
    ]);
    const parsed = schema.parse(values);
    expect(toSignupCommand(parsed, layout)).toEqual({
      email: 'p@example.com',
      password: 'long enough secret',
      firstName: 'Pat',
      lastName: 'Provider',
      publicData: { userType: 'provider', experience: 7 },
      protectedData: { phoneNumber: '040 123 4567' },
      privateData: { newsletter: true },
    });
  });

  it('reports missing required type fields', () => {
    const { values, schema } = providerSignup();
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'fields.experience',
      'phoneNumber',
    ]);
  });
});
