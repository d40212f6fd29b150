import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { AppError } from '../../errors/app-error.ts';
import type { Principal } from '../../http/principal.ts';
import type { PermissionKey, User } from '../users/user.ts';

/** Effective permissions of a user: operator overrides, narrowed while approval is pending. */
export function effectivePermissions(user: User, config: MarketplaceConfig): Record<PermissionKey, boolean> {
  const pending = user.state === 'pendingApproval';
  const allowed = (key: PermissionKey) => user.permissions[key] !== 'deny';
  return {
    postListings: !pending && allowed('postListings'),
    initiateTransactions: !pending && allowed('initiateTransactions'),
    // In an open marketplace a pending user may still look around; in a private one they may not.
    read: allowed('read') && !(pending && config.accessControl.marketplace.private),
  };
}

/**
 * Reading marketplace content (users, listings, reviews, time slots). In a private marketplace
 * anonymous callers and users awaiting approval are refused; a user whose read right was removed
 * is refused everywhere (api notes §4.2; spec §6).
 */
export function assertCanRead(principal: Principal, user: User | null, config: MarketplaceConfig): void {
  const isPrivate = config.accessControl.marketplace.private;
  if (principal.kind === 'anonymous' || !user) {
    if (isPrivate) throw new AppError('forbidden', 'This marketplace is private. Log in to see its content.');
    return;
  }
  if (user.state === 'pendingApproval' && isPrivate) {
    throw new AppError(
      'user-pending-approval',
      'Your account is waiting for approval by the marketplace operator.',
    );
  }
  if (user.permissions.read === 'deny') {
    throw new AppError('permission-denied-read', 'You do not have permission to view marketplace content.');
  }
}

/** Changing one's listings, stock or availability: refused while approval is pending (api notes §4.2). */
export function assertNotPendingApproval(user: Pick<User, 'state'>): void {
  if (user.state === 'pendingApproval') {
    throw new AppError(
      'permission-denied-pending-approval',
      'Your account is waiting for approval by the marketplace operator.',
    );
  }
}

/** Posting listings: refused while approval is pending and when the right was removed. */
export function assertCanPostListings(user: User): void {
  assertNotPendingApproval(user);
  if (user.permissions.postListings === 'deny') {
    throw new AppError('permission-denied-post-listings', 'You do not have permission to post listings.');
  }
}

/** Starting transactions: refused while approval is pending and when the right was removed. */
export function assertCanInitiateTransactions(user: User): void {
  assertNotPendingApproval(user);
  if (user.permissions.initiateTransactions === 'deny') {
    throw new AppError(
      'permission-denied-initiate-transactions',
      'You do not have permission to start transactions.',
    );
  }
}
