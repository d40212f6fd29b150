import { describe, expect, it } from 'vitest';
import { isUserFieldApplicable, UserFieldSchema } from './user-fields.ts';

describe('UserFieldSchema', () => {
  it('accepts the four user scopes and fills defaults', () => {
    for (const scope of ['public', 'protected', 'private', 'metadata']) {
      expect(UserFieldSchema.safeParse({ key: 'k', scope, schemaType: 'boolean' }).success).toBe(true);
    }
    const field = UserFieldSchema.parse({ key: 'k', schemaType: 'text', showConfig: {}, saveConfig: {} });
    expect(field.showConfig).toEqual({ displayInProfile: true });
    expect(field.saveConfig).toEqual({ isRequired: false, displayInSignUp: true });
  });

  it('rejects unknown scopes and schema types and empty enums', () => {
    const messages = (input: unknown) =>
      UserFieldSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ key: 'k', scope: 'secret', schemaType: 'text' })).toEqual(['unknown scope "secret"']);
    expect(messages({ key: 'k', schemaType: 'json' })).toEqual(['unknown schema type "json"']);
    expect(messages({ key: 'k', schemaType: 'enum', enumOptions: [] })).toEqual([
      'enum fields need a non-empty options list',
    ]);
  });

  it('applies to the listed user types only when limited', () => {
    const limited = UserFieldSchema.parse({
      key: 'k',
      schemaType: 'text',
      userTypeConfig: { limitToUserTypeIds: true, userTypeIds: ['a'] },
    });
    expect(isUserFieldApplicable(limited, 'a')).toBe(true);
    expect(isUserFieldApplicable(limited, 'b')).toBe(false);
    expect(isUserFieldApplicable(limited, undefined)).toBe(false);
    expect(isUserFieldApplicable(UserFieldSchema.parse({ key: 'k', schemaType: 'text' }), undefined)).toBe(
      true,
    );
  });
});
