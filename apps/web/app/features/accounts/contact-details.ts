/**
 * Whether the typed email is a change from the account's email. Case and surrounding spaces do not
 * count, as for the platform and the contact details schema; only a change needs the password.
 */
export function isEmailChange(current: string, typed: string): boolean {
  return typed.trim().toLowerCase() !== current.trim().toLowerCase();
}

/** The phone number stored in the profile (spec §3: `protectedData.phoneNumber`), or empty. */
export function phoneNumberOf(protectedData: Record<string, unknown>): string {
  const phone = protectedData.phoneNumber;
  return typeof phone === 'string' ? phone : '';
}
