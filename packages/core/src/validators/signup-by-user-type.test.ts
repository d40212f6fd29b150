import { describe, expect, it } from 'vitest';
import { UserFieldSchema } from '../config/user-fields.ts';
import { UserTypeSchema } from '../config/user-types.ts';
import { confirmSignupFormSchemaFor, DisplayNameSchema, signupFormSchemaFor } from './signup-by-user-type.ts';

const userType = UserTypeSchema.parse({
  userType: 'd',
  label: 'Host',
  displayNameSettings: { displayInSignUp: true, required: true },
  phoneNumberSettings: { displayInSignUp: true, required: false },
});
const userFields = [
  UserFieldSchema.parse({ key: 'company', schemaType: 'text', saveConfig: { isRequired: true } }),
  UserFieldSchema.parse({
    key: 'license',
    schemaType: 'text',
    saveConfig: { isRequired: true },
    userTypeConfig: { limitToUserTypeIds: true, userTypeIds: ['a'] },
  }),
  UserFieldSchema.parse({
    key: 'hidden',
    schemaType: 'text',
    saveConfig: { isRequired: true, displayInSignUp: false },
  }),
];
const base = {
  email: 'ada@example.com',
  password: 'long enough',
  firstName: 'Ada',
  lastName: 'Lovelace',
  terms: true,
  userType: 'd',
};
const issues = (input: unknown) =>
  signupFormSchemaFor({ userType, userFields })
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('signupFormSchemaFor', () => {
  it('requires the display name and signup user fields the user type asks for', () => {
    expect(issues(base)).toEqual([
      ['displayName', 'this field is required'],
      ['fields.company', 'this field is required'],
    ]);
    expect(issues({ ...base, displayName: 'Ada L', fields: { company: 'ACME' } })).toBeUndefined();
  });

  it('checks an optional phone number only when given', () => {
    const filled = { ...base, displayName: 'Ada L', fields: { company: 'ACME' } };
    expect(issues({ ...filled, phoneNumber: '' })).toBeUndefined();
    expect(issues({ ...filled, phoneNumber: 'abc' })).toEqual([
      ['phoneNumber', 'please enter a valid phone number'],
    ]);
  });

  it('requires the phone when the user type says so and ignores hidden default fields', () => {
    const strict = UserTypeSchema.parse({
      userType: 'a',
      label: 'Seller',
      defaultUserFields: { displayName: false },
      displayNameSettings: { displayInSignUp: true, required: true },
      phoneNumberSettings: { displayInSignUp: true, required: true },
    });
    const result = signupFormSchemaFor({ userType: strict, userFields: [] }).safeParse({
      ...base,
      userType: 'a',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phoneNumber']);
  });

  it('needs terms acceptance and the matching user type', () => {
    const filled = { ...base, displayName: 'Ada L', fields: { company: 'ACME' } };
    expect(issues({ ...filled, terms: false })).toEqual([
      ['terms', 'you need to accept the terms of service'],
    ]);
    expect(issues({ ...filled, userType: 'x' })?.[0]?.[0]).toBe('userType');
  });
});

describe('DisplayNameSchema', () => {
  it("uses the spec's length text", () => {
    expect(DisplayNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'display name must be 100 characters or less',
    );
  });
});

describe('confirmSignupFormSchemaFor', () => {
  it('is the signup form without a password', () => {
    const schema = confirmSignupFormSchemaFor({ userType, userFields });
    const { password: _password, ...rest } = base;
    expect(schema.safeParse({ ...rest, displayName: 'Ada', fields: { company: 'ACME' } }).success).toBe(true);
    expect(schema.safeParse({ ...rest, fields: { company: 'ACME' } }).success).toBe(false);
  });
});
