import type { RangeIssue } from '@mercato/core/availability/availability-limits';
import { AppError } from '../../errors/app-error.ts';
import type { User } from '../users/user.ts';

/** Changing a listing's availability: refused while the user awaits approval (api notes §4.2). */
export function assertCanManageAvailability(user: User): void {
  if (user.state === 'pendingApproval') {
    throw new AppError(
      'permission-denied-pending-approval',
      'Your account is waiting for approval by the marketplace operator.',
    );
  }
}

/** Refuses a request whose range breaks a limit, each problem reported on its parameter. */
export function assertRangeAllowed(issues: readonly RangeIssue[], type: 'body' | 'query'): void {
  if (issues.length === 0) return;
  throw AppError.many(
    issues.map((issue) => ({
      code: 'validation-invalid-value' as const,
      title: `${issue.path}: ${issue.message}`,
      source: { path: [issue.path], type },
    })),
  );
}
