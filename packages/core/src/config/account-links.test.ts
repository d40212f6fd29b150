import { describe, expect, it } from 'vitest';
import { accountLinksOf } from './account-links.ts';

describe('accountLinksOf', () => {
  const userTypes = [
    { userType: 'host', accountLinksVisibility: { paymentMethods: false, payoutDetails: true } },
    { userType: 'guest', accountLinksVisibility: { postListings: false, payoutDetails: false } },
  ];
  it("follows the user type's visibility, every link otherwise", () => {
    expect(accountLinksOf(userTypes, 'host')).toEqual({
      postListings: true,
      paymentMethods: false,
      payoutDetails: true,
    });
    expect(accountLinksOf(userTypes, 'guest')).toEqual({
      postListings: false,
      paymentMethods: true,
      payoutDetails: false,
    });
    expect(accountLinksOf(userTypes, 'gone')).toEqual({
      postListings: true,
      paymentMethods: true,
      payoutDetails: true,
    });
    expect(accountLinksOf(undefined, undefined)).toEqual({
      postListings: true,
      paymentMethods: true,
      payoutDetails: true,
    });
  });
});
