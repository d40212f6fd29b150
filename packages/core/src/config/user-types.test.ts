import { describe, expect, it } from 'vitest';
import { UserTypeSchema } from './user-types.ts';

describe('UserTypeSchema', () => {
  it('allows both roles and every account link by default', () => {
    expect(UserTypeSchema.parse({ userType: 'a', label: 'Seller' })).toEqual({
      userType: 'a',
      label: 'Seller',
      roles: { customer: true, provider: true },
      accountLinksVisibility: { postListings: true, paymentMethods: true, payoutDetails: true },
    });
  });

  it('keeps display name and phone settings', () => {
    const type = UserTypeSchema.parse({
      userType: 'b',
      label: 'Buyer',
      defaultUserFields: { displayName: false },
      phoneNumberSettings: { displayInSignUp: true, required: true },
      displayNameSettings: {},
      accountLinksVisibility: { postListings: false },
    });
    expect(type.defaultUserFields).toEqual({ displayName: false, phoneNumber: true });
    expect(type.phoneNumberSettings).toEqual({ displayInSignUp: true, required: true });
    expect(type.displayNameSettings).toEqual({ displayInSignUp: false, required: false });
    expect(type.accountLinksVisibility.postListings).toBe(false);
  });

  it('needs at least one role', () => {
    const result = UserTypeSchema.safeParse({
      userType: 'x',
      label: 'X',
      roles: { customer: false, provider: false },
    });
    expect(result.error?.issues[0]?.message).toBe('a user type needs at least one role');
  });
});
