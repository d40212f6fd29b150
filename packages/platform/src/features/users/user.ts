/** Account state of a user (api notes §5 currentUser.state). */
export type UserState = 'active' | 'pendingApproval' | 'banned';

/** A user as the platform's services see it. */
export interface User {
  id: string;
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string | null;
  publicData: Record<string, unknown>;
  protectedData: Record<string, unknown>;
  privateData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  state: UserState;
  banned: boolean;
  deleted: boolean;
  createdAt: Date;
  userType: string | null;
  /** Per-user overrides of the marketplace's default permissions. */
  permissions: UserPermissionOverrides;
  profileImageId: string | null;
}

/**
 * What anyone may see of a user: the public `user` resource and its profile image. Read alone for
 * the includes of other resources (a search page's authors), so they never load credentials or
 * private data, and cost a third of a whole row to read.
 */
export type PublicProfile = Pick<
  User,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'displayName'
  | 'bio'
  | 'publicData'
  | 'metadata'
  | 'banned'
  | 'deleted'
  | 'createdAt'
  | 'profileImageId'
>;

/** The three permissions of spec §6. */
export const PERMISSION_KEYS = ['postListings', 'initiateTransactions', 'read'] as const;
/** One permission. */
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
/** Operator-set overrides: a missing key falls back to the marketplace default (allow). */
export type UserPermissionOverrides = Partial<Record<PermissionKey, 'allow' | 'deny'>>;

/** Emails are unique regardless of case and surrounding space. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "Jane D" — the default public name: first name and the initial of the last. */
export function defaultDisplayName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0] ?? '';
  return `${firstName.trim()} ${initial}`.trim();
}

/** "JD" — initials shown in avatars. */
export function abbreviatedName(firstName: string, lastName: string): string {
  const first = [...firstName.trim()][0] ?? '';
  const last = [...lastName.trim()][0] ?? '';
  return `${first}${last}`.toUpperCase();
}

/** Whether the account may hold a session: not deleted, not banned. */
export function canLogIn(user: Pick<User, 'banned' | 'deleted' | 'state'>): boolean {
  return !user.deleted && !user.banned && user.state !== 'banned';
}
