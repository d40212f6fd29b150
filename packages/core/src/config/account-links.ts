// Without zod: the web's root loader reads this on every page.

/** Which account links a user sees (spec §6: hideable per user type). */
export interface AccountLinks {
  postListings: boolean;
  paymentMethods: boolean;
  payoutDetails: boolean;
}

/**
 * The account links of a user type, from the user types of the configuration: every link for a
 * user without a type or of a type the configuration no longer has.
 */
export function accountLinksOf(
  userTypes: readonly { userType: string; accountLinksVisibility?: Partial<AccountLinks> }[] | undefined,
  userType: unknown,
): AccountLinks {
  const visibility = userTypes?.find((type) => type.userType === userType)?.accountLinksVisibility;
  return { postListings: true, paymentMethods: true, payoutDetails: true, ...visibility };
}
