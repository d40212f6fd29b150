import { AppError } from '../../http/app-error.ts';
import type { User } from '../users/user.ts';

/** Refuses stock commands of users waiting for approval (api notes §4.2). */
export function assertMayChangeStock(user: Pick<User, 'state'>): void {
  if (user.state === 'pendingApproval') {
    throw new AppError(
      'permission-denied-pending-approval',
      'Your account is waiting for approval by the marketplace operator.',
    );
  }
}

/** Whether a user may see and manage a listing's stock: only its author's, and not once deleted. */
export function isOwnLiveListing(
  listing: { authorId: string; deleted: boolean } | undefined,
  userId: string,
): boolean {
  return listing !== undefined && !listing.deleted && listing.authorId === userId;
}
