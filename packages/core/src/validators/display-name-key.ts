/**
 * The key two display names are compared by (spec §5: 'this display name is already taken'):
 * `Ada  Lovelace`, `ada lovelace` and the full-width `Ａｄａ Lovelace` are one name. Compatibility
 * forms fold (NFKC), runs of whitespace become one space, ends are trimmed, and letters are
 * compared without case.
 */
export function displayNameKey(displayName: string): string {
  return displayName.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}
